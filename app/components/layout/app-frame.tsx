import type { ReactNode } from "react";
import { AppMobileNav, AppSidebar } from "./app-sidebar";
import { TopNav } from "./top-nav";

/**
 * The signed-in frame: the top navigation, the app's pages (a row on a phone, the sidebar from
 * 1024 px) and the page beside them. The app layout and the error screen both use it, so a
 * signed-in cook who meets an error keeps the navigation they had.
 */
export function AppFrame({ sidebar, admin = false, children }: { sidebar?: ReactNode; admin?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav signedIn />
      <AppMobileNav admin={admin} />
      <div className="flex flex-1">
        {sidebar ?? <AppSidebar showUpgrade={false} />}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
