import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in Chinese. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "请输入您的姓名。",
    emailRequired: "请输入您的电子邮箱地址。",
    emailInvalid: "请输入有效的电子邮箱地址，例如 name@example.com。",
    check: "请检查{which}：{fields}。",
    checkWhich: {
      other: "以下信息",
    },
    fieldSeparator: "、",
    send: "发送询价",
    reply: "我们将在24小时内回复。",
    retry: "重试",
  },
};
