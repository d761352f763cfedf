import type { Catalogue } from "../catalogue";
import type { searchMessages as english } from "../en/search";

export const searchMessages: Catalogue<typeof english> = {
  eyebrow: "Búsqueda",
  title: "Buscar en el sitio",
  description:
    "Nuestros safaris, destinos, consejos de viaje y respuestas a las preguntas frecuentes.",
  submit: "Buscar",
  count: {
    one: "{count} resultado para «{query}»",
    other: "{count} resultados para «{query}»",
  },
  hint: "Escribe un parque, la duración del viaje o una pregunta y pulsa Buscar.",
  tooLong: "Tu búsqueda es demasiado larga: usa como máximo {max} caracteres.",
  tooMany: "Has buscado muchas veces en el último minuto. Espera un minuto y vuelve a buscar.",
  meta: {
    title: "Búsqueda",
    description:
      "Busca entre nuestros safaris por Kenia y Tanzania, los destinos, los consejos de viaje y las preguntas frecuentes.",
  },
};
