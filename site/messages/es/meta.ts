import type { Catalogue } from "../catalogue";
import type { metaMessages as english } from "../en/meta";

export const metaMessages: Catalogue<typeof english> = {
  about: {
    title: "Quiénes somos",
    description:
      "Quiénes somos: un operador de safaris de Nairobi fundado en {founded}, con guías kenianos, vehículos privados para grupos de 2 a 6 personas y un compromiso firme con la conservación, la comunidad, la seguridad y la excelencia.",
  },
  tours: {
    title: "Safaris en Kenia y Tanzania",
    description:
      "{count} safaris privados en Kenia y Tanzania, de {shortest} a {longest} días: itinerarios, lodges y precios por persona para el Masái Mara, Amboseli, Samburu, Ol Pejeta, el lago Nakuru y el Serengueti.",
  },
  gallery: {
    title: "Galería de fotos de safari",
    description:
      "Fotografías de fauna, paisajes y cultura de nuestros safaris en Kenia y Tanzania: la Gran Migración, los elefantes de Amboseli, la cultura masái y mucho más.",
  },
  contact: {
    title: "Contacto",
    description:
      "Pide gratis el presupuesto de tu safari: cuéntanos tus fechas, cuántos sois y cuánto quieres gastar, y nuestro equipo de Nairobi te responde {responseTime}. Escríbenos por correo electrónico o WhatsApp, llámanos o visita nuestra oficina en Nairobi (Kenia).",
  },
  destination: {
    title: "{name}: guía de safari",
    description: {
      one: "{name}, {country}: {tagline}. Cuándo ir, qué fauna podrás ver y {count} safari que pasa por allí.",
      other:
        "{name}, {country}: {tagline}. Cuándo ir, qué fauna podrás ver y {count} safaris que pasan por allí.",
    },
  },
  cookiePolicy: {
    title: "Política de cookies",
    description:
      "Las cookies y el almacenamiento del navegador que utiliza este sitio web: para qué sirve cada uno, cuánto dura y cómo cambiar su elección sobre la analítica.",
  },
  notFound: {
    title: "Página no encontrada",
    description:
      "Puede que la página que buscabas se haya movido o eliminado, o que la dirección no sea correcta.",
  },
  placeKeyword: "safari en {name}",
};
