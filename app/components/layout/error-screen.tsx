import { AlertOctagon, Home, Mail, RefreshCw } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { errorReportMailto, makeErrorId } from "~/domain/errors";
import { toast } from "../ui/toast-store";
import { Button, buttonClass } from "~/components/ui/button";

export const CRASH_NOTICE = "An unexpected error occurred. The page has been reset to prevent further issues.";
export const CRASH_NOTICE_DURATION = 8000;

/** The global error screen: shown for any unexpected failure. */
export function ErrorScreen({ message, supportEmail }: { message: string; supportEmail: string }) {
  const [report, setReport] = useState<{ id: string; time: string; url: string } | null>(null);

  useEffect(() => {
    const id = makeErrorId();
    // The id, time and URL belong to the browser that saw the error, so they are made after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReport({ id, time: new Date().toISOString(), url: window.location.href });
    console.error(`[simmer] ${id}: ${message}`);
    toast(CRASH_NOTICE, "error", CRASH_NOTICE_DURATION);
  }, [message]);

  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertOctagon className="text-accent-red h-14 w-14" aria-hidden="true" />
      <h1 className="text-warm-900 mt-6 text-4xl font-bold">Oops! Something went wrong</h1>
      <p className="text-warm-700 mt-3">
        We&apos;re sorry, but something unexpected happened. Don&apos;t worry - your data is safe, and we&apos;ve been notified
        about this issue.
      </p>
      <p className="bg-warm-100 text-warm-800 mt-4 rounded-lg px-3 py-1.5 font-mono text-sm" data-testid="error-id">
        Error ID: {report?.id ?? "…"}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()} variant="primary" size="md">
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh Page
        </Button>
        <a href="/" className={buttonClass("secondary", "md")}>
          <Home className="h-4 w-4" aria-hidden="true" /> Go Home
        </a>
      </div>
      {report && (
        <a
          href={errorReportMailto({ supportEmail, errorId: report.id, message, time: report.time, url: report.url })}
          className="text-warm-700 hover:text-warm-900 mt-6 inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4"
        >
          <Mail className="h-4 w-4" aria-hidden="true" /> Report this error
        </a>
      )}
    </main>
  );
}
