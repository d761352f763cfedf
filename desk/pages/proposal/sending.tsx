import * as React from "react";
import { proposalPath } from "../../../data/domain/desk";
import { proposalProblems } from "../../../data/domain/desk-proposal";
import { localePrefix, type Locale } from "../../../data/domain/locales";
import { Button } from "../../../ui/button";
import { FormAlert, SubmitButton } from "../../../ui/field";
import { failureMessage } from "../../services/appwrite";
import type { Enquiry } from "../../services/enquiries";
import { sendProposal } from "../../services/proposals";
import { fieldsOf, type Problems, type Stored } from "./draft";

/**
 * Sending the proposal: the fields are checked first (and, once Send was pressed, again on every
 * change), with the focus on the first one to fix; then the server stores the proposal, or its
 * new version, and e-mails the traveller its link. After a failed e-mail, sending again e-mails
 * the proposal as it was stored.
 */
function useProposalSending(
  enquiry: Enquiry,
  draft: Stored,
  update: (change: Partial<Stored>) => void,
  formRef: React.RefObject<HTMLFormElement | null>,
  today: string,
) {
  // Once Send was pressed, every change is checked again, so a fixed field's message goes.
  const [checked, setChecked] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const { sent } = draft;
  const locale: Locale = enquiry.locale ?? "en";

  const problems: Problems = checked ? proposalProblems(fieldsOf(draft), today) : {};

  function check(): boolean {
    setChecked(true);
    const found = proposalProblems(fieldsOf(draft), today);
    const first = Object.keys(found)[0];
    if (first) {
      const field = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
      field?.focus();
      return false;
    }
    return true;
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    // A second try after a failed e-mail sends the proposal as it was stored, not a new one.
    const emailAgain = sent !== null && !sent.emailed;
    if (!emailAgain && !check()) return;
    setBusy(true);
    setFailure(null);
    const fields = fieldsOf(draft);
    try {
      const outcome = await sendProposal(
        sent === null
          ? { enquiryId: enquiry.$id, proposal: fields }
          : emailAgain
            ? { id: sent.id }
            : { id: sent.id, proposal: fields },
      );
      update({
        sent: {
          id: outcome.id,
          link: `${window.location.origin}${localePrefix(locale)}${proposalPath(outcome.id)}`,
          version: outcome.version,
          fields: emailAgain ? sent.fields : JSON.stringify(fields),
          emailed: outcome.emailed,
        },
      });
      if (!outcome.emailed) setFailure(outcome.reason);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { problems, failure, busy, send };
}

/**
 * What sending did: the link the traveller was e-mailed, or that the proposal is saved but its
 * e-mail is not sent yet; and why a send failed.
 */
function SendOutcome({ sent, failure }: { sent: Stored["sent"]; failure: string | null }) {
  return (
    <>
      {sent ? (
        <div role="status">
          <FormAlert variant={sent.emailed ? "success" : "error"} data-testid="proposal-sent">
            {!sent.emailed
              ? "Proposal saved, but the e-mail is not sent yet: "
              : sent.version > 1
                ? `Version ${sent.version} sent. The traveller has an e-mail with this link: `
                : "Proposal sent. The traveller has an e-mail with this link: "}
            <a href={sent.link} target="_blank" rel="noreferrer" className="break-all underline">
              {sent.link}
            </a>
          </FormAlert>
        </div>
      ) : null}
      <div role="alert">{failure ? <FormAlert>{failure}</FormAlert> : null}</div>
    </>
  );
}

/**
 * The buttons under the form: the preview, shown or hidden, and the send that fits: the first
 * send, the e-mail again after it failed, or the changes as a new version (none while nothing
 * changed since the last one).
 */
function SendBar({
  draft,
  busy,
  previewing,
  onTogglePreview,
}: {
  draft: Stored;
  busy: boolean;
  previewing: boolean;
  onTogglePreview: () => void;
}) {
  const { sent } = draft;
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        aria-expanded={previewing}
        aria-controls="proposal-preview"
        onClick={onTogglePreview}
      >
        {previewing ? "Hide preview" : "Preview"}
      </Button>
      {!sent ? (
        <SubmitButton busy={busy}>Send</SubmitButton>
      ) : !sent.emailed ? (
        <SubmitButton busy={busy}>Send the e-mail again</SubmitButton>
      ) : sent.fields !== JSON.stringify(fieldsOf(draft)) ? (
        <SubmitButton busy={busy}>Send the changes as version {sent.version + 1}</SubmitButton>
      ) : null}
    </div>
  );
}

export { SendBar, SendOutcome, useProposalSending };
