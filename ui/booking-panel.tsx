import * as React from "react";

import { Button } from "./button";
import { dialogCloseVariants } from "./dialog-styles";
import {
  Field,
  FormAlert,
  HiddenFields,
  Input,
  Label,
  SubmitButton,
  Textarea,
  type TextFieldCopy,
} from "./field";
import { useAsyncSubmit, useFormValues } from "./form-state";
import { Icon } from "./icon";
import { useKitCopy } from "./kit-provider";
import { useModalOpen } from "./modal-open";

type BookingValues = {
  firstName: string;
  email: string;
  phone: string;
  message: string;
  /** The answer typed after '4 + 4 ='; it is not checked. */
  sum: string;
};

/** Each field's label, placeholder and limit, from the caller. */
type BookingPanelFields = Record<keyof BookingValues, TextFieldCopy>;

const emptyBookingValues: BookingValues = {
  firstName: "",
  email: "",
  phone: "",
  message: "",
  sum: "",
};

/** The floating button that opens the panel by itself, before any script has run. */
function BookingPanelToggle({
  dialogId,
  label,
  onClick,
}: {
  dialogId: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button
      data-slot="booking-panel-toggle"
      size="lg"
      elevation="floating"
      aria-haspopup="dialog"
      commandfor={dialogId}
      command="show-modal"
      onClick={onClick}
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
    >
      <Icon name="calendar-check" aria-hidden />
      {label}
    </Button>
  );
}

/**
 * The home page's floating 'Book Now' button and its 'Book Your Safari' panel: a modal `<dialog>`
 * in the page's own HTML, which the button opens by itself (`commandfor` naming its `id`,
 * `command="show-modal"`) before any script has run, so the form, which posts to `action`, is
 * reachable without it. The browser moves the focus to the first field, keeps it inside, closes
 * the panel on Esc, its close button or a tap beside it, and gives the focus back to the button.
 * `open` and `onOpenChange` follow the panel as the browser opens and closes it; a panel opened
 * before the code ran is open when it mounts, and says so.
 */
function BookingPanel({
  id,
  fields,
  open,
  onOpenChange,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  onSubmit,
  errorMessage,
  action,
  hiddenFields,
}: {
  fields: BookingPanelFields;
  /** The panel's id, which its button names. */
  id: string;
  /**
   * Where the form posts before its script runs, carrying `hiddenFields` along; once it runs,
   * `onSubmit` sends instead.
   */
  action?: string;
  hiddenFields?: Record<string, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given, the parent owns the values; otherwise the panel keeps them. */
  values?: BookingValues;
  defaultValues?: Partial<BookingValues>;
  onValuesChange?: (values: BookingValues) => void;
  /**
   * Sends the enquiry. While it is pending the panel is busy and ignores another submit.
   * Resolve: the parent clears the values (the panel clears its own) and closes it.
   * Reject: the panel shows `errorMessage` and keeps every value; log the error before
   * rejecting, the panel does not.
   */
  onSubmit: (values: BookingValues) => Promise<void>;
  errorMessage?: string;
}) {
  const copy = useKitCopy("bookingPanel");
  const form = useKitCopy("form");
  const fieldId = React.useId();
  const titleId = React.useId();
  const descriptionId = React.useId();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const { values, setField, clearOwn } = useFormValues({
    values: valuesProp,
    defaultValues,
    emptyValues: emptyBookingValues,
    onValuesChange,
  });
  const { status, submit } = useAsyncSubmit(onSubmit, clearOwn);
  const busy = status === "busy";

  useModalOpen(dialogRef, open, onOpenChange);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const bind = (name: keyof BookingValues) => ({
    id: `${fieldId}-${name}`,
    name,
    value: values[name],
    placeholder: fields[name].placeholder,
    maxLength: fields[name].maxLength,
    pattern: fields[name].pattern,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value),
  });

  return (
    <>
      <BookingPanelToggle dialogId={id} label={copy.toggle} onClick={() => onOpenChange(true)} />
      <dialog
        ref={dialogRef}
        id={id}
        data-slot="booking-panel"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        closedby="any"
        onClose={() => onOpenChange(false)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          dialogRef.current?.close();
        }}
        className="fixed inset-auto right-4 bottom-20 m-0 max-h-[calc(100dvh-7rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-xl border border-border bg-card text-card-foreground shadow-lifted backdrop:bg-foreground/20 open:flex open:motion-safe:animate-slide-up sm:right-6 sm:bottom-24"
      >
        <div className="flex flex-col gap-1 border-b border-border bg-muted py-4 pr-14 pl-5">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {copy.title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {copy.description}
          </p>
        </div>
        <form
          method={action ? "post" : undefined}
          action={action}
          onSubmit={handleSubmit}
          className="flex flex-col gap-4 px-5 py-5"
        >
          <HiddenFields values={hiddenFields} />
          <Field>
            <Label htmlFor={`${fieldId}-firstName`}>{fields.firstName.label}</Label>
            <Input autoComplete="given-name" {...bind("firstName")} />
          </Field>
          <Field>
            <Label htmlFor={`${fieldId}-email`} required>
              {fields.email.label}
            </Label>
            <Input type="email" required autoComplete="email" {...bind("email")} />
          </Field>
          <Field>
            <Label htmlFor={`${fieldId}-phone`}>{fields.phone.label}</Label>
            <Input type="tel" autoComplete="tel" {...bind("phone")} />
          </Field>
          <Field>
            <Label htmlFor={`${fieldId}-message`}>{fields.message.label}</Label>
            <Textarea rows={3} {...bind("message")} />
          </Field>
          <div className="flex items-center gap-3">
            <label
              htmlFor={`${fieldId}-sum`}
              className="text-base font-medium text-foreground tabular-nums"
            >
              {fields.sum.label}
            </label>
            <div className="w-20">
              <Input inputMode="numeric" autoComplete="off" {...bind("sum")} />
            </div>
          </div>
          <div>
            <SubmitButton busy={busy} className="w-full">
              {copy.send}
            </SubmitButton>
            <div role="alert" data-slot="booking-panel-error">
              {status === "failed" ? (
                <FormAlert size="compact" className="mt-3">
                  {errorMessage ?? form.error}
                </FormAlert>
              ) : null}
            </div>
          </div>
        </form>
        <button
          type="button"
          commandfor={id}
          command="close"
          aria-label={copy.close}
          className={dialogCloseVariants()}
        >
          <Icon name="x" aria-hidden />
        </button>
      </dialog>
    </>
  );
}

export { BookingPanel, emptyBookingValues, type BookingPanelFields, type BookingValues };
