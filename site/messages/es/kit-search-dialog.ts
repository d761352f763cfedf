import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in Spanish. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "Cerrar la búsqueda",
    title: "Busca entre nuestros safaris",
    description: "Encuentra tu aventura perfecta en Kenia y Tanzania",
    formHeading: "¿Qué estás buscando?",
    inputLabel: "Buscar en el sitio",
    placeholder: "Busca safaris, destinos, actividades, preguntas frecuentes…",
    clear: "Borrar la búsqueda",
    results: "Resultados de búsqueda",
    searching: "Buscando",
    searchingShown: "Buscando…",
    unavailable: "La búsqueda no está disponible.",
    noResultsStatus: "No hay resultados.",
    resultCount: {
      one: "{count} resultado. Usa las flechas arriba y abajo para elegir uno.",
      other: "{count} resultados. Usa las flechas arriba y abajo para elegir uno.",
    },
    errorTitle: "La búsqueda se ha tomado un descanso.",
    errorText:
      "No hemos podido conectar con nuestro servicio de búsqueda. Comprueba tu conexión y vuelve a intentarlo.",
    retry: "Reintentar",
    noResultsTitle: "No hay resultados para «{query}»",
    noResultsText:
      "Prueba con un parque, como el Masái Mara, una duración, como 7 días, o con menos palabras.",
    hint: "Empieza a escribir para buscar safaris, destinos, consejos de viaje y preguntas frecuentes.",
  },
  searchHits: {
    label: "Resultados de búsqueda",
    types: {
      tour: "Safari",
      faq: "Pregunta frecuente",
      service: "Servicio",
      tip: "Consejo de viaje",
      destination: "Destino",
      month: "Cuándo ir",
      other: "Resultado",
    },
    from: "Desde {price}",
  },
};
