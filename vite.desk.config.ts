import { appConfig } from "./vite.apps.ts";

/** The operator's desk at /desk (desk/index.html, dist/desk/). */
export default appConfig("desk", 5174);
