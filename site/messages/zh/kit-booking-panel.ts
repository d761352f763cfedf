import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-panel.tsx, in Chinese. */
export const bookingPanelCopy: Pick<KitMessages, "bookingPanel"> = {
  bookingPanel: {
    toggle: "立即预订",
    title: "预订您的游猎",
    description: "简单介绍一下您的行程，我们将在24小时内回复。",
    close: "关闭",
    send: "发送消息",
  },
};
