import type { Catalogue } from "../catalogue";
import type { contactMessages as english } from "../en/contact";

export const contactMessages: Catalogue<typeof english> = {
  eyebrow: "Contatti",
  title: "Progettiamo insieme il vostro safari",
  description:
    "Diteci quando vorreste partire, chi viaggerà con voi e che cosa sognate di vedere. Rispondiamo a ogni richiesta {responseTime} con un itinerario su misura e un prezzo chiaro.",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "Mi interessa il tour «{title}».",
  quoteTitle: "Richiedi un preventivo gratuito",
  requiredNote: "I campi contrassegnati da * sono obbligatori.",
  info: {
    title: "Recapiti",
    email: "E-mail",
    phone: "Telefono",
    address: "Indirizzo",
  },
  quickResponse: {
    title: "Risposte rapide",
    text: "Rispondiamo a ogni richiesta {responseTime}. I nostri orari d'ufficio:",
    faq: "Visti, vaccinazioni, cosa mettere in valigia? {link}.",
    faqLink: "Consultate le domande frequenti",
  },
  whyChooseUs: "Perché sceglierci",
  meta: {
    title: "Contatti",
    description:
      "Richiedete un preventivo gratuito per il vostro safari: indicateci date, numero di partecipanti e budget, e il nostro team di Nairobi vi risponderà {responseTime}. Per e-mail, telefono, WhatsApp o nel nostro ufficio di Nairobi, in Kenya.",
  },
};
