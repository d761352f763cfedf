import * as React from "react";
import {
  proposalPath,
  proposalPreviewId,
  proposalPreviewMessages,
} from "../../../data/domain/desk";
import { localePrefix } from "../../../data/domain/locales";
import type { Enquiry } from "../../services/enquiries";
import { viewOf, type Stored } from "./draft";

/**
 * The preview of the traveller's own page for the proposal, in their language, shown on demand in
 * the frame `frameRef`: the proposal as composed is posted to it, as the version it would be sent
 * as, whenever the page asks and on every change.
 */
function useProposalPreview(
  frameRef: React.RefObject<HTMLIFrameElement | null>,
  draft: Stored,
  enquiry: Enquiry,
) {
  const [previewing, setPreviewing] = React.useState(false);
  const { sent } = draft;

  // The preview page asks for the proposal once it listens; it is sent again on every change.
  const target = `${localePrefix(enquiry.locale ?? "en")}${proposalPath(proposalPreviewId)}`;
  const postPreview = React.useCallback(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    frame.postMessage(
      {
        type: proposalPreviewMessages.proposal,
        proposal: viewOf(draft, enquiry, sent ? sent.version + 1 : 1),
      },
      window.location.origin,
    );
  }, [frameRef, draft, enquiry, sent]);
  React.useEffect(() => {
    if (!previewing) return;
    postPreview();
    const ready = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: string } | null)?.type === proposalPreviewMessages.ready)
        postPreview();
    };
    window.addEventListener("message", ready);
    return () => window.removeEventListener("message", ready);
  }, [previewing, postPreview]);

  return {
    previewing,
    togglePreview: () => setPreviewing((shown) => !shown),
    target,
    postPreview,
  };
}

/** The proposal as the traveller will see it, in a frame under the form while it is shown. */
function ProposalPreview({
  ref,
  previewing,
  target,
  onLoad,
}: {
  ref: React.Ref<HTMLIFrameElement>;
  previewing: boolean;
  target: string;
  onLoad: () => void;
}) {
  return (
    <section id="proposal-preview" hidden={!previewing} aria-label="Preview">
      {previewing ? (
        <iframe
          ref={ref}
          title="The proposal as the traveller will see it"
          src={target}
          onLoad={onLoad}
          className="h-[80vh] w-full rounded-xl border border-border bg-card"
        />
      ) : null}
    </section>
  );
}

export { ProposalPreview, useProposalPreview };
