import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in Spanish. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "Redes sociales",
    social: "{brand} en {network} (se abre en una pestaña nueva)",
    quickLinks: "Enlaces rápidos",
    talkToUs: "Habla con nosotros",
    office: "Nuestra oficina",
    legal: "Información legal",
    cookieSettings: "Configuración de cookies",
    copyright: "© {year} {brand}. Todos los derechos reservados.",
  },
};
