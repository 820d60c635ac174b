/**
 * What the root's error boundary draws: the not-found page or the error screen, in the signed-in
 * frame (sidebar) for a cook and the visitors' frame otherwise. root.tsx loads this module lazily,
 * so the sidebar and the error screens are in no page's first script (decision 037).
 */
import { AppFrame } from "./app-frame";
import { ErrorScreen } from "./error-screen";
import { Footer } from "./footer";
import { NotFound } from "./not-found";
import { TopNav } from "./top-nav";

export interface ErrorPageProps {
  notFound: boolean;
  message: string;
  supportEmail: string;
  signedIn: boolean;
  year: number;
}

export default function ErrorPage({ notFound, message, supportEmail, signedIn, year }: ErrorPageProps) {
  const screen = notFound ? <NotFound /> : <ErrorScreen message={message} supportEmail={supportEmail} />;
  // A signed-in cook keeps the signed-in navigation (the app's pages too), as on every /app page.
  if (signedIn) return <AppFrame>{screen}</AppFrame>;
  return (
    <>
      <TopNav />
      {screen}
      <Footer year={year} />
    </>
  );
}
