import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in Spanish; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "(se abre en una pestaña nueva)",
    days: {
      one: "{count} día",
      other: "{count} días",
    },
    more: {
      one: "{count} más",
      other: "{count} más",
    },
  },
  dialog: {
    close: "Cerrar",
  },
  spinner: {
    page: "Cargando la página",
    section: "Cargando",
  },
  loadError: {
    retry: "Reintentar",
    renderFailed: "Algo ha fallado al mostrar esta parte de la página.",
    loadFailed:
      "No se ha podido cargar parte de esta página. Comprueba tu conexión y vuelve a intentarlo.",
  },
  consentBanner: {
    title: "Cookies y analítica",
    message:
      "Si nos das tu consentimiento, usamos las cookies de analítica de PostHog para saber qué safaris y qué páginas ayudan a los viajeros y así mejorar el sitio. No medimos nada a menos que aceptes, y puedes cambiar de opinión cuando quieras desde el pie de página.",
    accept: "Aceptar",
    reject: "Rechazar",
    policy: "Leer la política de cookies",
  },
  floatingContact: {
    whatsapp: "Escríbenos por WhatsApp (se abre en una pestaña nueva)",
    wechat: "Escríbenos por WeChat",
  },
  header: {
    mainNav: "Principal",
    mobileNav: "Menú móvil",
    reviews: "Opiniones de viajeros",
    search: "Buscar safaris",
    menu: "Menú",
    searchTours: "Buscar safaris",
    quote: "Pedir presupuesto",
    quoteMobile: "Pedir presupuesto",
  },
  dialogLoading: {
    lightbox: {
      label: "Foto",
      status: "Cargando la foto",
    },
  },
};
