import type { Models } from "appwrite";
import { deskIds, type ProposalFields } from "../../data/desk";
import type { Locale } from "../../data/locales";
import { appwrite, call } from "./appwrite";

/** A proposal as the operator composed it, before it is stored. */
export type ProposalDraft = ProposalFields & {
  enquiryId: string;
  locale: Locale;
  currency: string;
};

/** Stores the proposal under its unguessable id (data/desk.ts newProposalId). */
export function createProposal(id: string, draft: ProposalDraft, createdBy: string) {
  return call(() =>
    appwrite.databases.createDocument<Models.DefaultDocument>({
      databaseId: appwrite.ids.databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data: {
        ...draft,
        startDate: `${draft.startDate}T00:00:00.000+00:00`,
        days: JSON.stringify(draft.days),
        createdBy,
        sentAt: new Date().toISOString(),
      },
    }),
  );
}

/** E-mails the traveller the proposal's link in their language (the send-proposal-email function). */
export async function emailProposal(id: string): Promise<void> {
  const execution = await call(() =>
    appwrite.functions.createExecution({
      functionId: deskIds.proposalEmailFunctionId,
      body: JSON.stringify({ id }),
      async: false,
    }),
  );
  if (execution.status === "failed" || execution.responseStatusCode >= 400) {
    let reason = execution.errors || `answered ${execution.responseStatusCode}`;
    try {
      const body = JSON.parse(execution.responseBody) as { message?: string };
      if (body.message) reason = body.message;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(`The e-mail with the link was not sent: ${reason}`);
  }
}
