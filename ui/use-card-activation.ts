import * as React from "react";

/** Clicks on these keep their own meaning instead of opening the card. */
const ownBehaviour =
  "a, button, input, select, textarea, label, summary, [role='tab'], [role='tabpanel'], [data-card-activation='ignore']";

/**
 * Makes a whole card open its main link, without nesting interactive elements: the card is a
 * focusable element that forwards a click (mouse, or Enter/Space while the card itself has
 * focus) to the link, so the link's own handlers, analytics included, run exactly as if it had
 * been clicked. Modifier keys travel along, so Ctrl/Cmd-click still opens a new tab.
 */
function useCardActivation() {
  const linkRef = React.useRef<HTMLAnchorElement>(null);

  const onClick = React.useCallback((event: React.MouseEvent<HTMLElement>) => {
    const link = linkRef.current;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    const origin = event.target instanceof Element ? event.target : null;
    if (origin?.closest(ownBehaviour)) return;
    if (window.getSelection()?.toString()) return;
    link.dispatchEvent(
      new MouseEvent("click", {
        bubbles: true,
        cancelable: true,
        button: 0,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
      }),
    );
  }, []);

  const onKeyDown = React.useCallback((event: React.KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    linkRef.current?.click();
  }, []);

  return { linkRef, cardProps: { tabIndex: 0, onClick, onKeyDown } };
}

export { useCardActivation };
