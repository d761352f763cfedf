import CMS from "decap-cms-app";
import previewStyles from "./preview.css?inline";
import { editorConfig } from "./config";
import { DestinationPreview } from "./destination-preview";
import { TourPreview } from "./tour-preview";

CMS.registerPreviewStyle(previewStyles, { raw: true });
CMS.registerPreviewTemplate("tours", TourPreview);
CMS.registerPreviewTemplate("destinations", DestinationPreview);
CMS.init({ config: editorConfig(import.meta.env, location.origin, location.hostname) });
