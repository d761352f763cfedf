import CMS from "decap-cms-app";
import previewStyles from "./preview.css?inline";
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
CMS.init({ config: editorConfig(import.meta.env, location.origin, location.hostname) });
