/**
 * The visitor reaching for something: pointing at it, touching it or moving focus into it. One
 * set of listeners serves every part that waits for intent and the prefetch of a linked page's
 * code. They listen on the window in the capture phase, where events arrive before React stops
 * those aimed at a part that has not hydrated yet.
 */
type IntentListener = (target: Element) => void;

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const listeners = new Set<IntentListener>();

function onIntentEvent(event: Event): void {
  if (!(event.target instanceof Element)) return;
  for (const listener of [...listeners]) listener(event.target);
}

/** Calls `listener` with the element of each intent event until the returned function is called. */
export function onIntent(listener: IntentListener): () => void {
  if (listeners.size === 0) {
    for (const type of intentEvents) {
      window.addEventListener(type, onIntentEvent, { capture: true, passive: true });
    }
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const type of intentEvents) window.removeEventListener(type, onIntentEvent, true);
  };
}
