import type { Catalogue } from "../catalogue";
import type { proposalMessages as english } from "../en/proposal";

export const proposalMessages: Catalogue<typeof english> = {
  metaTitle: "Tu propuesta de safari",
  metaDescription:
    "Tu propuesta de safari a medida: el programa día a día, los alojamientos, el precio y lo que incluye.",
  eyebrow: "Tu propuesta de safari",
  preparedFor: "Preparada para {name}",
  dates: "Del {start} al {end}",
  datesPending: "Fechas por confirmar: aún no se ha fijado el primer día.",
  revised:
    "Actualizada: esta es la última versión de tu propuesta. Sustituye a la que te enviamos antes.",
  travellers: {
    one: "{count} viajero",
    other: "{count} viajeros",
  },
  loading: "Cargando tu propuesta…",
  notFound: {
    title: "No encontramos esta propuesta",
    text: "Puede que el enlace esté incompleto o que la propuesta se haya retirado. Revisa el enlace de tu correo o escríbenos y te lo volvemos a enviar.",
    contact: "Escríbenos",
  },
  loadFailed: {
    title: "No se ha podido cargar tu propuesta",
    text: "No hemos podido conectar con nuestro servidor. Comprueba tu conexión y vuelve a intentarlo.",
    retry: "Volver a intentarlo",
  },
  note: "Unas palabras de tu especialista en safaris",
  route: "Tu ruta",
  routeMap: "Mapa de la ruta: {title}",
  itinerary: "Día a día",
  price: {
    title: "Tu precio",
    perPerson: "Por persona",
    total: "Total para {travellers}",
  },
  accept: "Aceptar esta propuesta",
  accepting: "Enviando…",
  acceptHint:
    "Al aceptarla, te reservamos estas fechas. Después pagas aquí el depósito para confirmar la reserva.",
  terms: {
    agree: "He leído y acepto las {terms}.",
    link: "condiciones de reserva",
    newTab: "(se abre en una pestaña nueva)",
    required:
      "Marca la casilla para aceptar las condiciones de reserva antes de aceptar la propuesta.",
    changed:
      "Hemos actualizado nuestras condiciones de reserva mientras tenías esta página abierta, así que no hemos registrado tu aceptación. Vuelve a cargar la página, lee de nuevo las condiciones y acepta.",
  },
  accepted: {
    title: "Has aceptado esta propuesta",
    text: "¡Gracias! El {date} registramos tu aceptación de la propuesta y de las condiciones de reserva.",
  },
  booking: {
    loading: "Cargando tu reserva…",
    loadFailed: "Ahora mismo no podemos cargar los pagos de tu reserva.",
  },
  alreadyAccepted:
    "Esta propuesta ya se había aceptado, quizá desde otra ventana. No tienes que hacer nada más.",
  changed:
    "Esta propuesta cambió después de que la abrieras, así que no hemos registrado tu aceptación. Ahora ves la nueva versión: léela con calma y acéptala si te convence.",
  acceptFailed:
    "Tu aceptación no nos ha llegado, así que todavía no se ha registrado nada. Comprueba tu conexión y vuelve a intentarlo.",
  preview: "Vista previa: así verá la página el viajero. El botón solo funciona en su página.",
  previewWaiting: "Cargando la vista previa…",
  print: "Imprimir o guardar en PDF",
  printedFrom: "Esta propuesta en línea: {url}",
};
