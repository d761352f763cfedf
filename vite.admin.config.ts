import { appConfig } from "./vite.apps.ts";

/**
 * The content editor (Decap CMS) at /admin (admin/index.html, dist/admin/). Its previews draw the
 * kit with the site's plugins and aliases.
 */
export default appConfig("admin", 5175, {
  // Decap is one large app, loaded once by the operator; its size warning says nothing here.
  chunkSizeWarningLimit: 8192,
  rolldownOptions: { output: { codeSplitting: false } },
});
