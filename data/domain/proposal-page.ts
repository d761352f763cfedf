/**
 * A proposal's page, by its id, before the language's prefix (`/p/<id>`, `/de/p/<id>`): a private
 * page, the same shell for every id, prerendered per language at `proposalShellPath`. On its own,
 * apart from the rest of the desk's contract (./desk), because every page's route table needs it.
 */
export const proposalPath = <Id extends string>(id: Id) => `/p/${id}` as const;
export const proposalShellPath = "/p";
/** The proposal page's id under which the desk shows, in a frame, a proposal not sent yet. */
export const proposalPreviewId = "preview";
