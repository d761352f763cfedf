import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in Spanish. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "Un viajero",
    author: "{name}, {country}",
    writtenIn: "Escrita en {language}",
    travelled: "Viajó en {date}",
    companion: {
      couple: "Viajó en pareja",
      family: "Viajó en familia",
      friends: "Viajó con amigos",
      solo: "Viajó por su cuenta",
    },
    lodges: "Alojamientos",
    replyFrom: "Respuesta de {name}",
    readMore: "Leer más",
    readLess: "Mostrar menos",
  },
};
