import type { Catalogue } from "../catalogue";
import type { proposalMessages as english } from "../en/proposal";

export const proposalMessages: Catalogue<typeof english> = {
  metaTitle: "Votre proposition de safari",
  metaDescription:
    "Votre proposition de safari sur mesure : le programme jour par jour, vos hébergements, le prix et ce qui est compris.",
  eyebrow: "Votre proposition de safari",
  preparedFor: "Préparée pour {name}",
  dates: "Du {start} au {end}",
  datesPending: "Dates à venir : le premier jour n’est pas encore fixé.",
  revised:
    "Mise à jour : voici la dernière version de votre proposition. Elle remplace celle que nous vous avions envoyée.",
  travellers: {
    one: "{count} voyageur",
    other: "{count} voyageurs",
  },
  loading: "Chargement de votre proposition…",
  notFound: {
    title: "Proposition introuvable",
    text: "Le lien est peut-être incomplet, ou la proposition a été retirée. Vérifiez le lien reçu par e-mail, ou écrivez-nous : nous vous le renverrons volontiers.",
    contact: "Nous contacter",
  },
  loadFailed: {
    title: "Impossible d’afficher votre proposition",
    text: "Notre serveur est injoignable pour le moment. Vérifiez votre connexion, puis réessayez.",
    retry: "Réessayer",
  },
  note: "Un mot de votre spécialiste safari",
  route: "Votre itinéraire",
  routeMap: "Carte de l’itinéraire : {title}",
  itinerary: "Jour par jour",
  price: {
    title: "Votre prix",
    perPerson: "Par personne",
    total: "Total pour {travellers}",
  },
  accept: "Accepter cette proposition",
  accepting: "Envoi en cours…",
  acceptHint:
    "En acceptant, vous bloquez ces dates. Vous réglez ensuite ici l’acompte pour confirmer votre réservation.",
  terms: {
    agree: "J’ai lu et j’accepte les {terms}.",
    link: "conditions de réservation",
    newTab: "(s’ouvre dans un nouvel onglet)",
    required:
      "Veuillez cocher la case pour accepter les conditions de réservation avant de valider.",
    changed:
      "Nos conditions de réservation ont été mises à jour pendant que cette page était ouverte : votre accord n’a donc pas été enregistré. Veuillez recharger la page, relire les conditions, puis accepter.",
  },
  accepted: {
    title: "Vous avez accepté cette proposition",
    text: "Merci ! Nous avons enregistré le {date} votre accord sur cette proposition et sur les conditions de réservation.",
  },
  booking: {
    loading: "Chargement de votre réservation…",
    loadFailed: "Nous n’avons pas pu charger les paiements de votre réservation pour le moment.",
  },
  alreadyAccepted:
    "Cette proposition avait déjà été acceptée, peut-être dans une autre fenêtre. Vous n’avez rien d’autre à faire.",
  changed:
    "Cette proposition a été modifiée après que vous l’avez ouverte : votre accord n’a donc pas été enregistré. Voici la nouvelle version : prenez le temps de la relire et acceptez-la si elle vous convient.",
  acceptFailed:
    "Votre accord ne nous est pas parvenu : rien n’a encore été enregistré. Vérifiez votre connexion, puis réessayez.",
  preview:
    "Aperçu : voici la page telle que le voyageur la verra. Le bouton ne fonctionne que sur sa page.",
  previewWaiting: "Chargement de l’aperçu…",
  print: "Imprimer ou enregistrer en PDF",
  printedFrom: "Cette proposition en ligne : {url}",
};
