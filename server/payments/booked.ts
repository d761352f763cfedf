import { Client, Databases } from "node-appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { DeskStore } from "../../functions/shared/desk-store";
import type { PayableProposal } from "./service";
import type { Applied } from "./store";

/** The desk's documents as this server writes them: through its own Appwrite API, with its key. */
export function serverDeskStore(options: { apiKey: string; endpoint: () => string }): DeskStore {
  return new DeskStore(
    new Databases(
      new Client()
        .setEndpoint(options.endpoint())
        .setProject(enquiryIds.projectId)
        .setKey(options.apiKey),
    ),
  );
}

/**
 * What a payment's move does to its enquiry, written through this server's own Appwrite API with
 * its key, as the functions write, so the desk sees it live: every move is a history entry (the
 * desk's payments follow it), and a confirmed deposit (or the whole amount) makes the enquiry
 * "booked". The booking's history entry's id is the payment's reference, so a payment books an
 * enquiry once; an enquiry booked or closed already stays as it is.
 */
export function bookingRecorder(options: {
  apiKey: string;
  /** This server's Appwrite endpoint, ending in /v1. */
  endpoint: () => string;
  log: (message: string) => void;
}) {
  return (applied: Extract<Applied, { applied: true }>, proposal: PayableProposal) => {
    const { payment } = applied;
    const store = serverDeskStore(options);
    const record = async () => {
      const at = new Date().toISOString();
      await store.addHistory(
        {
          enquiryId: proposal.enquiryId,
          actor: "traveller",
          action: "payment",
          from: payment.kind,
          to: payment.status,
        },
        at,
      );
      if (payment.status !== "completed" || payment.kind === "balance") return false;
      const enquiry = await store.enquiry(proposal.enquiryId);
      if (!enquiry || enquiry.status === "booked" || enquiry.status === "closed") return false;
      const first = await store.addHistory(
        {
          enquiryId: enquiry.id,
          actor: "traveller",
          action: "status",
          from: enquiry.status,
          to: "booked",
        },
        at,
        payment.reference,
      );
      if (first) await store.setStatus(enquiry.id, "booked");
      return first;
    };
    record().then(
      (booked) =>
        options.log(
          booked
            ? `Enquiry ${proposal.enquiryId} booked by payment ${payment.reference}.`
            : `Payment ${payment.reference} is ${payment.status} on enquiry ${proposal.enquiryId}.`,
        ),
      (cause: unknown) =>
        options.log(
          `Payment ${payment.reference} is ${payment.status}, but enquiry ${proposal.enquiryId}'s history or status could not be written: ${String(cause)}`,
        ),
    );
  };
}
