import type { Catalogue } from "../catalogue";
import type { reviewMessages as english } from "../en/review";

export const reviewMessages: Catalogue<typeof english> = {
  metaTitle: "Votre avis sur votre safari",
  metaDescription: "Racontez votre safari aux autres voyageurs.",
  eyebrow: "Votre avis",
  title: "Comment s’est passé votre safari ?",
  intro:
    "Racontez aux autres voyageurs comment c’était. Nous lisons chaque avis avant de le mettre en ligne, sans jamais en changer un mot.",
  used: {
    title: "Ce lien a déjà servi",
    text: "Votre avis nous est bien parvenu : merci ! Chaque lien ne sert qu’une fois. Si vous souhaitez ajouter quelque chose, écrivez-nous.",
  },
  expired: {
    title: "Ce lien a expiré",
    text: "Les liens pour donner votre avis sont valables 90 jours. Écrivez-nous et nous vous en enverrons volontiers un nouveau.",
  },
  unknown: {
    title: "Nous ne trouvons pas ce lien",
    text: "Le lien est peut-être incomplet. Vérifiez le lien reçu par e-mail, ou écrivez-nous et nous vous en enverrons un nouveau.",
  },
  contact: "Nous contacter",
  sendFailed:
    "Votre avis ne nous est pas parvenu : rien n’a encore été enregistré. Vérifiez votre connexion et réessayez.",
};
