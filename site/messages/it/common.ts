import type { Catalogue } from "../catalogue";
import type { commonMessages as english } from "../en/common";

export const commonMessages: Catalogue<typeof english> = {
  dayCount: { one: "{count} giorno", other: "{count} giorni" },
};
