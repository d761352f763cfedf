import type { Catalogue } from "../catalogue";
import type { notFoundMessages as english } from "../en/not-found";

export const notFoundMessages: Catalogue<typeof english> = {
  title: "Página no encontrada",
  text: "Puede que la página que buscas se haya movido o eliminado, o que la dirección no sea correcta.",
  home: "Volver al inicio",
  popularPages: "Páginas más visitadas",
  meta: {
    title: "Página no encontrada",
    description:
      "Puede que la página que buscabas se haya movido o eliminado, o que la dirección no sea correcta.",
  },
};
