import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in English. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "Close WeChat details",
    title: "Chat with us on WeChat",
    description: "Scan the code or add our WeChat ID, and our Nairobi team will reply in WeChat.",
    qrAlt: "QR code for our WeChat ID, {id}",
    idLabel: "WeChat ID",
    copy: "Copy",
    copied: "Copied!",
    copiedStatus: "WeChat ID copied",
    phoneTitle: "On your phone",
    phoneSteps:
      "Open WeChat, tap + then Scan, and scan this code, or long-press it if it was sent to you in WeChat. You can also search for the ID under Add Contacts.",
    computerTitle: "On a computer",
    computerSteps:
      "Open WeChat on your phone, tap + then Scan, and point the camera at this code on your screen.",
  },
};
