import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in Chinese. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "待付订金",
      "full-due": "待付全款",
      "deposit-paid": "订金已付",
      "paid-in-full": "已全额付清",
    },
    depositDue: "请支付订金 {amount} 以确认预订。余款 {balance} 须在 {date} 前付清。",
    fullDue: "您的游猎即将开始，因此须立即支付全款 {amount} 以确认预订。",
    depositPaidOn: "谢谢！我们已于 {date} 收到您的订金 {amount}，您的预订已确认。",
    depositPaid: "谢谢！我们已收到您的订金 {amount}，您的预订已确认。",
    paidInFull: "谢谢！您的游猎费用已全额付清，无需再付款。",
    figures: {
      total: "总价",
      deposit: "订金",
      paid: "已付",
      balance: "余款",
      dueBy: "付款截止日",
    },
    pay: {
      deposit: "支付订金 {amount}",
      balance: "支付余款 {amount}",
      full: "支付 {amount}",
    },
    opening: "正在打开付款页面……",
    payHint:
      "您将在我们的支付服务商 Pesapal 的安全页面上以银行卡或 M-Pesa 付款，您的银行卡信息不会经过我们。",
    notice: {
      pending: "Pesapal 正在确认您的付款，确认后本页面会自动更新。",
      failed: "付款未成功，未扣除任何款项。请重试，或换一种方式付款。",
      cancelled: "您已取消付款，未扣除任何款项。您可以随时再付款。",
    },
  },
};
