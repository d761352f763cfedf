import type { KitMessages } from "../../../ui/kit-provider";

/** The copy the site hands the kit (ui/), in French. */
export const kitMessages: KitMessages = {
  common: {
    newTab: "(s’ouvre dans un nouvel onglet)",
    days: { one: "{count} jour", other: "{count} jours" },
    more: { other: "{count} de plus" },
  },

  carousel: {
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
    slide: "{number} sur {count}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    stop: "Arrêter le défilement automatique",
    start: "Lancer le défilement automatique",
    dots: "Choisir une diapositive",
    dot: "Diapositive {number}",
  },
  heroCarousel: {
    label: "Photos de safari",
    balloon: "Safari en montgolfière",
  },
  partnerCarousel: {
    label: "Nos partenaires",
    dot: "Afficher {name}",
    visitWebsite: "Visiter le site",
  },

  dialog: { close: "Fermer" },
  input: { searchTours: "Rechercher un safari…" },
  spinner: { page: "Chargement de la page", section: "Chargement" },
  loadError: {
    retry: "Réessayer",
    renderFailed: "Un problème est survenu lors de l’affichage de cette partie de la page.",
    loadFailed:
      "Une partie de cette page n’a pas pu se charger. Vérifiez votre connexion et réessayez.",
  },
  emptyState: {
    message: "Aucun safari ne correspond à vos critères de recherche.",
    action: "Effacer les filtres",
  },
  consentBanner: {
    title: "Cookies et mesure d’audience",
    message:
      "Avec votre accord, nous utilisons les cookies de mesure d’audience de PostHog pour savoir quels safaris et quelles pages sont utiles aux voyageurs, afin d’améliorer le site. Rien n’est mesuré sans votre accord, et vous pouvez changer d’avis à tout moment depuis le pied de page.",
    accept: "Accepter",
    reject: "Refuser",
    policy: "Lire la politique relative aux cookies",
  },
  floatingContact: {
    whatsapp: "Discuter avec nous sur WhatsApp (s’ouvre dans un nouvel onglet)",
    wechat: "Discuter avec nous sur WeChat",
  },

  header: {
    mainNav: "Menu principal",
    mobileNav: "Menu mobile",
    reviews: "Avis de voyageurs",
    search: "Rechercher safaris et circuits",
    menu: "Menu",
    searchTours: "Rechercher un safari",
    quote: "Demander un devis",
    quoteMobile: "Demander un devis",
  },
  footer: {
    socialMedia: "Réseaux sociaux",
    social: "{brand} sur {network} (s’ouvre dans un nouvel onglet)",
    quickLinks: "Liens rapides",
    talkToUs: "Discutons",
    office: "Notre bureau",
    legal: "Informations légales",
    cookieSettings: "Paramètres des cookies",
    copyright: "© {year} {brand}. Tous droits réservés.",
  },

  galleryGrid: {
    filters: "Filtrer les photos par catégorie",
    all: "Toutes",
    categories: { wildlife: "Faune", landscape: "Paysages", cultural: "Culture" },
    count: "{count} {photos}",
    photos: { one: "photo", other: "photos" },
  },
  lightbox: {
    close: "Fermer la photo",
    previous: "Photo précédente",
    next: "Photo suivante",
    position: "{number} sur {count}",
    download: "Télécharger",
    loading: { label: "Photo", status: "Chargement de la photo" },
  },
  wechatModal: {
    close: "Fermer les informations WeChat",
    title: "Discutez avec nous sur WeChat",
    description:
      "Scannez le code ou ajoutez notre identifiant WeChat : notre équipe de Nairobi vous répondra sur WeChat.",
    qrAlt: "Code QR de notre identifiant WeChat, {id}",
    preparing: "Préparation du code QR…",
    idLabel: "Identifiant WeChat",
    copy: "Copier",
    copied: "Copié !",
    copiedStatus: "Identifiant WeChat copié",
    phoneTitle: "Sur votre téléphone",
    phoneSteps:
      "Ouvrez WeChat, touchez + puis « Scanner » et scannez ce code, ou appuyez longuement dessus s’il vous a été envoyé dans WeChat. Vous pouvez aussi rechercher l’identifiant dans « Ajouter des contacts ».",
    computerTitle: "Sur un ordinateur",
    computerSteps:
      "Ouvrez WeChat sur votre téléphone, touchez + puis « Scanner », et pointez l’appareil photo vers ce code à l’écran.",
    loading: { label: "WeChat", status: "Chargement de WeChat" },
  },

  pricing: {
    from: "À partir de",
    varies: "Prix variables selon la saison et le nombre de voyageurs",
    onRequest: { title: "Contactez-nous", note: "Pour un tarif personnalisé" },
    rows: {
      solo: "Voyageur seul",
      forTwo: "Pour 2 voyageurs",
      perPersonForTwo: "Par personne (base 2 voyageurs)",
    },
    bestValue: "Meilleur rapport qualité-prix",
    rowOnRequest: "Sur demande",
    book: "Réserver ce safari",
    quote: "Demander un devis personnalisé",
  },
  pricingCard: { title: "Tarifs et réservation" },
  packageCard: {
    destinations: "Destinations",
    perPerson: "par personne",
    viewDetails: "Voir le détail",
  },
  destinationCard: {
    tours: { one: "{count} safari", other: "{count} safaris" },
  },
  tourCard: {
    photos: { one: "{count} photo", other: "{count} photos" },
    keyHighlights: "Points forts",
    moreDays: { one: "{count} autre jour", other: "{count} autres jours" },
    basis: {
      perPersonForTwo: "par personne (base 2 voyageurs)",
      forTwo: "pour 2 voyageurs",
      solo: "en solo",
    },
    viewDetails: "Voir tous les détails",
    bookNow: "Réserver",
    compare: "Comparer",
    show: "Voir l’itinéraire et les prix",
    hide: "Masquer l’itinéraire et les prix",
    tabs: "{title} : détails",
    tab: {
      itinerary: "Itinéraire",
      pricing: "Tarifs",
      included: "Prestations",
      gallery: "Galerie",
    },
    readyTitle: "Envie de réserver ?",
    readyText:
      "Indiquez-nous vos dates et le nombre de voyageurs ; nous vous répondons sous 24 heures.",
    noPhotos: "Les photos de ce safari arrivent bientôt.",
  },
  photoGrid: { openPhoto: "Ouvrir la photo {number} sur {count} : {alt}" },
  routeMap: {
    road: "Jour {day} : {from} → {to}, {distance}, environ {duration} de route",
    flight: "Jour {day} : {from} → {to}, {distance}, environ {duration} de vol",
    stay: "Jour {day} : {place}, journée complète sur place",
    legend: "Légende",
    roadLegend: "Par la route",
    flightLegend: "En avion",
    nightsLegend: "Nuits sur place",
    endsLegend: "Départ et arrivée",
    legs: "L’itinéraire jour par jour",
  },
  monthCalendar: {
    best: "Meilleure période",
    rain: { dry: "Sec", showers: "Quelques averses", wet: "Pluvieux" },
    crowds: {
      quiet: "Peu de visiteurs",
      moderate: "Fréquentation moyenne",
      busy: "Très fréquenté",
    },
    season: { high: "Haute saison", shoulder: "Intersaison", low: "Basse saison" },
    temperature: "{low}–{high}",
  },
  compareTable: {
    viewTour: "Voir le circuit",
    viewTourLabel: "Voir le circuit : {title}",
    quote: "Demander un devis",
    quoteLabel: "Demander un devis : {title}",
  },
  itinerary: {
    empty: "Le programme jour par jour vous est communiqué avec votre devis.",
    day: "Jour {number}",
    separator: " : ",
    accommodation: "Hébergement :",
    mealPlan: "Formule de repas :",
  },
  inclusions: {
    empty: "Nous vous confirmons le détail des prestations incluses avec votre devis.",
    included: "Prestations incluses",
    excluded: "Prestations non incluses",
  },

  searchHits: {
    label: "Résultats de recherche",
    types: {
      tour: "Safari",
      faq: "FAQ",
      service: "Service",
      tip: "Conseil de voyage",
      destination: "Destination",
      month: "Quand partir",
      other: "Résultat",
    },
    from: "À partir de {price}",
  },
  searchDialog: {
    close: "Fermer la recherche",
    title: "Rechercher safaris et circuits",
    description: "Trouvez l’aventure idéale au Kenya et en Tanzanie",
    formHeading: "Trouvez ce que vous cherchez",
    inputLabel: "Rechercher sur le site",
    placeholder: "Safaris, destinations, activités, FAQ…",
    clear: "Effacer la recherche",
    results: "Résultats de recherche",
    searching: "Recherche en cours",
    searchingShown: "Recherche en cours…",
    unavailable: "La recherche est indisponible.",
    noResultsStatus: "Aucun résultat.",
    resultCount: {
      one: "{count} résultat. Utilisez les flèches haut et bas pour le sélectionner.",
      other: "{count} résultats. Utilisez les flèches haut et bas pour en choisir un.",
    },
    errorTitle: "La recherche fait une pause.",
    errorText:
      "Impossible de joindre notre service de recherche. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
    noResultsTitle: "Aucun résultat pour « {query} »",
    noResultsText:
      "Essayez un parc comme le Masai Mara, une durée comme 7 jours, ou moins de mots.",
    hint: "Commencez à taper pour rechercher parmi nos safaris, destinations, conseils de voyage et FAQ.",
    loading: { label: "Recherche", status: "Chargement de la recherche" },
  },

  form: {
    sending: "Envoi en cours…",
    error: "Une erreur s’est produite. Veuillez réessayer.",
  },
  quoteForm: {
    nameRequired: "Veuillez indiquer vos nom et prénom.",
    emailRequired: "Veuillez indiquer votre adresse e-mail.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide, par exemple nom@example.com.",
    check: "Veuillez vérifier {which} : {fields}.",
    checkWhich: { one: "ce champ", other: "ces champs" },
    fieldSeparator: ", ",
    send: "Envoyer la demande",
    reply: "Nous vous répondons sous 24 heures.",
    retry: "Réessayer",
  },
  bookingPanel: {
    toggle: "Réserver",
    title: "Réservez votre safari",
    description: "Parlez-nous un peu de votre voyage ; nous vous répondons sous 24 heures.",
    close: "Fermer",
    send: "Envoyer le message",
  },
};
