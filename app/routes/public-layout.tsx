import { Outlet, useRouteLoaderData } from "react-router";
import { Footer } from "~/components/layout/footer";
import { TopNav } from "~/components/layout/top-nav";
import type { loader as rootLoader } from "~/root";

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav signedIn={Boolean(root?.user)} />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer year={root?.year ?? new Date().getFullYear()} />
    </div>
  );
}
