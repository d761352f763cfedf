import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in Chinese. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "发送中……",
    error: "抱歉，出现了问题，请重试。",
  },
  input: {
    searchTours: "搜索线路……",
  },
};
