import * as React from "react";

/**
 * Opens and closes a modal dialog as `open` changes. One its button opened before the code ran
 * is open as it mounts while `open` is not: it stays open, and `onOpenChange` hears of it.
 */
export function useModalOpen(
  dialogRef: React.RefObject<HTMLDialogElement | null>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const previous = React.useRef<boolean | null>(null);
  const openedBeforeCode = React.useEffectEvent(() => onOpenChange(true));
  // Before the browser paints, so a panel opened by its props is open in the first frame.
  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const changed = previous.current !== null && previous.current !== open;
    previous.current = open;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) {
      if (changed) dialog.close();
      else openedBeforeCode();
    }
  }, [dialogRef, open]);
}
