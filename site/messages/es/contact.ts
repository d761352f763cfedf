import type { Catalogue } from "../catalogue";
import type { contactMessages as english } from "../en/contact";

export const contactMessages: Catalogue<typeof english> = {
  eyebrow: "Contacto",
  title: "Organiza tu safari con nosotros",
  description:
    "Cuéntanos cuándo te gustaría viajar, quién viene y qué sueñas con ver. Respondemos a cada solicitud {responseTime} con un itinerario a medida y un precio claro.",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "Me interesa el safari «{title}».",
  quoteTitle: "Pide tu presupuesto gratis",
  requiredNote: "Los campos marcados con * son obligatorios.",
  info: {
    title: "Datos de contacto",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
  },
  quickResponse: {
    title: "Respuesta rápida",
    text: "Respondemos a cada consulta {responseTime}. Nuestro horario de oficina:",
    faq: "¿Visados, vacunas, qué llevar en la maleta? {link}.",
    faqLink: "Consulta nuestras preguntas frecuentes",
  },
  whyChooseUs: "¿Por qué elegirnos?",
  meta: {
    title: "Contacto",
    description:
      "Pide gratis el presupuesto de tu safari: cuéntanos tus fechas, cuántos sois y cuánto quieres gastar, y nuestro equipo de Nairobi te responde {responseTime}. Escríbenos por correo electrónico o WhatsApp, llámanos o visita nuestra oficina en Nairobi (Kenia).",
  },
};
