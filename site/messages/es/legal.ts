import type { Catalogue } from "../catalogue";
import type { legalMessages as english } from "../en/legal";

export const legalMessages: Catalogue<typeof english> = {
  eyebrow: "Información legal",
  lastUpdated: "Última actualización: {date}",
  inForceFrom: "En vigor desde el {date}",
  englishGoverns:
    "Esta traducción se ofrece para su comodidad; en caso de discrepancia, prevalece la versión en inglés de esta página.",
  onThisPage: "En esta página",
  storage: {
    cookie: "Cookie",
    localStorage: "Almacenamiento local",
    sessionStorage: "Almacenamiento de sesión",
  },
  columns: {
    name: "Nombre",
    type: "Tipo",
    purpose: "Finalidad",
    duration: "Duración",
    setBy: "Proveedor",
  },
  cookiePolicy: {
    essential: {
      heading: "Almacenamiento esencial",
      text: "Estas entradas mantienen el sitio en funcionamiento y recuerdan las opciones que usted elige. No contienen identificadores analíticos ni publicitarios y no pueden desactivarse desde aquí.",
    },
    analytics: {
      heading: "Analítica",
      text: "Solo si usted acepta la analítica cargamos PostHog, que cuenta las visitas y los botones que se utilizan, para saber qué páginas ayudan a los viajeros a planificar su viaje. Si la rechaza, PostHog no se carga nunca y no se almacena nada.",
    },
    yourChoice: {
      heading: "Cómo cambiar su elección",
      text: "Puede aceptar o rechazar la analítica en cualquier momento. Si la rechaza, la analítica se desactiva de inmediato en este navegador.",
      change: "Cambiar la configuración de cookies",
    },
    meta: {
      title: "Política de cookies",
      description:
        "Las cookies y el almacenamiento del navegador que utiliza este sitio web: para qué sirve cada uno, cuánto dura y cómo cambiar su elección sobre la analítica.",
    },
  },
};
