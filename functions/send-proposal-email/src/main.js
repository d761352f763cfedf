// Built from main.ts by `npm run function:build`: edit that file, not this one.

// functions/send-proposal-email/src/main.ts
import { Databases } from "node-appwrite";

// data/domain/desk.ts
var deskIds = {
  operatorsTeamId: "operators",
  historyCollectionId: "history",
  proposalsCollectionId: "proposals",
  /** Executable by anyone holding a proposal's id: reads it, or records its acceptance. */
  proposalFunctionId: "proposal",
  /**
   * Executable by operators: stores a proposal (or a new version of one) under an id the server
   * makes, and e-mails the traveller its link, in their language.
   */
  proposalEmailFunctionId: "send-proposal-email",
  /** Executable by operators: changes an enquiry's status, notes or reply and writes its history. */
  enquiryChangeFunctionId: "change-enquiry"
};
var proposalVersionLimit = 999;
var proposalIdPattern = /^[0-9a-f]{32}$/;
function newProposalId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// data/domain/languages.ts
var languages = [
  {
    code: "en",
    name: "English",
    englishName: "English",
    tag: "en",
    // The operator's US dollars read "$3,517" ("US$3,517" is how en-GB would write them), while
    // the site is written in British English ("travellers") and dates its pages "15 July 2031".
    numberLocale: "en-US",
    dateLocale: "en-GB",
    ogLocale: "en_GB",
    searchLanguage: "en",
    listSeparator: ", ",
    accentedLatin: false
  },
  {
    code: "de",
    name: "Deutsch",
    englishName: "German",
    tag: "de",
    numberLocale: "de-DE",
    dateLocale: "de-DE",
    ogLocale: "de_DE",
    searchLanguage: "de",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "fr",
    name: "Fran\xE7ais",
    englishName: "French",
    tag: "fr",
    numberLocale: "fr-FR",
    dateLocale: "fr-FR",
    ogLocale: "fr_FR",
    searchLanguage: "fr",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "it",
    name: "Italiano",
    englishName: "Italian",
    tag: "it",
    numberLocale: "it-IT",
    dateLocale: "it-IT",
    ogLocale: "it_IT",
    searchLanguage: "it",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "es",
    name: "Espa\xF1ol",
    englishName: "Spanish",
    tag: "es",
    numberLocale: "es-ES",
    dateLocale: "es-ES",
    ogLocale: "es_ES",
    searchLanguage: "es",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "zh",
    name: "\u7B80\u4F53\u4E2D\u6587",
    englishName: "Chinese",
    tag: "zh-Hans",
    numberLocale: "zh-CN",
    dateLocale: "zh-CN",
    ogLocale: "zh_CN",
    searchLanguage: "zh",
    listSeparator: "\u3001",
    // Set in the reader's system fonts (docs/languages.md, "Fonts"): only the Latin of brand
    // and place names comes from the site's typefaces.
    accentedLatin: false
  }
];

// data/domain/locales.ts
var locales = languages.map((language) => language.code);
var defaultLocale = "en";
var translatedLocales = locales.filter((locale) => locale !== defaultLocale);
function isLocale(value) {
  return locales.includes(value);
}

// data/generated/texts/settings.json
var settings_default = { brandName: "Savannah Horizon Safaris", shortName: "Savannah Horizon", tagline: "Private Kenya and Tanzania safaris, planned in Nairobi", description: "Private safaris in Kenya and Tanzania from a Nairobi-based operator: the Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru, Lake Naivasha, the Serengeti and the Ngorongoro Crater, in 4x4 pop-up-roof vehicles with 2-6 people and expert local guides.", keywords: ["Kenya safari", "Tanzania safari", "Masai Mara safari", "Great Migration", "Amboseli safari", "Samburu safari", "Ol Pejeta", "Lake Nakuru", "Lake Naivasha", "Serengeti", "Ngorongoro Crater", "luxury safari Kenya", "private safari", "Nairobi tour operator"], siteUrl: "https://www.example.com", emails: { info: "info@example.com", bookings: "bookings@example.com" }, phone: { display: "+254 700 000 000", tel: "+254700000000" }, whatsapp: { number: "254700000000", url: "https://wa.me/254700000000", message: "Hello Savannah Horizon Safaris, I would like to plan a safari. Could you help me?" }, wechatId: "SavannahHorizon", socials: { facebook: "https://www.facebook.com/savannahhorizonsafaris", instagram: "https://www.instagram.com/savannahhorizonsafaris", x: "https://x.com/savannahhorizon", linkedin: "https://www.linkedin.com/company/savannah-horizon-safaris" }, address: { lines: ["Horizon Business Centre, 2nd Floor", "Off Ngong Road, opposite The Junction Mall", "Nairobi, Kenya"], street: "Horizon Business Centre, 2nd Floor, off Ngong Road", locality: "Nairobi", country: "KE", geo: { latitude: -1.2983, longitude: 36.7622 } }, hours: { topBar: "Mon - Fri 08:30 AM - 06:00 PM", contactPage: [{ days: "Monday - Friday", hours: "8:00 AM - 6:00 PM" }, { days: "Saturday", hours: "9:00 AM - 4:00 PM" }, { days: "Sunday", hours: "Closed" }], structuredData: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }, { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" }] }, facts: { founded: 2022, responseHours: 24, responseText: "within 24 hours", groupSize: "2-6 People", maxGroupSize: 6, temperature: "20-30\xB0C", currency: "USD", seasons: { dry: ["June - October", "December - March"], migration: "July - October" } }, footerAbout: "Savannah Horizon Safaris is a Nairobi-based operator running private safaris across Kenya and into Tanzania since 2022. Small groups of 2-6 people, expert local guides and a reply to every enquiry within 24 hours." };

// data/content/site-config.ts
var siteConfig = settings_default;

// data/generated/texts/traveller-email.languages.json
var traveller_email_languages_default = { en: { greeting: "Dear {name},", greetingWithoutName: "Hello,", proposalSubject: "Your safari proposal from {brand}", proposalIntro: "Thank you for your enquiry. We have put together a day-by-day proposal for your safari: the itinerary, where you will stay each night and the price.", proposalRevisedIntro: "We have updated your safari proposal. The link below now shows the new version, which replaces the one we sent you before.", proposalLinkLead: "You can read it, print it and accept it here:", proposalOutro: "If you would like anything changed, simply reply to this e-mail.", closing: "Kind regards,", receiptSubject: "Payment received for your safari \u2013 {brand}", receiptIntro: "Thank you for your payment: we received {amount} on {date}.", receiptDeposit: "This is the deposit for your safari, which confirms your booking.", receiptBalance: "This is the balance for your safari.", receiptFull: "This is the full amount for your safari.", receiptReference: "Payment reference: {reference}", receiptStillDue: "The balance of {amount} is due by {date}.", receiptPaidInFull: "Your safari is now paid in full.", receiptLinkLead: "Your proposal, and where your booking stands, is here:", balanceSubject: "The balance for your safari \u2013 {brand}", balanceIntro: "We are looking forward to your safari. As agreed, the balance of {amount} is due by {date}.", balancePaid: "So far we have received {paid} of {total}.", balanceLinkLead: "You can pay it by card or M-Pesa on your proposal's page:", balanceOutro: "If you have paid in the meantime, thank you, and please disregard this e-mail." }, de: { greeting: "Guten Tag {name},", greetingWithoutName: "Guten Tag,", proposalSubject: "Ihr Safari-Reisevorschlag von {brand}", proposalIntro: "vielen Dank f\xFCr Ihre Anfrage. Wir haben Ihnen einen Reisevorschlag f\xFCr Ihre Safari zusammengestellt \u2013 Tag f\xFCr Tag, mit Ihren Unterk\xFCnften und dem Preis.", proposalRevisedIntro: "wir haben Ihren Reisevorschlag \xFCberarbeitet. Unter dem Link unten finden Sie jetzt die neue Fassung; sie ersetzt die, die wir Ihnen zuvor geschickt haben.", proposalLinkLead: "Hier k\xF6nnen Sie ihn lesen, ausdrucken und annehmen:", proposalOutro: "M\xF6chten Sie etwas \xE4ndern? Antworten Sie einfach auf diese E-Mail.", closing: "Mit freundlichen Gr\xFC\xDFen", receiptSubject: "Zahlungseingang f\xFCr Ihre Safari \u2013 {brand}", receiptIntro: "vielen Dank f\xFCr Ihre Zahlung: Am {date} haben wir {amount} erhalten.", receiptDeposit: "Das ist die Anzahlung f\xFCr Ihre Safari; damit ist Ihre Buchung best\xE4tigt.", receiptBalance: "Das ist der Restbetrag f\xFCr Ihre Safari.", receiptFull: "Das ist der Gesamtbetrag f\xFCr Ihre Safari.", receiptReference: "Zahlungsreferenz: {reference}", receiptStillDue: "Der Restbetrag von {amount} ist bis zum {date} f\xE4llig.", receiptPaidInFull: "Ihre Safari ist damit vollst\xE4ndig bezahlt.", receiptLinkLead: "Ihren Reisevorschlag und den Stand Ihrer Buchung finden Sie hier:", balanceSubject: "Restzahlung f\xFCr Ihre Safari \u2013 {brand}", balanceIntro: "wir freuen uns schon auf Ihre Safari. Wie vereinbart ist der Restbetrag von {amount} bis zum {date} f\xE4llig.", balancePaid: "Bisher haben wir {paid} von {total} erhalten.", balanceLinkLead: "Bezahlen k\xF6nnen Sie ihn per Karte oder M-Pesa auf der Seite Ihres Reisevorschlags:", balanceOutro: "Falls Sie inzwischen schon bezahlt haben, vielen Dank \u2013 dann betrachten Sie diese E-Mail bitte als gegenstandslos." }, fr: { greeting: "Bonjour {name},", greetingWithoutName: "Bonjour,", proposalSubject: "Votre proposition de safari \u2013 {brand}", proposalIntro: "Merci pour votre demande. Nous avons pr\xE9par\xE9 votre proposition de safari jour par jour\u202F: l\u2019itin\xE9raire, vos h\xE9bergements et le prix.", proposalRevisedIntro: "Nous avons mis \xE0 jour votre proposition de safari. Le lien ci-dessous affiche d\xE9sormais la nouvelle version, qui remplace celle que nous vous avions envoy\xE9e.", proposalLinkLead: "Vous pouvez la consulter, l\u2019imprimer et l\u2019accepter ici\u202F:", proposalOutro: "Si vous souhaitez modifier quoi que ce soit, il vous suffit de r\xE9pondre \xE0 cet e-mail.", closing: "Bien cordialement,", receiptSubject: "Paiement re\xE7u pour votre safari \u2013 {brand}", receiptIntro: "Merci pour votre paiement\u202F: nous avons bien re\xE7u {amount} le {date}.", receiptDeposit: "Il s\u2019agit de l\u2019acompte de votre safari, qui confirme votre r\xE9servation.", receiptBalance: "Il s\u2019agit du solde de votre safari.", receiptFull: "Il s\u2019agit du montant total de votre safari.", receiptReference: "R\xE9f\xE9rence du paiement\u202F: {reference}", receiptStillDue: "Le solde de {amount} est \xE0 r\xE9gler au plus tard le {date}.", receiptPaidInFull: "Votre safari est d\xE9sormais enti\xE8rement r\xE9gl\xE9.", receiptLinkLead: "Votre proposition et l\u2019\xE9tat de votre r\xE9servation sont ici\u202F:", balanceSubject: "Le solde de votre safari \u2013 {brand}", balanceIntro: "Nous nous r\xE9jouissons de votre safari. Comme convenu, le solde de {amount} est \xE0 r\xE9gler au plus tard le {date}.", balancePaid: "\xC0 ce jour, nous avons re\xE7u {paid} sur {total}.", balanceLinkLead: "Vous pouvez le r\xE9gler par carte ou par M-Pesa sur la page de votre proposition :", balanceOutro: "Si vous avez r\xE9gl\xE9 entre-temps, merci, et ne tenez pas compte de cet e-mail." }, it: { greeting: "Buongiorno {name},", greetingWithoutName: "Buongiorno,", proposalSubject: "La vostra proposta di safari \u2013 {brand}", proposalIntro: "grazie per la vostra richiesta. Abbiamo preparato la vostra proposta di safari, giorno per giorno: l'itinerario, le strutture in cui alloggerete e il prezzo.", proposalRevisedIntro: "abbiamo aggiornato la vostra proposta di safari. Il link qui sotto mostra ora la nuova versione, che sostituisce quella che vi avevamo inviato.", proposalLinkLead: "Potete consultarla, stamparla e accettarla qui:", proposalOutro: "Se desiderate modificare qualcosa, basta rispondere a questa e-mail.", closing: "Cordiali saluti,", receiptSubject: "Pagamento ricevuto per il vostro safari \u2013 {brand}", receiptIntro: "grazie per il pagamento: il {date} abbiamo ricevuto {amount}.", receiptDeposit: "Si tratta dell'acconto per il vostro safari, che conferma la prenotazione.", receiptBalance: "Si tratta del saldo del vostro safari.", receiptFull: "Si tratta dell'importo totale del vostro safari.", receiptReference: "Riferimento del pagamento: {reference}", receiptStillDue: "Il saldo di {amount} va versato entro il {date}.", receiptPaidInFull: "Il vostro safari \xE8 ora interamente pagato.", receiptLinkLead: "Qui trovate la vostra proposta e lo stato della prenotazione:", balanceSubject: "Il saldo del vostro safari \u2013 {brand}", balanceIntro: "non vediamo l'ora di accogliervi per il vostro safari. Come concordato, il saldo di {amount} va versato entro il {date}.", balancePaid: "Finora abbiamo ricevuto {paid} su {total}.", balanceLinkLead: "Potete pagarlo con carta o M-Pesa dalla pagina della vostra proposta:", balanceOutro: "Se nel frattempo avete gi\xE0 pagato, grazie, e non tenete conto di questa e-mail." }, es: { greeting: "Hola, {name}:", greetingWithoutName: "Hola:", proposalSubject: "Tu propuesta de safari \u2013 {brand}", proposalIntro: "Gracias por tu consulta. Te hemos preparado una propuesta para tu safari, con el programa d\xEDa a d\xEDa: el itinerario, d\xF3nde te alojar\xE1s cada noche y el precio.", proposalRevisedIntro: "Hemos actualizado la propuesta para tu safari. El enlace de abajo muestra ahora la nueva versi\xF3n, que sustituye a la que te enviamos antes.", proposalLinkLead: "Puedes verla, imprimirla y aceptarla aqu\xED:", proposalOutro: "Si quieres cambiar algo, basta con que respondas a este correo.", closing: "Un saludo,", receiptSubject: "Hemos recibido tu pago \u2013 {brand}", receiptIntro: "Gracias por tu pago: el {date} recibimos {amount}.", receiptDeposit: "Es el dep\xF3sito de tu safari, con el que tu reserva queda confirmada.", receiptBalance: "Es el resto del importe de tu safari.", receiptFull: "Es el importe total de tu safari.", receiptReference: "Referencia del pago: {reference}", receiptStillDue: "Quedan {amount} por pagar, como muy tarde el {date}.", receiptPaidInFull: "Tu safari ya est\xE1 pagado por completo.", receiptLinkLead: "Aqu\xED tienes tu propuesta y el estado de tu reserva:", balanceSubject: "El resto del pago de tu safari \u2013 {brand}", balanceIntro: "Ya queda menos para tu safari. Tal como acordamos, quedan {amount} por pagar, como muy tarde el {date}.", balancePaid: "Hasta ahora hemos recibido {paid} de un total de {total}.", balanceLinkLead: "Puedes pagarlo con tarjeta o con M-Pesa en la p\xE1gina de tu propuesta:", balanceOutro: "Si ya lo has pagado, muchas gracias; en ese caso, no hagas caso de este correo." }, zh: { greeting: "{name}\uFF0C\u60A8\u597D\uFF1A", greetingWithoutName: "\u60A8\u597D\uFF1A", proposalSubject: "\u60A8\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\uFF5C{brand}", proposalIntro: "\u611F\u8C22\u60A8\u7684\u54A8\u8BE2\u3002\u6211\u4EEC\u5DF2\u4E3A\u60A8\u51C6\u5907\u597D\u9010\u65E5\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\uFF0C\u5305\u62EC\u6BCF\u5929\u7684\u5B89\u6392\u3001\u6BCF\u665A\u7684\u4F4F\u5BBF\u548C\u4EF7\u683C\u3002", proposalRevisedIntro: "\u6211\u4EEC\u5DF2\u66F4\u65B0\u60A8\u7684\u6E38\u730E\u884C\u7A0B\u65B9\u6848\u3002\u4E0B\u65B9\u94FE\u63A5\u73B0\u5728\u663E\u793A\u7684\u662F\u65B0\u7248\u672C\uFF0C\u5B83\u5C06\u53D6\u4EE3\u6211\u4EEC\u4E4B\u524D\u53D1\u9001\u7ED9\u60A8\u7684\u7248\u672C\u3002", proposalLinkLead: "\u60A8\u53EF\u4EE5\u5728\u6B64\u67E5\u770B\u3001\u6253\u5370\u5E76\u786E\u8BA4\u63A5\u53D7\uFF1A", proposalOutro: "\u5982\u9700\u8C03\u6574\u4EFB\u4F55\u5185\u5BB9\uFF0C\u76F4\u63A5\u56DE\u590D\u6B64\u90AE\u4EF6\u5373\u53EF\u3002", closing: "\u795D\u597D\uFF01", receiptSubject: "\u5DF2\u6536\u5230\u60A8\u7684\u4ED8\u6B3E\uFF5C{brand}", receiptIntro: "\u611F\u8C22\u60A8\u7684\u4ED8\u6B3E\uFF1A\u6211\u4EEC\u5DF2\u4E8E{date}\u6536\u5230{amount}\u3002", receiptDeposit: "\u8FD9\u7B14\u6B3E\u9879\u662F\u60A8\u6B64\u6B21\u6E38\u730E\u7684\u8BA2\u91D1\uFF0C\u60A8\u7684\u9884\u8BA2\u73B0\u5DF2\u786E\u8BA4\u3002", receiptBalance: "\u8FD9\u7B14\u6B3E\u9879\u662F\u60A8\u6B64\u6B21\u6E38\u730E\u7684\u5C3E\u6B3E\u3002", receiptFull: "\u8FD9\u7B14\u6B3E\u9879\u662F\u60A8\u6B64\u6B21\u6E38\u730E\u7684\u5168\u90E8\u8D39\u7528\u3002", receiptReference: "\u4ED8\u6B3E\u7F16\u53F7\uFF1A{reference}", receiptStillDue: "\u5269\u4F59\u7684{amount}\u8BF7\u4E8E{date}\u524D\u4ED8\u6E05\u3002", receiptPaidInFull: "\u60A8\u7684\u6E38\u730E\u8D39\u7528\u73B0\u5DF2\u5168\u90E8\u4ED8\u6E05\u3002", receiptLinkLead: "\u60A8\u7684\u884C\u7A0B\u65B9\u6848\u548C\u9884\u8BA2\u72B6\u6001\u8BF7\u89C1\uFF1A", balanceSubject: "\u60A8\u7684\u6E38\u730E\u5C3E\u6B3E\uFF5C{brand}", balanceIntro: "\u671F\u5F85\u4E0E\u60A8\u4E00\u540C\u5F00\u542F\u8FD9\u6B21\u6E38\u730E\u4E4B\u65C5\u3002\u6309\u7167\u7EA6\u5B9A\uFF0C\u5C3E\u6B3E{amount}\u8BF7\u4E8E{date}\u524D\u4ED8\u6E05\u3002", balancePaid: "\u76EE\u524D\u6211\u4EEC\u5DF2\u6536\u5230{paid}\uFF0C\u603B\u989D\u4E3A{total}\u3002", balanceLinkLead: "\u60A8\u53EF\u4EE5\u5728\u884C\u7A0B\u65B9\u6848\u9875\u9762\u4E0A\u7528\u94F6\u884C\u5361\u6216 M-Pesa \u4ED8\u6B3E\uFF1A", balanceOutro: "\u5982\u679C\u60A8\u5DF2\u7ECF\u4ED8\u6B3E\uFF0C\u8C22\u8C22\u60A8\uFF0C\u8BF7\u5FFD\u7565\u6B64\u90AE\u4EF6\u3002" } };

// data/content/desk-email.ts
var travellerEmails = traveller_email_languages_default;
var { brandName } = siteConfig;
function emailCopy(locale) {
  const {
    greeting,
    greetingWithoutName,
    proposalSubject,
    receiptSubject,
    balanceSubject,
    ...rest
  } = travellerEmails[locale];
  return {
    ...rest,
    greeting: (name) => name ? greeting.replace("{name}", name) : greetingWithoutName,
    proposalSubject: proposalSubject.replace("{brand}", brandName),
    receiptSubject: receiptSubject.replace("{brand}", brandName),
    balanceSubject: balanceSubject.replace("{brand}", brandName)
  };
}
var travellerEmailCopy = Object.fromEntries(
  locales.map((locale) => [locale, emailCopy(locale)])
);
function operatorSignature(operatorName, siteOrigin) {
  return [...operatorName ? [operatorName] : [], brandName, siteConfig.phone.display, siteOrigin];
}

// data/domain/desk-proposal.ts
function dayDate(startDate, index) {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + index * 864e5).toISOString().slice(0, 10);
}
var proposalLimits = {
  travellers: 50,
  days: 60,
  /** In the proposal's currency, whole units. */
  price: 1e7,
  title: 200,
  tourTitle: 200,
  description: 2e3,
  lodge: 200,
  dayNote: 1e3,
  note: 5e3
};
function proposalProblems(proposal, today) {
  const problems = {};
  const whole = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
  if (!proposal.tourSlug) problems.tourSlug = "Choose the tour the proposal starts from.";
  else if (proposal.tourTitle.length > proposalLimits.tourTitle || /[\r\n]/.test(proposal.tourTitle))
    problems.tourSlug = `The tour's title must be one line of at most ${proposalLimits.tourTitle} characters.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(proposal.startDate) || dayDate(proposal.startDate, 0) === null)
    problems.startDate = "Enter the date of the first day.";
  else if (proposal.startDate < today) problems.startDate = "The first day is in the past.";
  if (!whole(proposal.travellers, 1, proposalLimits.travellers))
    problems.travellers = `Enter a whole number of travellers from 1 to ${proposalLimits.travellers}.`;
  if (proposal.days.length === 0) problems.days = "A proposal needs at least one day.";
  if (proposal.days.length > proposalLimits.days)
    problems.days = `A proposal can have at most ${proposalLimits.days} days.`;
  proposal.days.forEach((day, index) => {
    if (!day.title.trim()) problems[`days.${index}.title`] = "Give the day a title.";
    else if (day.title.length > proposalLimits.title)
      problems[`days.${index}.title`] = `At most ${proposalLimits.title} characters.`;
    if (day.description.length > proposalLimits.description)
      problems[`days.${index}.description`] = `At most ${proposalLimits.description} characters.`;
    if (day.lodge.length > proposalLimits.lodge)
      problems[`days.${index}.lodge`] = `At most ${proposalLimits.lodge} characters.`;
    if (day.note.length > proposalLimits.dayNote)
      problems[`days.${index}.note`] = `At most ${proposalLimits.dayNote} characters.`;
  });
  if (!whole(proposal.pricePerPerson, 1, proposalLimits.price))
    problems.pricePerPerson = "Enter the price per person in whole dollars.";
  if (!whole(proposal.priceTotal, 1, proposalLimits.price))
    problems.priceTotal = "Enter the total in whole dollars.";
  if (proposal.note.length > proposalLimits.note)
    problems.note = `The note can hold ${proposalLimits.note} characters; it has ${proposal.note.length}.`;
  return problems;
}

// data/domain/visible-text.ts
var bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showBidiControls(value) {
  return value.replace(
    bidiControl,
    (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`
  );
}

// functions/shared/desk-store.ts
import { ID, Query } from "node-appwrite";

// data/domain/enquiry-fields.ts
var emailPattern = "[A-Za-z0-9_+'\\-]+(?:\\.[A-Za-z0-9_+'\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9\\-]{1,59})";
var enquiryFieldSpecs = {
  name: {
    control: "text",
    maxLength: 200,
    autoComplete: "name",
    required: true,
    operatorLabel: "Name"
  },
  email: {
    control: "email",
    maxLength: 254,
    pattern: emailPattern,
    autoComplete: "email",
    required: true,
    stored: "required",
    operatorLabel: "Email"
  },
  phone: { control: "tel", maxLength: 40, autoComplete: "tel", operatorLabel: "Phone" },
  groupSize: {
    control: "select",
    placeholder: true,
    options: ["1", "2", "3-4", "5-6", "7+"],
    operatorLabel: "Group Size"
  },
  safariInterest: {
    control: "select",
    placeholder: true,
    options: ["luxury", "midrange", "budget", "family", "photography", "custom"],
    operatorLabel: "Safari Interest"
  },
  budget: {
    control: "select",
    placeholder: true,
    options: ["under-2000", "2000-3000", "3000-5000", "5000-8000", "over-8000"],
    operatorLabel: "Budget (per person)"
  },
  preferredDates: {
    control: "text",
    placeholder: true,
    maxLength: 200,
    autoComplete: "off",
    wide: true,
    operatorLabel: "Preferred Travel Dates"
  },
  message: {
    control: "textarea",
    placeholder: true,
    maxLength: 5e3,
    wide: true,
    operatorLabel: "Message"
  }
};
var enquiryFieldKeys = Object.keys(enquiryFieldSpecs);
function optionsKey(key) {
  return `${key}Options`;
}

// data/domain/enquiry-ids.ts
var enquiryIds = {
  projectId: "safari-site",
  databaseId: "safari",
  messagesCollectionId: "messages",
  /** One document per e-mailed enquiry, under the enquiry's id: the function's sent-marker. */
  emailsCollectionId: "enquiry-emails",
  emailFunctionId: "send-enquiry-email"
};

// data/generated/texts/enquiry-form.json
var enquiry_form_default = { fields: { name: { label: "Full Name" }, email: { label: "Email Address" }, phone: { label: "Phone" }, groupSize: { label: "Group Size", placeholder: "Select group size" }, safariInterest: { label: "Safari Interest", placeholder: "Select a safari style" }, budget: { label: "Budget Range (per person, USD)", placeholder: "Select a budget" }, preferredDates: { label: "Preferred Travel Dates", placeholder: "e.g. two weeks in August 2026" }, message: { label: "Additional Information", placeholder: "Parks you dream of, special occasions, dietary needs..." } }, bookingPanel: { firstName: { label: "First Name" }, email: { label: "Your Email" }, phone: { label: "Phone Number" }, message: { label: "Message", placeholder: "Tell us about your dream safari..." }, sum: { label: "4 + 4 =" } }, groupSizeOptions: [{ value: "1", label: "1 Solo Traveler" }, { value: "2", label: "2 Travelers" }, { value: "3-4", label: "3-4 Travelers" }, { value: "5-6", label: "5-6 Travelers" }, { value: "7+", label: "7+ Travelers" }], safariInterestOptions: [{ value: "luxury", label: "Luxury Safari" }, { value: "midrange", label: "Mid-range Safari" }, { value: "budget", label: "Budget Safari" }, { value: "family", label: "Family Safari" }, { value: "photography", label: "Photography Safari" }, { value: "custom", label: "Custom Itinerary" }], budgetOptions: [{ value: "under-2000", label: "Under $2,000" }, { value: "2000-3000", label: "$2,000 - $3,000" }, { value: "3000-5000", label: "$3,000 - $5,000" }, { value: "5000-8000", label: "$5,000 - $8,000" }, { value: "over-8000", label: "Over $8,000" }] };

// data/domain/enquiry.ts
var formTypes = ["contact", "hero_booking"];
var { budgetOptions, groupSizeOptions, safariInterestOptions } = enquiry_form_default;
var { fields, bookingPanel } = enquiry_form_default;
var emailRule = new RegExp(`^(?:${emailPattern})$`, "u");
var values = (options) => options.map((option) => option.value);
function withWords(key) {
  const { options, ...spec } = enquiryFieldSpecs[key];
  const worded = { ...spec, ...fields[key] };
  return options ? { ...worded, options: enquiry_form_default[optionsKey(key)] } : worded;
}
var enquiryFields = Object.fromEntries(
  enquiryFieldKeys.map((key) => [key, withWords(key)])
);
var definition = (key) => enquiryFields[key];
function storedAs(key) {
  const { control, options, maxLength, stored } = definition(key);
  const required = stored === "required";
  if (options) return { key, kind: "enum", elements: values(options), required };
  return { key, kind: control === "email" ? "email" : "string", size: maxLength ?? 0, required };
}
var enquiryAttributes = [
  { key: "formType", kind: "enum", elements: formTypes, required: true },
  ...enquiryFieldKeys.map(storedAs),
  { key: "submittedAt", kind: "datetime", required: true },
  // The language of the page the traveller wrote from, to reply in; older enquiries have none.
  { key: "locale", kind: "enum", elements: locales, required: false }
];
var collectionPermissions = {
  [enquiryIds.messagesCollectionId]: ['create("any")'],
  [enquiryIds.emailsCollectionId]: []
};
var bookingPanelFields = {
  firstName: { ...bookingPanel.firstName, maxLength: enquiryFields.name.maxLength },
  email: {
    ...bookingPanel.email,
    maxLength: enquiryFields.email.maxLength,
    pattern: emailPattern
  },
  phone: { ...bookingPanel.phone, maxLength: enquiryFields.phone.maxLength },
  message: {
    ...bookingPanel.message,
    maxLength: enquiryFields.message.maxLength
  },
  sum: bookingPanel.sum
};
var emailFieldLabels = {
  ...Object.fromEntries(
    enquiryFieldKeys.map((key) => [key, enquiryFields[key].operatorLabel])
  ),
  locale: "Reply in",
  formType: "Form",
  submittedAt: "Submitted At"
};

// functions/shared/runtime.ts
import { AppwriteException, Client } from "node-appwrite";
function executionClient(env, apiKey) {
  const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = env.APPWRITE_FUNCTION_PROJECT_ID;
  if (!endpoint || !projectId) {
    throw new Error("APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID are not set.");
  }
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
}
function bodyJson(req) {
  try {
    return { ok: true, body: req.bodyJson };
  } catch {
    return { ok: false };
  }
}
function readRequest({ req, res, error }, parse) {
  const body = bodyJson(req);
  if (!body.ok) {
    error("Rejected an execution whose body is not JSON.");
    return { refused: res.json({ ok: false, error: "The body must be JSON." }, 400) };
  }
  const parsed = parse(body.body);
  if (!parsed.ok) {
    error(`Rejected an execution: ${parsed.reason}`);
    return { refused: res.json({ ok: false, error: parsed.reason }, 400) };
  }
  return { request: parsed };
}
function isAppwriteError(cause, type) {
  return cause instanceof AppwriteException && cause.type === type;
}
var reasonOf = (cause) => cause instanceof Error ? cause.message : String(cause);
function readSiteOrigin(env) {
  const value = env.SITE_URL?.trim();
  if (!value) throw new Error("SITE_URL is not set, so the e-mail could not link to the site.");
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be the site's address, like https://www.example.com (got "${value}").`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address (got "${value}").`);
  }
  return url.origin;
}

// functions/shared/desk-store.ts
var versionClaimId = (proposal) => `${proposal.id}-${proposal.version}`;
var { databaseId } = enquiryIds;
var text = (value) => typeof value === "string" ? value : "";
var integer = (value) => typeof value === "number" ? value : 0;
var datetimeOrNull = (value) => typeof value === "string" ? value : null;
function parseProposalDays(json) {
  const days = JSON.parse(json);
  const isDay = (day) => {
    if (typeof day !== "object" || day === null) return false;
    const { day: number, title, description, lodge, note } = day;
    return Number.isInteger(number) && [title, description, lodge, note].every((field) => typeof field === "string");
  };
  if (!Array.isArray(days) || !days.every(isDay)) {
    throw new Error("The proposal's days are not a list of days.");
  }
  return days.map(({ day, title, description, lodge, note }) => ({
    day,
    title,
    description,
    lodge,
    note
  }));
}
function storedProposal(document) {
  const locale = typeof document.locale === "string" && isLocale(document.locale) ? document.locale : "en";
  return {
    id: document.$id,
    enquiryId: text(document.enquiryId),
    locale,
    tourSlug: text(document.tourSlug),
    tourTitle: text(document.tourTitle),
    startDate: text(document.startDate),
    travellers: integer(document.travellers),
    days: parseProposalDays(text(document.days)),
    pricePerPerson: integer(document.pricePerPerson),
    priceTotal: integer(document.priceTotal),
    currency: text(document.currency),
    note: text(document.note),
    // A proposal stored before versions were counted is the first.
    version: typeof document.version === "number" ? document.version : 1,
    createdBy: text(document.createdBy),
    sentAt: datetimeOrNull(document.sentAt),
    acceptedAt: datetimeOrNull(document.acceptedAt),
    firstOpenedAt: datetimeOrNull(document.firstOpenedAt),
    lastOpenedAt: datetimeOrNull(document.lastOpenedAt)
  };
}
var DeskStore = class {
  databases;
  constructor(databases) {
    this.databases = databases;
  }
  async find(collectionId, documentId) {
    try {
      return await this.databases.getDocument({ databaseId, collectionId, documentId });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
  }
  async proposal(id) {
    const document = await this.find(deskIds.proposalsCollectionId, id);
    return document ? storedProposal(document) : null;
  }
  /** The enquiry as the REST API returns it, or null. */
  enquiryDocument(id) {
    return this.find(enquiryIds.messagesCollectionId, id);
  }
  async enquiry(id) {
    const document = await this.enquiryDocument(id);
    if (!document) return null;
    return {
      id,
      name: typeof document.name === "string" && document.name.trim() ? document.name.trim() : null,
      email: text(document.email),
      // An enquiry stored before statuses existed has none: it is new.
      status: typeof document.status === "string" ? document.status : "new",
      locale: typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null
    };
  }
  /**
   * Stores a proposal's version: a new proposal under `id` (version 1), or the next version of
   * the one stored there. Not sent yet: its `sentAt` is cleared until the e-mail goes.
   */
  async storeProposal(id, proposal, meta) {
    const data = {
      ...proposal,
      startDate: `${proposal.startDate}T00:00:00.000+00:00`,
      days: JSON.stringify(proposal.days),
      createdBy: meta.createdBy,
      version: meta.version,
      sentAt: null
    };
    const document = meta.version === 1 ? await this.databases.createDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    }) : await this.databases.updateDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    });
    return storedProposal(document);
  }
  async updateProposal(id, data) {
    return storedProposal(
      await this.databases.updateDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data
      })
    );
  }
  async updateEnquiry(id, data) {
    return this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: id,
      data
    });
  }
  /** The enquiry's latest history entry, or null. */
  async latestHistory(enquiryId) {
    const list = await this.databases.listDocuments({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderDesc("at"), Query.limit(1)]
    });
    return list.documents[0] ?? null;
  }
  async setStatus(enquiryId, status) {
    await this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: enquiryId,
      data: { status }
    });
  }
  /**
   * Writes a history entry. Under a given id it is written once: false when an entry with that id
   * exists already.
   */
  async addHistory(entry, at, documentId = ID.unique()) {
    try {
      await this.databases.createDocument({
        databaseId,
        collectionId: deskIds.historyCollectionId,
        documentId,
        data: { ...entry, at }
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }
  /** The action of the history entry with this id, or null when there is none. */
  async historyAction(documentId) {
    const document = await this.find(deskIds.historyCollectionId, documentId);
    return document ? document.action : null;
  }
  async removeHistory(documentId) {
    await this.databases.deleteDocument({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      documentId
    });
  }
};

// functions/shared/mail.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
function escapeHtml(value) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function travellerMailBodies(lang, title, paragraphs) {
  const text2 = `${paragraphs.map(({ lines, link }) => [...lines, ...link ? [link] : []].join("\n")).join("\n\n")}
`;
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...paragraphs.map(({ lines, link }) => {
      const anchor = link ? [`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`] : [];
      return `<p>${[...lines.map(escapeHtml), ...anchor].join("<br>")}</p>`;
    }),
    "</body></html>",
    ""
  ].join("\n");
  return { text: text2, html };
}
function oneLine(value) {
  let result = "";
  let gap = false;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 32 || code === 127) {
      gap = true;
      continue;
    }
    if (gap) result += " ";
    gap = false;
    result += character;
  }
  return result.trim();
}
function readMailSettings(env) {
  const problems = [];
  const to = env.MAIL_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!to) problems.push("MAIL_TO is not set");
  if (!from) problems.push("MAIL_FROM is not set");
  let smtp = null;
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE === "true";
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
    }
    smtp = {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER || void 0,
      pass: env.SMTP_PASS || void 0
    };
  } else if (!env.OUTBOX_DIR) {
    problems.push(
      "neither SMTP_HOST nor OUTBOX_DIR is set, so there is nowhere to send the e-mail"
    );
  }
  if (problems.length > 0 || !to || !from) {
    throw new Error(`Mail is not configured: ${problems.join("; ")}.`);
  }
  return { smtp, outboxDir: env.OUTBOX_DIR || null, to, from };
}
async function deliverMail(message, settings) {
  const mail = {
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers
  };
  if (settings.smtp) {
    const { host, port, secure, user, pass } = settings.smtp;
    const transport2 = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : void 0,
      connectionTimeout: 1e4,
      greetingTimeout: 1e4,
      socketTimeout: 2e4
    });
    try {
      const info2 = await transport2.sendMail(mail);
      return { messageId: info2.messageId, via: "smtp", file: void 0 };
    } finally {
      transport2.close();
    }
  }
  if (!settings.outboxDir) throw new Error("No SMTP relay and no outbox directory.");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix"
  });
  const info = await transport.sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  const file = path.join(settings.outboxDir, `${message.outboxName}.eml`);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, info.message);
  await rename(partial, file);
  return { messageId: info.messageId, via: "outbox", file };
}

// functions/shared/operator.ts
import { Users } from "node-appwrite";
async function signedInOperator(client, userId, log) {
  if (!userId) return null;
  try {
    const user = await new Users(client).get({ userId });
    return { email: user.email, name: user.name.trim() || null };
  } catch (cause) {
    log(`Could not look up user ${userId}: ${reasonOf(cause)}`);
    return null;
  }
}

// functions/send-proposal-email/src/main.ts
var DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
var dayFields = ["day", "title", "description", "lodge", "note"];
var proposalFields = [
  "tourSlug",
  "tourTitle",
  "startDate",
  "travellers",
  "days",
  "pricePerPerson",
  "priceTotal",
  "note"
];
var onlyKeys = (value, keys) => Object.keys(value).every((key) => keys.includes(key));
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function proposalOf(value) {
  if (!isObject(value) || !onlyKeys(value, proposalFields)) return null;
  const { tourSlug, startDate, travellers, days, pricePerPerson, priceTotal, note } = value;
  const tourTitle = value.tourTitle ?? "";
  const isDay = (day) => isObject(day) && onlyKeys(day, dayFields) && typeof day.day === "number" && [day.title, day.description, day.lodge, day.note].every((text2) => typeof text2 === "string");
  if (typeof tourSlug !== "string" || typeof tourTitle !== "string" || typeof startDate !== "string" || typeof travellers !== "number" || !Array.isArray(days) || !days.every(isDay) || typeof pricePerPerson !== "number" || typeof priceTotal !== "number" || typeof note !== "string") {
    return null;
  }
  return { tourSlug, tourTitle, startDate, travellers, days, pricePerPerson, priceTotal, note };
}
function parseSendRequest(body) {
  const shape = 'The body must be a JSON object: {"enquiryId": "\u2026", "proposal": {\u2026}}, {"id": "\u2026", "proposal": {\u2026}} or {"id": "\u2026"}.';
  if (!isObject(body) || !onlyKeys(body, ["id", "enquiryId", "proposal"])) {
    return { ok: false, reason: shape };
  }
  const proposal = body.proposal === void 0 ? void 0 : proposalOf(body.proposal);
  if (proposal === null) {
    return {
      ok: false,
      reason: `"proposal" must hold the composer's fields: ${proposalFields.join(", ")}.`
    };
  }
  if (body.enquiryId !== void 0) {
    if (body.id !== void 0) return { ok: false, reason: shape };
    if (typeof body.enquiryId !== "string" || !DOCUMENT_ID.test(body.enquiryId)) {
      return { ok: false, reason: `"enquiryId" must be an enquiry's id.` };
    }
    if (!proposal) return { ok: false, reason: 'A new proposal needs its "proposal".' };
    return { ok: true, send: { enquiryId: body.enquiryId, proposal } };
  }
  if (typeof body.id !== "string" || !proposalIdPattern.test(body.id)) {
    return { ok: false, reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f.' };
  }
  return { ok: true, send: proposal ? { id: body.id, proposal } : { id: body.id } };
}
function proposalMail(proposal, enquiry, operator, siteOrigin) {
  const copy = travellerEmailCopy[proposal.locale];
  const link = `${siteOrigin}/p/${proposal.id}`;
  const greeting = copy.greeting(
    enquiry.name ? showBidiControls(oneLine(enquiry.name)) || null : null
  );
  const intro = proposal.version > 1 ? copy.proposalRevisedIntro : copy.proposalIntro;
  const signature = operatorSignature(operator.name ? oneLine(operator.name) : null, siteOrigin);
  const { text: text2, html } = travellerMailBodies(proposal.locale, copy.proposalSubject, [
    { lines: [greeting] },
    { lines: [intro] },
    { lines: [copy.proposalLinkLead], link },
    { lines: [copy.proposalOutro] },
    { lines: [copy.closing, ...signature] }
  ]);
  return {
    to: enquiry.email,
    replyTo: operator.email || void 0,
    subject: copy.proposalSubject,
    text: text2,
    html,
    headers: { "X-Enquiry-Id": enquiry.id, "X-Proposal-Id": proposal.id },
    outboxName: `proposal-${proposal.id}`
  };
}
function statusAfterSending(status) {
  return status === "accepted" || status === "booked" ? status : "proposal_sent";
}
var Refusal = class extends Error {
  constructor(answer) {
    super(String(answer.body.error));
    this.answer = answer;
  }
  answer;
};
var refuse = (status, body) => new Refusal({ status, body: { ok: false, ...body } });
function ready(proposal) {
  const problems = proposalProblems(proposal, (/* @__PURE__ */ new Date()).toISOString().slice(0, 10));
  const first = Object.entries(problems)[0];
  if (first) {
    throw refuse(400, {
      error: `The proposal is not ready to send: ${first[0]}: ${first[1]}`,
      problems
    });
  }
  return proposal;
}
var enquiryGone = (enquiryId) => refuse(404, { error: `The enquiry of this proposal (${enquiryId}) is no longer stored.` });
async function proposalToSend(store, send, author) {
  const currency = siteConfig.facts.currency;
  if ("enquiryId" in send) {
    const enquiry2 = await store.enquiry(send.enquiryId);
    if (!enquiry2) throw refuse(404, { error: `No enquiry has the id "${send.enquiryId}".` });
    const fields3 = ready(send.proposal);
    const proposal2 = await store.storeProposal(
      newProposalId(),
      { ...fields3, enquiryId: enquiry2.id, locale: enquiry2.locale ?? "en", currency },
      { createdBy: author, version: 1 }
    );
    return { proposal: proposal2, enquiry: enquiry2 };
  }
  const stored = await store.proposal(send.id);
  if (!stored) throw refuse(404, { error: `No proposal has the id "${send.id}".` });
  const enquiry = await store.enquiry(stored.enquiryId);
  if (!enquiry) throw enquiryGone(stored.enquiryId);
  if (!send.proposal) return { proposal: stored, enquiry };
  const accepted = refuse(409, {
    error: "The traveller has accepted this proposal, so it no longer changes: compose a new proposal for the change."
  });
  if (stored.acceptedAt) throw accepted;
  if (stored.version >= proposalVersionLimit) {
    throw refuse(409, {
      error: `This proposal has ${proposalVersionLimit} versions, the most it may have: compose a new proposal.`
    });
  }
  const fields2 = ready(send.proposal);
  const claimed = await store.addHistory(
    {
      enquiryId: enquiry.id,
      actor: author,
      action: "revised",
      from: String(stored.version),
      to: String(stored.version + 1)
    },
    (/* @__PURE__ */ new Date()).toISOString(),
    versionClaimId(stored)
  );
  if (!claimed) {
    throw await store.historyAction(versionClaimId(stored)) === "accepted" ? accepted : refuse(409, { error: "Another new version of this proposal was sent meanwhile." });
  }
  const proposal = await store.storeProposal(
    stored.id,
    { ...fields2, enquiryId: enquiry.id, locale: stored.locale, currency },
    { createdBy: author, version: stored.version + 1 }
  );
  return { proposal, enquiry };
}
function createHandler(env) {
  return async (context) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseSendRequest);
    if ("refused" in read) return read.refused;
    const { send } = read.request;
    let stored = null;
    let sent = null;
    try {
      const client = executionClient(env, req.headers["x-appwrite-key"] ?? "");
      const store = new DeskStore(new Databases(client));
      const signedIn = await signedInOperator(client, req.headers["x-appwrite-user-id"] ?? "", log);
      const { proposal, enquiry } = await proposalToSend(store, send, signedIn?.email ?? "API key");
      stored = proposal;
      const operator = signedIn ?? { email: proposal.createdBy, name: null };
      const settings = readMailSettings(env);
      sent = await deliverMail(
        proposalMail(proposal, enquiry, operator, readSiteOrigin(env)),
        settings
      );
      log(
        `Sent version ${proposal.version} of proposal ${proposal.id} to the traveller of enquiry ${enquiry.id} (${sent.messageId}).`
      );
      const at = (/* @__PURE__ */ new Date()).toISOString();
      const updated = await store.updateProposal(proposal.id, { sentAt: at });
      const status = statusAfterSending(enquiry.status);
      if (status !== enquiry.status) await store.setStatus(enquiry.id, status);
      await store.addHistory(
        {
          enquiryId: enquiry.id,
          actor: operator.email || proposal.createdBy,
          action: "proposal",
          from: enquiry.status,
          to: status
        },
        at
      );
      return res.json({
        ok: true,
        id: proposal.id,
        version: proposal.version,
        messageId: sent.messageId,
        sentAt: updated.sentAt
      });
    } catch (cause) {
      if (cause instanceof Refusal) return res.json(cause.answer.body, cause.answer.status);
      const about = stored ? `Proposal ${stored.id}` : "A proposal";
      error(`${about}: ${reasonOf(cause)}`);
      const reason = sent ? `The e-mail was sent, but recording it failed: ${reasonOf(cause)}` : stored ? `The proposal is stored, but the e-mail was not sent: ${reasonOf(cause)}` : `The proposal could not be stored: ${reasonOf(cause)}`;
      const which = stored ? { id: stored.id, version: stored.version } : {};
      return res.json({ ok: false, error: reason, ...which }, 500);
    }
  };
}
var main_default = createHandler(process.env);
export {
  createHandler,
  main_default as default,
  parseSendRequest,
  proposalMail
};
