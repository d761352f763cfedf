import type { Catalogue } from "../catalogue";
import type { legalMessages as english } from "../en/legal";

export const legalMessages: Catalogue<typeof english> = {
  eyebrow: "Informations légales",
  lastUpdated: "Dernière mise à jour : {date}",
  inForceFrom: "En vigueur depuis le {date}",
  englishGoverns:
    "Cette traduction vous est proposée pour plus de commodité ; seule la version anglaise de cette page fait foi.",
  onThisPage: "Sommaire",
  storage: {
    cookie: "Cookie",
    localStorage: "Stockage local",
    sessionStorage: "Stockage de session",
  },
  columns: {
    name: "Nom",
    type: "Type",
    purpose: "Finalité",
    duration: "Durée",
    setBy: "Déposé par",
  },
  cookiePolicy: {
    essential: {
      heading: "Stockage essentiel",
      text: "Ces éléments assurent le fonctionnement du site et mémorisent les choix que vous faites. Ils ne contiennent aucun identifiant de mesure d’audience ni publicitaire et ne peuvent pas être désactivés ici.",
    },
    analytics: {
      heading: "Mesure d’audience",
      text: "Nous ne chargeons PostHog que si vous acceptez la mesure d’audience : cet outil compte les visites et les boutons utilisés, ce qui nous permet de voir quelles pages aident les voyageurs à préparer leur séjour. Si vous refusez, il n’est jamais chargé et rien n’est enregistré.",
    },
    yourChoice: {
      heading: "Modifier votre choix",
      text: "Vous pouvez accepter ou refuser la mesure d’audience à tout moment. En cas de refus, elle s’arrête immédiatement pour ce navigateur.",
      change: "Modifier les paramètres des cookies",
    },
    meta: {
      title: "Politique relative aux cookies",
      description:
        "Les cookies et le stockage dans le navigateur qu’utilise ce site : la finalité de chacun, sa durée de conservation et la façon de modifier votre choix en matière de mesure d’audience.",
    },
  },
};
