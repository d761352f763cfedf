import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in German. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "WeChat-Details schließen",
    title: "Per WeChat mit uns chatten",
    description:
      "Scannen Sie den Code oder fügen Sie unsere WeChat-ID hinzu – unser Team in Nairobi antwortet Ihnen in WeChat.",
    qrAlt: "QR-Code für unsere WeChat-ID {id}",
    idLabel: "WeChat-ID",
    copy: "Kopieren",
    copied: "Kopiert!",
    copiedStatus: "WeChat-ID kopiert",
    phoneTitle: "Auf dem Smartphone",
    phoneSteps:
      "Öffnen Sie WeChat, tippen Sie auf + und dann auf „Scannen“ und scannen Sie diesen Code – oder drücken Sie lange darauf, falls Sie ihn in WeChat erhalten haben. Sie können die ID auch unter „Kontakte hinzufügen“ suchen.",
    computerTitle: "Am Computer",
    computerSteps:
      "Öffnen Sie WeChat auf Ihrem Smartphone, tippen Sie auf + und dann auf „Scannen“ und richten Sie die Kamera auf diesen Code auf Ihrem Bildschirm.",
  },
};
