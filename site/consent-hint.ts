/** localStorage key holding the visitor's analytics choice; listed in data/cookies.ts. */
export const CONSENT_STORAGE_KEY = "safari:analytics-consent";

/**
 * The one inline script of the prerendered pages, run in <head> before anything is painted: it
 * marks <html data-consent> when the visitor has already chosen, so the consent banner that is
 * prerendered into every page (and paints with it) stays hidden for them. The CSP allows exactly
 * this text by its hash (server/security.ts).
 */
export const consentHintScript = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c==="granted"||c==="denied")document.documentElement.dataset.consent=c}catch(e){}`;
