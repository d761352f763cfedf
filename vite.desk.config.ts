import { mergeConfig } from "vite";
import { deskManifest } from "./scripts/lib/desk-manifest.ts";
import { appConfig } from "./vite.apps.ts";

/** The operator's desk at /desk (desk/index.html, dist/desk/), an app a phone installs. */
export default mergeConfig(appConfig("desk", 5174), { plugins: [deskManifest()] });
