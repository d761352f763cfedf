import type { Locale } from "./locales";
import { siteConfig } from "./site-config";

/**
 * What the operator writes to a traveller, in the traveller's language: the greeting (the desk's
 * "Reply" starts with it too) and the e-mail that carries the link to a proposal. The words follow
 * each language's glossary (locales/<code>/glossary.md: "quote" is Angebot, devis, preventivo,
 * presupuesto, 报价) and its form of address (Sie, vous, voi, tú, 您).
 */
type TravellerEmailCopy = {
  /** The opening line, with the traveller's name when the enquiry has one. */
  greeting: (name: string | null) => string;
  proposalSubject: string;
  /** The paragraphs before the link. */
  proposalIntro: string;
  /** Before the link instead, for a version after the first. */
  proposalRevisedIntro: string;
  /** The line that leads to the link, which follows on its own line. */
  proposalLinkLead: string;
  /** The paragraph after the link. */
  proposalOutro: string;
  /** The closing before the operator's signature. */
  closing: string;
};

const { brandName } = siteConfig;

export const travellerEmailCopy: Record<Locale, TravellerEmailCopy> = {
  en: {
    greeting: (name) => (name ? `Dear ${name},` : "Hello,"),
    proposalSubject: `Your safari proposal from ${brandName}`,
    proposalIntro:
      "Thank you for your enquiry. We have put together a day-by-day proposal for your safari: the itinerary, where you will stay each night and the price.",
    proposalRevisedIntro:
      "We have updated your safari proposal. The link below now shows the new version, which replaces the one we sent you before.",
    proposalLinkLead: "You can read it, print it and accept it here:",
    proposalOutro: "If you would like anything changed, simply reply to this e-mail.",
    closing: "Kind regards,",
  },
  de: {
    greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    proposalSubject: `Ihr Safari-Angebot von ${brandName}`,
    proposalIntro:
      "vielen Dank für Ihre Anfrage. Wir haben Ihnen ein Angebot für Ihre Safari zusammengestellt – Tag für Tag, mit Ihren Unterkünften und dem Preis.",
    proposalRevisedIntro:
      "wir haben Ihr Safari-Angebot überarbeitet. Unter dem Link unten finden Sie jetzt die neue Fassung; sie ersetzt die, die wir Ihnen zuvor geschickt haben.",
    proposalLinkLead: "Hier können Sie es lesen, ausdrucken und annehmen:",
    proposalOutro: "Möchten Sie etwas ändern? Antworten Sie einfach auf diese E-Mail.",
    closing: "Mit freundlichen Grüßen",
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    proposalSubject: `Votre devis de safari – ${brandName}`,
    proposalIntro:
      "Merci pour votre demande. Nous avons préparé le devis de votre safari, jour par jour\u202f: l’itinéraire, vos hébergements et le prix.",
    proposalRevisedIntro:
      "Nous avons mis à jour le devis de votre safari. Le lien ci-dessous affiche désormais la nouvelle version, qui remplace celle que nous vous avions envoyée.",
    proposalLinkLead: "Vous pouvez le consulter, l’imprimer et l’accepter ici\u202f:",
    proposalOutro:
      "Si vous souhaitez modifier quoi que ce soit, il vous suffit de répondre à cet e-mail.",
    closing: "Bien cordialement,",
  },
  it: {
    greeting: (name) => (name ? `Buongiorno ${name},` : "Buongiorno,"),
    proposalSubject: `Il vostro preventivo per il safari – ${brandName}`,
    proposalIntro:
      "grazie per la vostra richiesta. Abbiamo preparato il preventivo del vostro safari, giorno per giorno: l'itinerario, le strutture in cui alloggerete e il prezzo.",
    proposalRevisedIntro:
      "abbiamo aggiornato il preventivo del vostro safari. Il link qui sotto mostra ora la nuova versione, che sostituisce quella che vi avevamo inviato.",
    proposalLinkLead: "Potete consultarlo, stamparlo e accettarlo qui:",
    proposalOutro: "Se desiderate modificare qualcosa, basta rispondere a questa e-mail.",
    closing: "Cordiali saluti,",
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    proposalSubject: `Tu presupuesto de safari – ${brandName}`,
    proposalIntro:
      "Gracias por tu consulta. Te hemos preparado el presupuesto de tu safari día a día: el itinerario, dónde te alojarás cada noche y el precio.",
    proposalRevisedIntro:
      "Hemos actualizado el presupuesto de tu safari. El enlace de abajo muestra ahora la nueva versión, que sustituye a la que te enviamos antes.",
    proposalLinkLead: "Puedes verlo, imprimirlo y aceptarlo aquí:",
    proposalOutro: "Si quieres cambiar algo, basta con que respondas a este correo.",
    closing: "Un saludo,",
  },
  zh: {
    greeting: (name) => (name ? `${name}，您好：` : "您好："),
    proposalSubject: `您的游猎行程与报价 – ${brandName}`,
    proposalIntro:
      "感谢您的咨询。我们已为您准备好逐日的游猎行程与报价，包括每天的安排、每晚的住宿和价格。",
    proposalRevisedIntro:
      "我们已更新您的游猎行程与报价。下方链接现在显示的是新版本，它将取代我们之前发送给您的版本。",
    proposalLinkLead: "您可以在此查看、打印并确认接受：",
    proposalOutro: "如需调整任何内容，直接回复此邮件即可。",
    closing: "祝好！",
  },
};

/** The signature under an e-mail to a traveller: the operator's name, when known, and the company. */
export function operatorSignature(operatorName: string | null, siteOrigin: string): string[] {
  return [...(operatorName ? [operatorName] : []), brandName, siteConfig.phone.display, siteOrigin];
}
