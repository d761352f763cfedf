import type { Catalogue } from "../catalogue";
import type { consentMessages as english } from "../en/consent";

export const consentMessages: Catalogue<typeof english> = {
  choiceAccepted: "您当前的选择：已接受分析功能。",
  choiceRejected: "您当前的选择：已拒绝分析功能。",
};
