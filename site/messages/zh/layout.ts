import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "跳到主要内容",
};
