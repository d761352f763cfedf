import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fillParts, plural, useKitCopy, useKitLocale, type KitPlural } from "./kit-provider";
import { Spinner } from "./spinner";

const controlClasses =
  "w-full rounded-md border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors duration-(--duration-short) placeholder:text-muted-foreground hover:border-foreground/40 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive";

/** Stacks a label, its control and its error. */
function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={cn("flex flex-col gap-2", className)} {...props} />;
}

function Label({
  required = false,
  className,
  children,
  ...props
}: React.ComponentProps<"label"> & {
  /** Shows the asterisk; the control's own `required` is what assistive technology announces. */
  required?: boolean;
}) {
  return (
    <label
      data-slot="label"
      className={cn("text-sm leading-none font-medium text-foreground", className)}
      {...props}
    >
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The asterisk after a required field's label; the control's `required` is what is announced. */
function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** A group's name, as a label looks: a star rating's, a set of radios' or checkboxes'. */
function Legend({
  required = false,
  className,
  children,
  ...props
}: React.ComponentProps<"legend"> & { required?: boolean }) {
  return (
    <legend
      data-slot="legend"
      className={cn("mb-2 text-sm font-medium text-foreground", className)}
      {...props}
    >
      {children}
      {required ? <RequiredMark /> : null}
    </legend>
  );
}

function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, "h-11", className)}
      {...props}
    />
  );
}

function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClasses, "min-h-28 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}

/** The platform's own select (best on phones), dressed to match the inputs. */
function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="select-wrapper" className="relative">
      <select
        data-slot="select"
        className={cn(controlClasses, "h-11 cursor-pointer appearance-none pr-10", className)}
        {...props}
      >
        {children}
      </select>
      <Icon
        name="chevron-down"
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** The message under a control; give it an `id` and point the control's aria-describedby at it. */
/**
 * A field's message. Without one it renders nothing, or, `hidden`, its empty markup: a form
 * answered by a server before its script runs keeps it there to be filled in.
 */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children && !props.hidden) return null;
  return (
    <p
      data-slot="field-error"
      className={cn("flex items-start gap-1.5 text-sm text-destructive", className)}
      {...props}
    >
      <Icon name="circle-exclamation-point" aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A form's submit button: while `busy` it is disabled and reads 'Sending...' beside a spinner. */
function SubmitButton({
  busy,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type" | "disabled"> & { busy: boolean }) {
  const copy = useKitCopy("form");
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy}
      data-slot="submit-button"
      data-state={busy ? "busy" : "idle"}
      {...props}
    >
      {busy ? (
        <>
          <Spinner />
          {copy.sending}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

const formAlertVariants = cva("rounded-md text-sm", {
  variants: {
    variant: {
      error: "bg-destructive-soft text-destructive",
      success: "bg-secondary-soft text-secondary-soft-foreground",
    },
    /** `compact`, for a narrow panel: a line of text, without the icon. */
    size: { default: "px-4 py-3", compact: "px-3 py-2" },
  },
  defaultVariants: { variant: "error", size: "default" },
});

const alertIcons = { error: "circle-exclamation-point", success: "circle-check" } as const;

/**
 * A form's message: what to fix, a failed send or a sent one. Put it in a live region the form
 * keeps mounted (role="alert" or "status"), so that it is announced when it appears; `action`
 * (a 'Try again' button) sits beside the message.
 */
function FormAlert({
  variant = "error",
  size = "default",
  action,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> &
  VariantProps<typeof formAlertVariants> & { action?: React.ReactNode }) {
  const icon =
    size === "compact" ? null : (
      <Icon name={alertIcons[variant ?? "error"]} aria-hidden className="mt-0.5 size-4 shrink-0" />
    );
  return (
    <div
      data-slot="form-alert"
      data-variant={variant}
      className={cn(
        formAlertVariants({ variant, size }),
        action
          ? "flex flex-col items-start gap-3 @md:flex-row @md:items-center @md:justify-between"
          : icon && "flex items-start gap-2",
        className,
      )}
      {...props}
    >
      {action ? (
        <>
          <p className="flex items-start gap-2">
            {icon}
            {children}
          </p>
          {action}
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </div>
  );
}

/**
 * After a failed check, the fields to fix by their labels ("Please check these fields: Title,
 * Your review."), in a live region the form keeps mounted; `className` is the message's.
 */
function FieldSummary({
  labels,
  copy,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  labels: string[];
  /** "{which}" is `checkWhich` for the number of fields, "{fields}" the labels joined. */
  copy: { check: string; checkWhich: KitPlural; fieldSeparator: string };
}) {
  const locale = useKitLocale();
  return (
    <div role="alert" {...props}>
      {labels.length > 0 ? (
        <FormAlert className={className}>
          <span>
            {fillParts(copy.check, {
              which: plural(copy.checkWhich, labels.length, locale),
              fields: labels.join(copy.fieldSeparator),
            })}
          </span>
        </FormAlert>
      ) : null}
    </div>
  );
}

/**
 * A failed send's message (the caller's, or the kit's) with 'Try again', in a live region the
 * form keeps mounted; `className` is the message's.
 */
function SendFailedAlert({
  failed,
  message,
  retry,
  onRetry,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  failed: boolean;
  message: string | undefined;
  retry: string;
  onRetry: () => void;
}) {
  const form = useKitCopy("form");
  return (
    <div role="alert" {...props}>
      {failed ? (
        <FormAlert
          className={className}
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              <Icon name="rotate-ccw" aria-hidden />
              {retry}
            </Button>
          }
        >
          {message ?? form.error}
        </FormAlert>
      ) : null}
    </div>
  );
}

/** A text field's copy, from the caller: its label, what it shows while empty, its limit. */
type TextFieldCopy = {
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** The rule a value must match whole, as an HTML `pattern`: the caller's, such as its e-mail rule. */
  pattern?: string;
};

/** What a form sends besides its fields when it posts without script: an input each, hidden. */
function HiddenFields({ values }: { values: Record<string, string> | undefined }) {
  if (!values) return null;
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** A choice's copy: its label, the empty choice's text, and the choices. */
type ChoiceFieldCopy = {
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export {
  Field,
  FieldError,
  FieldSummary,
  FormAlert,
  HiddenFields,
  Input,
  Label,
  Legend,
  Select,
  SendFailedAlert,
  SubmitButton,
  Textarea,
  type ChoiceFieldCopy,
  type TextFieldCopy,
};
