import "./desk.css";
import { createRoot } from "react-dom/client";
import { DeskApp } from "./app";
import { deskBase } from "./paths";

const root = document.getElementById("root");
if (!root) throw new Error('desk/index.html has no element with id "root".');
createRoot(root).render(<DeskApp />);

// The built desk keeps its files for when the connection is gone (scripts/lib/desk-offline.ts),
// once the page has loaded, so keeping them never slows the first load. Browsers offer service
// workers on HTTPS and localhost only; elsewhere the desk works online as it is.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register(`${deskBase}/sw.js`, { scope: `${deskBase}/` })
      .catch((error: unknown) => console.warn("The desk cannot work offline:", error));
  });
}
