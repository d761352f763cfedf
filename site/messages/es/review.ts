import type { Catalogue } from "../catalogue";
import type { reviewMessages as english } from "../en/review";

export const reviewMessages: Catalogue<typeof english> = {
  metaTitle: "Tu opinión sobre el safari",
  metaDescription: "Cuéntales tu safari a otros viajeros.",
  eyebrow: "Tu opinión",
  title: "¿Qué tal tu safari?",
  intro:
    "Cuéntales a otros viajeros cómo fue. Leemos cada opinión antes de publicarla y nunca cambiamos ni una palabra.",
  used: {
    title: "Este enlace ya se ha usado",
    text: "Tu opinión nos ha llegado: ¡gracias! Cada enlace sirve una sola vez. Si quieres añadir algo, escríbenos.",
  },
  expired: {
    title: "Este enlace ha caducado",
    text: "Los enlaces para opinar valen 90 días. Escríbenos y te enviaremos uno nuevo encantados.",
  },
  unknown: {
    title: "No encontramos este enlace",
    text: "Puede que el enlace esté incompleto. Revisa el enlace de tu correo o escríbenos y te enviaremos uno nuevo.",
  },
  contact: "Escríbenos",
  sendFailed:
    "Tu opinión no nos ha llegado, así que todavía no se ha guardado nada. Comprueba tu conexión y vuelve a intentarlo.",
};
