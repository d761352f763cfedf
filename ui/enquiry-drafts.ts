import { useCallback, useEffect, useRef, useState } from "react";

export type EnquiryDraft<T> = {
  values: T;
  /** Takes the next values (or a function of the previous ones) and saves the draft. */
  setValues: (next: T | ((previous: T) => T)) => void;
  /**
   * The id this enquiry will be stored under: the same for every retry until `clear()`.
   * Empty during prerendering and the first client render; set by the time anyone can submit.
   */
  documentId: string;
  /** After a successful send: empties the form and starts a new enquiry with a new id. */
  clear: () => void;
};

type StoredDraft = { values: Record<string, unknown>; documentId: string };

const storageKey = (key: string) => `safari:enquiry-draft:${key}`;

/**
 * A new Appwrite document id, made the way the SDK's ID.unique() makes one (hex time, then
 * random hex digits) without loading the SDK before the visitor sends anything.
 */
function newDocumentId(): string {
  const now = Date.now();
  const time = Math.floor(now / 1000).toString(16) + (now % 1000).toString(16).padStart(5, "0");
  const random = crypto.getRandomValues(new Uint8Array(4));
  const suffix = Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${time}${suffix.slice(0, 7)}`;
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      typeof parsed.documentId !== "string" ||
      typeof parsed.values !== "object" ||
      parsed.values === null
    ) {
      return null;
    }
    return { values: parsed.values, documentId: parsed.documentId };
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage can be unavailable (private mode, quota); the draft then lives for this page only.
  }
}

const kindOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "list" : typeof value;

/**
 * Stored values shaped like `empty`: known keys with values of the same kind (a text for a text,
 * a list for a list), others ignored; a key that `empty` holds as null (nothing chosen yet) takes
 * whatever was stored for it.
 */
function restore<T extends Record<string, unknown>>(empty: T, stored: Record<string, unknown>): T {
  const result = { ...empty };
  for (const key of Object.keys(empty) as Array<keyof T>) {
    const value = stored[key as string];
    if (value === undefined) continue;
    if (empty[key] === null || kindOf(value) === kindOf(empty[key]))
      result[key] = value as T[keyof T];
  }
  return result;
}

/**
 * An enquiry form's values and its document id, kept in localStorage until the enquiry is sent,
 * so a reload or a crashed tab loses nothing and every retry reuses the same id (the service
 * then stores the enquiry once). The stored draft is read after hydration, never during render,
 * so the prerendered HTML and the first client render agree.
 */
export function useEnquiryDraft<T extends Record<string, unknown>>(
  key: string,
  empty: T,
): EnquiryDraft<T> {
  const emptyRef = useRef(empty);
  const [values, setState] = useState<T>(empty);
  const [documentId, setDocumentId] = useState("");
  const latest = useRef({ values, documentId });

  useEffect(() => {
    const stored = readDraft(key);
    const restored = stored ? restore(emptyRef.current, stored.values) : emptyRef.current;
    const id = stored?.documentId || newDocumentId();
    latest.current = { values: restored, documentId: id };
    writeDraft(key, { values: restored, documentId: id });
    setState(restored);
    setDocumentId(id);
  }, [key]);

  const setValues = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === "function" ? next(latest.current.values) : next;
      const id = latest.current.documentId || newDocumentId();
      latest.current = { values: resolved, documentId: id };
      writeDraft(key, { values: resolved, documentId: id });
      setState(resolved);
      setDocumentId(id);
    },
    [key],
  );

  const clear = useCallback(() => {
    const id = newDocumentId();
    latest.current = { values: emptyRef.current, documentId: id };
    writeDraft(key, { values: emptyRef.current, documentId: id });
    setState(emptyRef.current);
    setDocumentId(id);
  }, [key]);

  return { values, setValues, documentId, clear };
}
