import { mergeConfig } from "vite";
import { deskManifest } from "./scripts/lib/desk-manifest.ts";
import { deskOffline } from "./scripts/lib/desk-offline.ts";
import { appConfig } from "./vite.apps.ts";

/**
 * The operator's desk at /desk (desk/index.html, dist/desk/), an app a phone installs and opens
 * with no connection.
 */
export default mergeConfig(appConfig("desk", 5174), { plugins: [deskManifest(), deskOffline()] });
