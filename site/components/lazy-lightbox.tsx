import { lazy, Suspense, useState, type ComponentProps } from "react";
import { kitMessages } from "#messages/kit";
import type { ImageSource } from "../../data/content/images";
import { DialogLoading } from "../../ui/dialog-loading";
import type { LightboxImage, Lightbox as LightboxView } from "../../ui/lightbox";
import { loadWithRetry } from "../load-retry";
import { withKitCopy } from "./with-kit-copy";

const Lightbox = lazy(() =>
  loadWithRetry(() =>
    Promise.all([import("../../ui/lightbox"), import("#messages/kit-lightbox")]),
  ).then(([module, { lightboxCopy }]) => ({
    default: withKitCopy(lightboxCopy, module.Lightbox),
  })),
);

/**
 * The lightbox, whose code loads the first time a photo is opened; meanwhile its frame shows
 * with a spinner.
 */
export function LazyLightbox(props: ComponentProps<typeof LightboxView>) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        props.index === null ? null : <DialogLoading {...kitMessages.dialogLoading.lightbox} />
      }
    >
      <Lightbox {...props} />
    </Suspense>
  );
}

/** A catalogue photo as the lightbox shows it; the caption defaults to the photo's description. */
export function lightboxImage(source: ImageSource, caption: string = source.alt): LightboxImage {
  return {
    name: source.name,
    image: source,
    alt: source.alt,
    caption,
    location: source.location,
    downloadUrl: source.downloadUrl,
  };
}
