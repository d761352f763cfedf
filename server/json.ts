/** Keys that reach an object's prototype where code copies or merges parsed objects. */
export const reservedKeys: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Calls `visit` with every key of parsed JSON and its depth (1 for the top object's keys),
 * without recursion: a body nested 20,000 deep must not overflow the stack. `visit` throws to
 * stop at the first key it refuses.
 */
export function walkJson(value: unknown, visit: (key: string, depth: number) => void): void {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value !== "object" || next.value === null) continue;
    for (const [key, child] of Object.entries(next.value)) {
      visit(key, next.depth);
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
}
