import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in Spanish. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "Cerrar los datos de WeChat",
    title: "Escríbenos por WeChat",
    description:
      "Escanea el código o añade nuestro ID de WeChat, y nuestro equipo de Nairobi te responderá por WeChat.",
    qrAlt: "Código QR de nuestro ID de WeChat, {id}",
    idLabel: "ID de WeChat",
    copy: "Copiar",
    copied: "¡Copiado!",
    copiedStatus: "ID de WeChat copiado",
    phoneTitle: "En el móvil",
    phoneSteps:
      "Abre WeChat, toca + y luego «Escanear» y escanea este código, o mantenlo pulsado si te lo han enviado por WeChat. También puedes buscar el ID en «Añadir contactos».",
    computerTitle: "En el ordenador",
    computerSteps:
      "Abre WeChat en el móvil, toca + y luego «Escanear» y apunta la cámara a este código en la pantalla.",
  },
};
