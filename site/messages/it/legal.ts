import type { Catalogue } from "../catalogue";
import type { legalMessages as english } from "../en/legal";

export const legalMessages: Catalogue<typeof english> = {
  eyebrow: "Note legali",
  lastUpdated: "Ultimo aggiornamento: {date}",
  inForceFrom: "In vigore dal {date}",
  englishGoverns:
    "La presente traduzione è fornita per comodità; fa fede la versione inglese di questa pagina.",
  onThisPage: "In questa pagina",
  storage: {
    cookie: "Cookie",
    localStorage: "Archiviazione locale",
    sessionStorage: "Archiviazione di sessione",
  },
  columns: {
    name: "Nome",
    type: "Tipo",
    purpose: "Finalità",
    duration: "Durata",
    setBy: "Impostato da",
  },
  cookiePolicy: {
    essential: {
      heading: "Memorizzazione essenziale",
      text: "Questi elementi garantiscono il funzionamento del sito e ricordano le scelte che Lei effettua. Non contengono identificativi analitici o pubblicitari e non possono essere disattivati da questa pagina.",
    },
    analytics: {
      heading: "Cookie analitici",
      text: "Solo se Lei accetta i cookie analitici carichiamo PostHog, che conta le visite e i pulsanti utilizzati, per capire quali pagine aiutano i viaggiatori a organizzare il proprio viaggio. Se li rifiuta, PostHog non viene mai caricato e non viene memorizzato nulla.",
    },
    yourChoice: {
      heading: "Modificare la propria scelta",
      text: "Può accettare o rifiutare i cookie analitici in qualsiasi momento. Il rifiuto interrompe immediatamente le misurazioni analitiche su questo browser.",
      change: "Modifica le impostazioni dei cookie",
    },
    meta: {
      title: "Informativa sui cookie",
      description:
        "I cookie e gli altri dati che questo sito memorizza nel browser, a cosa serve ciascuno e per quanto tempo resta attivo, e come modificare la scelta sui cookie analitici.",
    },
  },
};
