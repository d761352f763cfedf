import { useEffect } from "react";

/** Sets the tab's title while the page is shown: "Inbox · Desk". */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
