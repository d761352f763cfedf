import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in Italian. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "Chiudi i dettagli WeChat",
    title: "Scriveteci su WeChat",
    description:
      "Scansionate il codice o aggiungete il nostro ID WeChat: il nostro team di Nairobi vi risponderà su WeChat.",
    qrAlt: "Codice QR del nostro ID WeChat, {id}",
    idLabel: "ID WeChat",
    copy: "Copia",
    copied: "Copiato!",
    copiedStatus: "ID WeChat copiato",
    phoneTitle: "Dal telefono",
    phoneSteps:
      "Aprite WeChat, toccate + e poi «Scansiona» e inquadrate questo codice, oppure tenetelo premuto se vi è stato inviato su WeChat. Potete anche cercare l'ID in «Aggiungi contatti».",
    computerTitle: "Dal computer",
    computerSteps:
      "Aprite WeChat sul telefono, toccate + e poi «Scansiona» e inquadrate con la fotocamera questo codice sullo schermo.",
  },
};
