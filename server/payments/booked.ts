import { Client, Databases } from "node-appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { DeskStore } from "../../functions/shared/desk-store";
import type { PayableProposal } from "./service";
import type { Applied } from "./store";

/**
 * An enquiry becomes "booked" when its deposit (or the whole amount) is confirmed paid: written
 * through this server's own Appwrite API with its key, as the functions write, so the desk sees it
 * live and its history says so. The history entry's id is the payment's reference, so a payment
 * books an enquiry once; an enquiry booked or closed already stays as it is.
 */
export function bookingRecorder(options: {
  apiKey: string;
  /** This server's Appwrite endpoint, ending in /v1. */
  endpoint: () => string;
  log: (message: string) => void;
}) {
  return (applied: Extract<Applied, { applied: true }>, proposal: PayableProposal) => {
    const { payment } = applied;
    if (payment.status !== "completed" || payment.kind === "balance") return;
    const store = new DeskStore(
      new Databases(
        new Client()
          .setEndpoint(options.endpoint())
          .setProject(enquiryIds.projectId)
          .setKey(options.apiKey),
      ),
    );
    const book = async () => {
      const enquiry = await store.enquiry(proposal.enquiryId);
      if (!enquiry || enquiry.status === "booked" || enquiry.status === "closed") return;
      const first = await store.addHistory(
        {
          enquiryId: enquiry.id,
          actor: "traveller",
          action: "status",
          from: enquiry.status,
          to: "booked",
        },
        new Date().toISOString(),
        payment.reference,
      );
      if (first) await store.setStatus(enquiry.id, "booked");
    };
    book().then(
      () => options.log(`Enquiry ${proposal.enquiryId} booked by payment ${payment.reference}.`),
      (cause: unknown) =>
        options.log(
          `Payment ${payment.reference} is in, but enquiry ${proposal.enquiryId} could not be marked booked: ${String(cause)}`,
        ),
    );
  };
}
