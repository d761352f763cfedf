import * as Dialog from "@radix-ui/react-dialog";
import * as React from "react";

import { Button } from "./button";
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

/**
 * The home page's floating 'Book Now' toggle and its 'Book Your Safari' panel: a non-modal
 * dialog, so the page stays usable behind it. Esc, the close button or the toggle close it;
 * focus goes to the first field on open and back to the toggle on close.
 */
function BookingPanel({
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
  const id = React.useId();
  const firstNameRef = React.useRef<HTMLInputElement>(null);
  const { values, setField, clearOwn } = useFormValues({
    values: valuesProp,
    defaultValues,
    emptyValues: emptyBookingValues,
    onValuesChange,
  });
  const { status, submit } = useAsyncSubmit(onSubmit, clearOwn);
  const busy = status === "busy";

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const bind = (name: keyof BookingValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    placeholder: fields[name].placeholder,
    maxLength: fields[name].maxLength,
    pattern: fields[name].pattern,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Trigger asChild>
        <Button
          data-slot="booking-panel-toggle"
          size="lg"
          elevation="floating"
          className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
        >
          {open ? <Icon name="x" aria-hidden /> : <Icon name="calendar-check" aria-hidden />}
          {copy.toggle}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        data-slot="booking-panel"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          firstNameRef.current?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        className="fixed right-4 bottom-20 z-40 flex max-h-[calc(100dvh-7rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-xl border border-border bg-card text-card-foreground shadow-lifted motion-safe:animate-slide-up sm:right-6 sm:bottom-24"
      >
        <div className="flex items-start justify-between gap-4 border-b border-border bg-muted px-5 py-4">
          <div className="flex flex-col gap-1">
            <Dialog.Title className="font-display text-xl font-semibold">{copy.title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {copy.description}
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon-sm" aria-label={copy.close} className="-mt-1 -mr-2">
              <Icon name="x" aria-hidden />
            </Button>
          </Dialog.Close>
        </div>
        <form
          method={action ? "post" : undefined}
          action={action}
          onSubmit={handleSubmit}
          className="flex flex-col gap-4 px-5 py-5"
        >
          <HiddenFields values={hiddenFields} />
          <Field>
            <Label htmlFor={`${id}-firstName`}>{fields.firstName.label}</Label>
            <Input ref={firstNameRef} autoComplete="given-name" {...bind("firstName")} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-email`} required>
              {fields.email.label}
            </Label>
            <Input type="email" required autoComplete="email" {...bind("email")} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-phone`}>{fields.phone.label}</Label>
            <Input type="tel" autoComplete="tel" {...bind("phone")} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-message`}>{fields.message.label}</Label>
            <Textarea rows={3} {...bind("message")} />
          </Field>
          <div className="flex items-center gap-3">
            <label
              htmlFor={`${id}-sum`}
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
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { BookingPanel, emptyBookingValues, type BookingPanelFields, type BookingValues };
