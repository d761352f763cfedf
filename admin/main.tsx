import CMS from "decap-cms-app";
import previewStyles from "./preview.css?inline";
import { callBackend } from "./backend";
import { isPerson, showNotOperator, showTopBar } from "./back-office";
import { editorConfig } from "./config";
import { DestinationPreview } from "./destination-preview";
import { AboutPreview, CookiePolicyPreview, LegalPreview } from "./page-preview";
import { TourPreview } from "./tour-preview";

CMS.registerPreviewStyle(previewStyles, { raw: true });
CMS.registerPreviewTemplate("tours", TourPreview);
CMS.registerPreviewTemplate("destinations", DestinationPreview);
CMS.registerPreviewTemplate("about", AboutPreview);
CMS.registerPreviewTemplate("privacy-policy", LegalPreview);
CMS.registerPreviewTemplate("terms-of-service", LegalPreview);
CMS.registerPreviewTemplate("cookie-policy", CookiePolicyPreview);
/**
 * Whether the editor may open here: on a server whose backend is for the desk's operators
 * (CONTENT_EDITOR=git, server/content/), a visitor not signed in at the desk is sent there to sign
 * in, and back here with the desk's session; a signed-in user who is no operator is told so, and
 * an operator gets the desk's top bar above the editor. Elsewhere (npm start's local backend,
 * a static host with the git host's sign-in) the editor opens as it is.
 */
async function signedInOrSentToDesk(): Promise<boolean> {
  const answer = await callBackend("info").catch(() => null);
  if (answer?.status === 401) {
    location.replace("/desk/?back=/admin/");
    return false;
  }
  const said = (await answer?.json().catch(() => null)) as {
    operator?: unknown;
    signedInAs?: unknown;
  } | null;
  const { operator, signedInAs } = said ?? {};
  if (answer?.ok && isPerson(operator)) showTopBar(operator);
  if (answer?.status === 403 && isPerson(signedInAs)) {
    showNotOperator(signedInAs);
    return false;
  }
  return true;
}

void signedInOrSentToDesk().then((opens) => {
  if (opens)
    CMS.init({ config: editorConfig(import.meta.env, location.origin, location.hostname) });
});
