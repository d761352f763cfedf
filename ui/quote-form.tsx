import * as React from "react";

import { cn } from "./cn";
import {
  Field,
  FieldError,
  FieldSummary,
  FormAlert,
  HiddenFields,
  Input,
  Label,
  Select,
  SendFailedAlert,
  SubmitButton,
  Textarea,
  type ChoiceFieldCopy,
} from "./field";
import { useAsyncSubmit, useFormValues, type SubmitStatus } from "./form-state";
import { useKitCopy } from "./kit-provider";
import { fieldErrorMessage, validateQuote, type QuoteFieldErrors } from "./quote-validation";

/**
 * A field of the form, from the caller: its control, copy and limits, whether it is required
 * (its message is the kit's `<name>Required`), its autofill hint and whether it spans both columns.
 */
type QuoteFieldCopy = {
  control: "text" | "email" | "tel" | "select" | "textarea";
  label: string;
  placeholder?: string;
  options?: ChoiceFieldCopy["options"];
  maxLength?: number;
  pattern?: string;
  autoComplete?: string;
  required?: boolean;
  wide?: boolean;
};

/** The form's fields by name, in the order it shows them. */
type QuoteFormFields<Name extends string = string> = Record<Name, QuoteFieldCopy>;

/** What the form holds and sends: each field's value by name, "" when left empty. */
type QuoteValues<Name extends string = string> = Record<Name, string>;

/** Every field empty. */
function emptyQuoteValues<Name extends string>(fields: QuoteFormFields<Name>): QuoteValues<Name> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, ""])) as QuoteValues<Name>;
}

/** A choice's options, the empty one first with the field's placeholder. */
function choiceOptions(copy: QuoteFieldCopy) {
  return (
    <>
      <option value="">{copy.placeholder}</option>
      {(copy.options ?? []).map((option) => (
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
function useQuoteForm<Name extends string>({
  fields,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  onSubmit,
}: {
  fields: QuoteFormFields<Name>;
  values: QuoteValues<Name> | undefined;
  defaultValues: Partial<QuoteValues<Name>> | undefined;
  onValuesChange: ((values: QuoteValues<Name>) => void) | undefined;
  onSubmit: (values: QuoteValues<Name>) => Promise<void>;
}) {
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<QuoteFieldErrors>({});
  const [checked, setChecked] = React.useState(false);
  const emptyValues = React.useMemo(() => emptyQuoteValues(fields), [fields]);
  const { values, setField, clearOwn } = useFormValues({
    values: valuesProp,
    defaultValues,
    emptyValues,
    onValuesChange,
  });
  const { status, submit } = useAsyncSubmit(onSubmit, () => {
    clearOwn();
    setChecked(false);
  });
  const busy = status === "busy";
  const names = Object.keys(fields) as Name[];
  const fieldId = (name: Name) => `${id}-${name}`;
  const errorId = (name: Name) => `${id}-${name}-error`;

  // Before the script runs, the browser checks the fields itself (required, maxlength,
  // type=email) and the form posts to its `action`; once it runs, the form's own checks take over.
  React.useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateQuote(fields, values);
    setErrors(found);
    setChecked(true);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) {
      const field = formRef.current?.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    void submit(values);
  };

  const change = (name: Name, value: string) => {
    setField(name, value);
    // After a failed check, errors follow the typing so a fixed field stops being flagged.
    if (checked) {
      setErrors((current) => ({
        ...current,
        [name]: validateQuote({ [name]: fields[name] }, { [name]: value })[name],
      }));
    }
  };

  const bind = (name: Name) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => change(name, event.target.value),
  });

  const invalid = (name: Name) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": errorId(name) }
      : { "aria-invalid": false as const };

  return {
    formRef,
    status,
    errors,
    errorNames: names.filter((name) => errors[name]),
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
  errorLabels,
  status,
  onRetry,
  successMessage,
  errorMessage,
}: {
  /** The labels of the fields in error, in the form's order. */
  errorLabels: string[];
  status: SubmitStatus;
  onRetry: () => void;
  successMessage: string | undefined;
  errorMessage: string | undefined;
}) {
  const copy = useKitCopy("quoteForm");
  return (
    <div className="flex flex-col">
      <FieldSummary
        labels={errorLabels}
        copy={copy}
        data-slot="quote-form-field-summary"
        className="mb-4"
      />

      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:gap-4">
        <SubmitButton busy={status === "busy"} className="@xl:min-w-48">
          {copy.send}
        </SubmitButton>
        <p className="text-sm text-muted-foreground">{copy.reply}</p>
      </div>

      <SendFailedAlert
        failed={status === "failed"}
        message={errorMessage}
        retry={copy.retry}
        onRetry={onRetry}
        data-slot="quote-form-error"
        className="mt-4"
      />

      <div role="status" data-slot="quote-form-success">
        <FormAlert variant="success" className="mt-4" hidden={!successMessage}>
          {successMessage}
        </FormAlert>
      </div>
    </div>
  );
}

/** One field: its label, its control as `control` says, and its message when in error. */
function QuoteField({
  field,
  control,
  error,
  errorId,
  invalid,
}: {
  field: QuoteFieldCopy;
  control: ReturnType<ReturnType<typeof useQuoteForm>["bind"]>;
  error: string | undefined;
  errorId: string;
  invalid: ReturnType<ReturnType<typeof useQuoteForm>["invalid"]>;
}) {
  // Only a required field or an address is checked, so only they can be in error.
  const checked = field.required === true || field.control === "email";
  const text = {
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    pattern: field.pattern,
    autoComplete: field.autoComplete,
    required: field.required,
    ...control,
    ...(checked ? invalid : {}),
  };
  return (
    <Field className={field.wide ? "@xl:col-span-2" : undefined}>
      <Label htmlFor={control.id} required={field.required}>
        {field.label}
      </Label>
      {field.control === "select" ? (
        <Select {...control}>{choiceOptions(field)}</Select>
      ) : field.control === "textarea" ? (
        <Textarea rows={5} {...text} />
      ) : (
        <Input type={field.control === "text" ? undefined : field.control} {...text} />
      )}
      {checked ? (
        <FieldError id={errorId} hidden={!error}>
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

/**
 * The contact page's quote request: a field for each of `fields`, in their order. Once its script
 * runs, checks run on submit (the form turns noValidate on so the messages are styled and
 * announced the same way in every browser); before that, the browser's own checks guard a
 * native post to the caller's `action`, which carries `hiddenFields` along.
 */
function QuoteForm<Name extends string>({
  fields,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  onSubmit,
  successMessage,
  errorMessage: sendErrorMessage,
  hiddenFields,
  className,
  ...props
}: Omit<React.ComponentProps<"form">, "onSubmit" | "children" | "defaultValue"> & {
  fields: QuoteFormFields<Name>;
  /** Sent with a native post (`method` and `action`) besides the fields, by name. */
  hiddenFields?: Record<string, string>;
  /** Given, the parent owns the values; otherwise the form keeps them. */
  values?: QuoteValues<Name>;
  defaultValues?: Partial<QuoteValues<Name>>;
  onValuesChange?: (values: QuoteValues<Name>) => void;
  /**
   * Sends the request. While pending the form is busy and ignores another submit. Resolve: the
   * parent clears the values (the form clears its own) and passes `successMessage`. Reject: the
   * form keeps every value and offers 'Try again'; log the error before rejecting.
   */
  onSubmit: (values: QuoteValues<Name>) => Promise<void>;
  /** Shown in the form's status region, e.g. after a successful send. */
  successMessage?: string;
  errorMessage?: string;
}) {
  const copy = useKitCopy("quoteForm");
  const { formRef, status, errors, errorNames, errorId, bind, invalid, handleSubmit, retry } =
    useQuoteForm({ fields, values: valuesProp, defaultValues, onValuesChange, onSubmit });
  const names = Object.keys(fields) as Name[];

  return (
    <form
      ref={formRef}
      data-slot="quote-form"
      data-state={status}
      onSubmit={handleSubmit}
      className={cn("@container flex flex-col gap-6", className)}
      {...props}
    >
      <HiddenFields values={hiddenFields} />
      <div className="grid gap-5 @xl:grid-cols-2">
        {names.map((name) => (
          <QuoteField
            key={name}
            field={fields[name]}
            control={bind(name)}
            error={fieldErrorMessage(copy, name, errors[name])}
            errorId={errorId(name)}
            invalid={invalid(name)}
          />
        ))}
      </div>

      <QuoteFormFooter
        errorLabels={errorNames.map((name) => fields[name].label)}
        status={status}
        onRetry={retry}
        successMessage={successMessage}
        errorMessage={sendErrorMessage}
      />
    </form>
  );
}

export { emptyQuoteValues, QuoteForm, type QuoteFieldCopy, type QuoteFormFields, type QuoteValues };
