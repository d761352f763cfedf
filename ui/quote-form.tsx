import * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import {
  Field,
  FieldError,
  FormAlert,
  Input,
  Label,
  Select,
  SubmitButton,
  Textarea,
  type ChoiceFieldCopy,
  type TextFieldCopy,
} from "./field";
import { useAsyncSubmit, useFormValues, type SubmitStatus } from "./form-state";
import { Icon } from "./icon";
import { fillParts, plural, useKitLocale, useKitCopy } from "./kit-provider";

/** The contact form's fields, as the submit helper takes it. */
type QuoteValues = {
  name: string;
  email: string;
  phone: string;
  groupSize: string;
  safariInterest: string;
  budget: string;
  preferredDates: string;
  message: string;
};

const emptyQuoteValues: QuoteValues = {
  name: "",
  email: "",
  phone: "",
  groupSize: "",
  safariInterest: "",
  budget: "",
  preferredDates: "",
  message: "",
};

/** Each field's label, placeholder, choices and limit, from the caller. */
type QuoteFormFields = {
  name: TextFieldCopy;
  email: TextFieldCopy;
  phone: TextFieldCopy;
  groupSize: ChoiceFieldCopy;
  safariInterest: ChoiceFieldCopy;
  budget: ChoiceFieldCopy;
  preferredDates: TextFieldCopy;
  message: TextFieldCopy;
};

/** A field's error, as the key of its message in the kit's quote form messages. */
type QuoteFieldErrors = Partial<
  Record<"name" | "email", "nameRequired" | "emailRequired" | "emailInvalid">
>;

/** The browser's own rule for a valid e-mail address (HTML Living Standard, input type=email). */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Full Name and Email Address are required; the e-mail must match the caller's rule for one
 * (`emailRule`, an HTML pattern), or else be one the browser would accept.
 */
function validateQuote(values: QuoteValues, emailRule?: string): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  if (values.name.trim() === "") errors.name = "nameRequired";
  const email = values.email.trim();
  const rule = emailRule === undefined ? emailPattern : new RegExp(`^(?:${emailRule})$`, "u");
  if (email === "") errors.email = "emailRequired";
  else if (!rule.test(email)) errors.email = "emailInvalid";
  return errors;
}

/** A text field's placeholder, limit and rule, as its input's attributes. */
function textAttributes(copy: TextFieldCopy) {
  return { placeholder: copy.placeholder, maxLength: copy.maxLength, pattern: copy.pattern };
}

/** A choice's options, the empty one first with the field's placeholder. */
function choiceOptions(copy: ChoiceFieldCopy) {
  return (
    <>
      <option value="">{copy.placeholder}</option>
      {copy.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/**
 * The quote form's state: its values (the parent's, or its own), each field's id, name, value
 * and error, the checks on submit, which move focus to the first field in error, and after a
 * failed check as the traveller types; and the request, sent once at a time.
 */
function useQuoteForm({
  fields,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  onSubmit,
}: {
  fields: QuoteFormFields;
  values: QuoteValues | undefined;
  defaultValues: Partial<QuoteValues> | undefined;
  onValuesChange: ((values: QuoteValues) => void) | undefined;
  onSubmit: (values: QuoteValues) => Promise<void>;
}) {
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<QuoteFieldErrors>({});
  const [checked, setChecked] = React.useState(false);
  const { values, setField, clearOwn } = useFormValues({
    values: valuesProp,
    defaultValues,
    emptyValues: emptyQuoteValues,
    onValuesChange,
  });
  const { status, submit } = useAsyncSubmit(onSubmit, () => {
    clearOwn();
    setChecked(false);
  });
  const busy = status === "busy";
  const fieldId = (name: keyof QuoteValues) => `${id}-${name}`;
  const errorId = (name: keyof QuoteFieldErrors) => `${id}-${name}-error`;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateQuote(values, fields.email.pattern);
    setErrors(found);
    setChecked(true);
    const firstInvalid = (["name", "email"] as const).find((name) => found[name]);
    if (firstInvalid) {
      const field = formRef.current?.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    void submit(values);
  };

  const change = (name: keyof QuoteValues, value: string) => {
    setField(name, value);
    // After a failed check, errors follow the typing so a fixed field stops being flagged.
    if (checked && (name === "name" || name === "email")) {
      setErrors((current) => ({
        ...current,
        [name]: validateQuote({ ...values, [name]: value }, fields.email.pattern)[name],
      }));
    }
  };

  const bind = (name: keyof QuoteValues) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => change(name, event.target.value),
  });

  const invalid = (name: keyof QuoteFieldErrors) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": errorId(name) }
      : { "aria-invalid": false as const };

  const errorNames = (Object.keys(errors) as Array<keyof QuoteFieldErrors>).filter(
    (name) => errors[name],
  );

  return {
    formRef,
    status,
    errors,
    errorNames,
    fieldId,
    errorId,
    bind,
    invalid,
    handleSubmit,
    retry: () => void submit(values),
  };
}

/**
 * Below the fields: which fields to check, the send button with when to expect a reply, a
 * failed send's message with 'Try again', and the caller's message after a send.
 */
function QuoteFormFooter({
  fields,
  errorNames,
  status,
  onRetry,
  successMessage,
  errorMessage,
}: {
  fields: QuoteFormFields;
  /** The fields in error, in the form's order. */
  errorNames: Array<keyof QuoteFieldErrors>;
  status: SubmitStatus;
  onRetry: () => void;
  successMessage: string | undefined;
  errorMessage: string | undefined;
}) {
  const copy = useKitCopy("quoteForm");
  const form = useKitCopy("form");
  const locale = useKitLocale();
  return (
    <div className="flex flex-col">
      <div role="alert" data-slot="quote-form-field-summary">
        {errorNames.length > 0 ? (
          <FormAlert className="mb-4">
            <span>
              {fillParts(copy.check, {
                which: plural(copy.checkWhich, errorNames.length, locale),
                fields: errorNames.map((name) => fields[name].label).join(copy.fieldSeparator),
              })}
            </span>
          </FormAlert>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:gap-4">
        <SubmitButton busy={status === "busy"} className="@xl:min-w-48">
          {copy.send}
        </SubmitButton>
        <p className="text-sm text-muted-foreground">{copy.reply}</p>
      </div>

      <div role="alert" data-slot="quote-form-error">
        {status === "failed" ? (
          <FormAlert
            className="mt-4"
            action={
              <Button variant="outline" size="sm" onClick={onRetry}>
                <Icon name="rotate-ccw" aria-hidden />
                {copy.retry}
              </Button>
            }
          >
            {errorMessage ?? form.error}
          </FormAlert>
        ) : null}
      </div>

      <div role="status" data-slot="quote-form-success">
        {successMessage ? (
          <FormAlert variant="success" className="mt-4">
            {successMessage}
          </FormAlert>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The contact page's quote request. Checks run on submit (the form has noValidate so the
 * messages are styled and announced the same way in every browser); type="email" stays for
 * the phone keyboard.
 */
function QuoteForm({
  fields,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  onSubmit,
  successMessage,
  errorMessage,
  className,
  ...props
}: Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "defaultValue"> & {
  fields: QuoteFormFields;
  /** Given, the parent owns the values; otherwise the form keeps them. */
  values?: QuoteValues;
  defaultValues?: Partial<QuoteValues>;
  onValuesChange?: (values: QuoteValues) => void;
  /**
   * Sends the request. While pending the form is busy and ignores another submit. Resolve: the
   * parent clears the values (the form clears its own) and passes `successMessage`. Reject: the
   * form keeps every value and offers 'Try again'; log the error before rejecting.
   */
  onSubmit: (values: QuoteValues) => Promise<void>;
  /** Shown in the form's status region, e.g. after a successful send. */
  successMessage?: string;
  errorMessage?: string;
}) {
  const copy = useKitCopy("quoteForm");
  const {
    formRef,
    status,
    errors,
    errorNames,
    fieldId,
    errorId,
    bind,
    invalid,
    handleSubmit,
    retry,
  } = useQuoteForm({ fields, values: valuesProp, defaultValues, onValuesChange, onSubmit });

  return (
    <form
      ref={formRef}
      data-slot="quote-form"
      data-state={status}
      noValidate
      onSubmit={handleSubmit}
      className={cn("@container flex flex-col gap-6", className)}
      {...props}
    >
      <div className="grid gap-5 @xl:grid-cols-2">
        <Field>
          <Label htmlFor={fieldId("name")} required>
            {fields.name.label}
          </Label>
          <Input
            autoComplete="name"
            required
            {...textAttributes(fields.name)}
            {...bind("name")}
            {...invalid("name")}
          />
          <FieldError id={errorId("name")}>{errors.name && copy[errors.name]}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={fieldId("email")} required>
            {fields.email.label}
          </Label>
          <Input
            type="email"
            autoComplete="email"
            required
            {...textAttributes(fields.email)}
            {...bind("email")}
            {...invalid("email")}
          />
          <FieldError id={errorId("email")}>{errors.email && copy[errors.email]}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={fieldId("phone")}>{fields.phone.label}</Label>
          <Input
            type="tel"
            autoComplete="tel"
            {...textAttributes(fields.phone)}
            {...bind("phone")}
          />
        </Field>
        <Field>
          <Label htmlFor={fieldId("groupSize")}>{fields.groupSize.label}</Label>
          <Select {...bind("groupSize")}>{choiceOptions(fields.groupSize)}</Select>
        </Field>
        <Field>
          <Label htmlFor={fieldId("safariInterest")}>{fields.safariInterest.label}</Label>
          <Select {...bind("safariInterest")}>{choiceOptions(fields.safariInterest)}</Select>
        </Field>
        <Field>
          <Label htmlFor={fieldId("budget")}>{fields.budget.label}</Label>
          <Select {...bind("budget")}>{choiceOptions(fields.budget)}</Select>
        </Field>
        <Field className="@xl:col-span-2">
          <Label htmlFor={fieldId("preferredDates")}>{fields.preferredDates.label}</Label>
          <Input
            autoComplete="off"
            {...textAttributes(fields.preferredDates)}
            {...bind("preferredDates")}
          />
        </Field>
        <Field className="@xl:col-span-2">
          <Label htmlFor={fieldId("message")}>{fields.message.label}</Label>
          <Textarea rows={5} {...textAttributes(fields.message)} {...bind("message")} />
        </Field>
      </div>

      <QuoteFormFooter
        fields={fields}
        errorNames={errorNames}
        status={status}
        onRetry={retry}
        successMessage={successMessage}
        errorMessage={errorMessage}
      />
    </form>
  );
}

export { emptyQuoteValues, QuoteForm, validateQuote, type QuoteFormFields, type QuoteValues };
