import type { Operator } from "./operators";

/** What the editor's calls share: their parameters, a refusal's reason, and a git object's id. */

export type Params = Record<string, unknown>;
/** `version`: the entry's id as the editor loaded it, when the editor says (else remembered). */
export type DataFile = { path?: unknown; raw?: unknown; newPath?: unknown; version?: unknown };

/** One of the editor's calls, for the operator who makes it (null on `npm start`). */
export type Action = (params: Params, operator: Operator | null) => Promise<unknown>;

export const gitObject = /^[0-9a-f]{40}$/;

export class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
    /** More for the editor than the sentence: who changed an entry since it was loaded. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
