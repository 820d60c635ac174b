import type { ReactNode } from "react";
import { Link } from "react-router";

/** The centred card used by the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className="from-accent-orange-light to-warm-50 flex justify-center bg-gradient-to-b px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="ring-warm-200 rounded-3xl bg-white p-6 shadow-lg ring-1 sm:p-8">
          <h1 className="text-warm-900 text-center text-3xl font-bold">{title}</h1>
          {lead && <p className="text-warm-700 mt-2 text-center">{lead}</p>}
          <div className="mt-8">{children}</div>
        </div>
        {footer && <div className="text-warm-800 mt-6 text-center text-sm">{footer}</div>}
      </div>
    </main>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-accent-orange font-semibold underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
