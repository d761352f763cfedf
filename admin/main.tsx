import CMS from "decap-cms-app";
import previewStyles from "./preview.css?inline";
import { callBackend, localBackendPath } from "./backend";
import { isPerson, showNotOperator, showTopBar } from "./back-office";
import { editorConfig, serverBackendName } from "./config";
import { ServerBackend } from "./server-backend";
import { DestinationPreview } from "./destination-preview";
import { AboutPreview, CookiePolicyPreview, LegalPreview } from "./page-preview";
import { TourPreview } from "./tour-preview";

CMS.registerBackend(serverBackendName, ServerBackend);
CMS.registerPreviewStyle(previewStyles, { raw: true });
CMS.registerPreviewTemplate("tours", TourPreview);
CMS.registerPreviewTemplate("destinations", DestinationPreview);
CMS.registerPreviewTemplate("about", AboutPreview);
CMS.registerPreviewTemplate("privacy-policy", LegalPreview);
CMS.registerPreviewTemplate("terms-of-service", LegalPreview);
CMS.registerPreviewTemplate("cookie-policy", CookiePolicyPreview);
/**
 * Whether the editor may open here, and on which backend: on a server whose backend is for the
 * desk's operators (CONTENT_EDITOR=git, server/content/), a visitor not signed in at the desk is
 * sent there to sign in, and back here with the desk's session; a signed-in user who is no
 * operator is told so, and an operator gets the desk's top bar above the editor and edits through
 * the server. On npm start the editor edits through its local backend; on a static host, with
 * no backend of its own, through the git host's sign-in.
 */
async function backendHere(): Promise<"none" | "server" | "git host"> {
  const answer = await callBackend("info").catch(() => null);
  if (answer?.status === 401) {
    location.replace("/desk/?back=/admin/");
    return "none";
  }
  const said = (await answer?.json().catch(() => null)) as {
    operator?: unknown;
    signedInAs?: unknown;
    type?: unknown;
  } | null;
  const { operator, signedInAs, type } = said ?? {};
  if (answer?.ok && isPerson(operator)) showTopBar(operator);
  if (answer?.status === 403 && isPerson(signedInAs)) {
    showNotOperator(signedInAs);
    return "none";
  }
  return answer?.ok && typeof type === "string" ? "server" : "git host";
}

void backendHere().then((backend) => {
  if (backend === "none") return;
  const server = backend === "server" ? `${location.origin}${localBackendPath}` : null;
  CMS.init({ config: editorConfig(import.meta.env, server) });
});
