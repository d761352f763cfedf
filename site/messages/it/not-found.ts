import type { Catalogue } from "../catalogue";
import type { notFoundMessages as english } from "../en/not-found";

export const notFoundMessages: Catalogue<typeof english> = {
  title: "Pagina non trovata",
  text: "La pagina che cercate potrebbe essere stata spostata o eliminata, oppure l'indirizzo potrebbe essere errato.",
  home: "Torna alla pagina iniziale",
  popularPages: "Pagine più visitate",
  meta: {
    title: "Pagina non trovata",
    description:
      "La pagina che cercate potrebbe essere stata spostata o eliminata, oppure l'indirizzo potrebbe essere errato.",
  },
};
