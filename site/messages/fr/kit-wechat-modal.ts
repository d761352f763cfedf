import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in French. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "Fermer les informations WeChat",
    title: "Discutez avec nous sur WeChat",
    description:
      "Scannez le code ou ajoutez notre identifiant WeChat : notre équipe de Nairobi vous répondra sur WeChat.",
    qrAlt: "Code QR de notre identifiant WeChat, {id}",
    idLabel: "Identifiant WeChat",
    copy: "Copier",
    copied: "Copié !",
    copiedStatus: "Identifiant WeChat copié",
    phoneTitle: "Sur votre téléphone",
    phoneSteps:
      "Ouvrez WeChat, touchez + puis « Scanner » et scannez ce code, ou appuyez longuement dessus s’il vous a été envoyé dans WeChat. Vous pouvez aussi rechercher l’identifiant dans « Ajouter des contacts ».",
    computerTitle: "Sur un ordinateur",
    computerSteps:
      "Ouvrez WeChat sur votre téléphone, touchez + puis « Scanner », et pointez l’appareil photo vers ce code à l’écran.",
  },
};
