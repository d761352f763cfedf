import * as React from "react";

/**
 * Form values that the parent may own (`values` + `onValuesChange`) or leave to the form,
 * which then keeps them itself starting from `defaultValues`.
 */
function useFormValues<T extends Record<string, string>>({
  values,
  defaultValues,
  emptyValues,
  onValuesChange,
}: {
  values: T | undefined;
  defaultValues: Partial<T> | undefined;
  emptyValues: T;
  onValuesChange: ((values: T) => void) | undefined;
}) {
  const [own, setOwn] = React.useState<T>(() => ({ ...emptyValues, ...defaultValues }));
  const controlled = values !== undefined;
  const current = values ?? own;

  const setField = (name: keyof T, value: string) => {
    const next = { ...current, [name]: value };
    if (!controlled) setOwn(next);
    onValuesChange?.(next);
  };

  /** After a successful send: a parent that owns the values clears them itself. */
  const clearOwn = () => {
    if (!controlled) setOwn(emptyValues);
  };

  return { values: current, setField, clearOwn };
}

type SubmitStatus = "idle" | "busy" | "failed";

/**
 * Runs an async submit once at a time. The ref, not the state, guards against a second submit:
 * two submit events can arrive before React re-renders the disabled button.
 */
function useAsyncSubmit<T>(onSubmit: (values: T) => Promise<void>, onSuccess: () => void) {
  const pending = React.useRef(false);
  const [status, setStatus] = React.useState<SubmitStatus>("idle");

  const submit = async (values: T) => {
    if (pending.current) return;
    pending.current = true;
    setStatus("busy");
    try {
      await onSubmit(values);
      setStatus("idle");
      onSuccess();
    } catch {
      setStatus("failed");
    } finally {
      pending.current = false;
    }
  };

  return { status, submit };
}

export { useAsyncSubmit, useFormValues, type SubmitStatus };
