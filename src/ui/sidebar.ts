/// <reference lib="dom" />
/**
 * Entry of the browser bundle inlined into build/Sidebar.html (scripts/build.mjs).
 *
 * The same page serves two views: the sidebar, and the New-event dialog when the server appended
 * a script setting window.ARBITRE_VIEW = "new-event" (HtmlOutput.append puts it after this script,
 * so the view is chosen once the document is parsed).
 */
import { NewEventView } from "./new-event-view";
import { SelfCheckView } from "./self-check-view";
import { SidebarView } from "./sidebar-view";

declare global {
  interface Window {
    ARBITRE_VIEW?: string;
  }
}

function boot(): void {
  if (window.ARBITRE_VIEW === "new-event") new NewEventView().start();
  else if (window.ARBITRE_VIEW === "self-check") new SelfCheckView().start();
  else new SidebarView().start();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
