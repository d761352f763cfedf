import { locales } from "../data/domain/locales";

/** localStorage key holding the visitor's analytics choice; listed in data/content/cookies.ts. */
export const CONSENT_STORAGE_KEY = "safari:analytics-consent";

/**
 * Marks <html data-consent> when the visitor has already chosen, so the consent banner that is
 * prerendered into every page (and paints with it) stays hidden for them.
 */
const consentHint = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c==="granted"||c==="denied")document.documentElement.dataset.consent=c}catch(e){}`;

/** The window event that carries a consent choice answered before the app's code ran. */
export const CONSENT_EVENT = "safari:consent";

/** localStorage key holding the language a traveller chose; listed in data/content/cookies.ts. */
export const LANGUAGE_STORAGE_KEY = "safari:locale";

/**
 * Marks <html data-suggest="de"> when the traveller would rather read another of the site's
 * languages than the page's: the one they chose before, else their browser's first that the
 * site speaks. The suggestion for each language is prerendered into every page, hidden, and
 * shows from the first paint for the marked one: no script to wait for, nothing shifting later.
 * A proposal (/p/<id>) is written in the traveller's language and has no other, so it offers none.
 */
export const languageHint = `try{var h=document.documentElement,l=${JSON.stringify(locales)},s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),n=navigator.languages||[];if(l.indexOf(s)<0){s=null;for(var i=0;i<n.length&&!s;i++){var c=n[i].split("-")[0].toLowerCase();if(l.indexOf(c)>=0)s=c}}if(s&&s!==h.lang.split("-")[0]&&!/^([/][a-z]{2})?[/]p[/]/.test(location.pathname))h.dataset.suggest=s}catch(e){}`;

/**
 * The controls whose click the platform cannot carry out without the app's code. A button that
 * opens a popover (`popovertarget`) or a dialog (`commandfor`) needs none: the browser opens it;
 * nor does a radio button that filters a list (`data-filter-choice`): the stylesheet reads it.
 */
export const takenControls =
  "button:not([popovertarget]):not([commandfor]),[role=button],[role=tab],[role=option],input[type=checkbox],input[type=radio]:not([data-filter-choice])";

/**
 * Keeps a popover's buttons saying whether it is open (`aria-expanded`) while the browser opens
 * and closes it before the app's code has run; the code then keeps them itself.
 */
const popoverState = `addEventListener("toggle",function(v){var p=v.target;if(!p||!p.id||!p.matches||!p.matches("[popover]"))return;document.querySelectorAll("[popovertarget][aria-expanded]").forEach(function(b){if(b.getAttribute("popovertarget")===p.id)b.setAttribute("aria-expanded",String(v.newState==="open"))})},true)`;

/**
 * Takes the visitor's input to a part of the page whose code is not live yet, and hands it to
 * the part once it is. A part is the nearest element marked `data-part`, else "shell" (the
 * header, consent banner and floating buttons); it is live once its name is in <html
 * data-hydrated>, where the app lists each part as it hydrates.
 *
 * - A click on one of the consent banner's choices (`data-consent-choice`) is answered at once:
 *   the choice is stored, the banner hidden (the same <html data-consent> a returning visitor's
 *   page is marked with) and the analytics module, if it has loaded, told through a window event.
 * - A click on the language suggestion's "No, thanks" (`data-language-choice`, the page's language)
 *   is answered the same way: the choice is stored, as the suggestion's code stores it, and the
 *   suggestion hidden.
 * - A click on a button that says what a press makes of it (`data-next-state`, and its name in
 *   `data-next-label`: the slide show's stop button) is answered at once: its state and name are
 *   swapped with those, and its code takes up the state it finds as it hydrates.
 * - A click on a button, tab or checkbox is held (no form submits natively, nothing reaches a
 *   part React has not hydrated), the control shows it was taken (`data-taken`, `aria-busy`),
 *   and the click is made again once the part is live. A control already waiting takes no
 *   second click: an impatient double tap is one request.
 * - A form's submission (Enter in a field) is held the same way and requested again.
 * - Arrow, Home and End keys on a tab are pressed again on it.
 * - What was typed or chosen in a field stays in the field, and the part's code is told about
 *   it (an input or change event, after resetting the value React tracks) so its state agrees.
 *   The value is kept as typed: the first field's update may re-render the form, resetting the
 *   others to the state their code had, before their turn comes.
 * - The part's code is fetched at once, every file of it together (the prerender names them in
 *   the part's `data-code`), rather than once the page's code has come and asks for it; so it is
 *   as the focus enters the part (a dialog the browser opened, Book Now's first field).
 *
 * Links, <details>, popovers and the buttons that open a dialog need no help: the browser runs
 * them without any script.
 */
const earlyInput = `(function(){var h=document.documentElement,q=[];function live(e){var p=e.closest("[data-part]");return(" "+(h.getAttribute("data-hydrated")||"")+" ").indexOf(" "+(p?p.getAttribute("data-part"):"shell")+" ")>=0}function waiting(e){return q.some(function(t){return t.e===e&&t.once})}function code(e){var p=e.closest("[data-part][data-code]");if(!p)return;p.getAttribute("data-code").split(" ").forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.href=f;document.head.appendChild(l)});p.removeAttribute("data-code")}function later(e,run,once){code(e);q.push({e:e,run:run,once:once})}function hold(v,e,run){v.preventDefault();v.stopImmediatePropagation();if(waiting(e))return;e.setAttribute("data-taken","");e.setAttribute("aria-busy","true");later(e,run,1)}function answer(c){try{localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)},c)}catch(r){}h.dataset.consent=c;dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:c}))}function swap(e,a,b){var x=e.getAttribute(a);e.setAttribute(a,e.getAttribute(b));e.setAttribute(b,x)}function target(v,s){var t=v.target;return t&&t.closest?t.closest(s):null}addEventListener("click",function(v){var e=target(v,"[data-consent-choice]");if(e&&!live(e)){v.preventDefault();v.stopImmediatePropagation();answer(e.getAttribute("data-consent-choice"));return}e=target(v,"[data-language-choice]");if(e&&!live(e)){v.preventDefault();v.stopImmediatePropagation();try{localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},e.getAttribute("data-language-choice"))}catch(r){}delete h.dataset.suggest;return}e=target(v,"[data-next-state]");if(e&&!live(e)){v.preventDefault();v.stopImmediatePropagation();swap(e,"data-state","data-next-state");swap(e,"aria-label","data-next-label");return}e=target(v,${JSON.stringify(takenControls)});if(e&&!live(e))hold(v,e,function(){e.click()})},true);addEventListener("submit",function(v){var f=v.target;if(!live(f))hold(v,f,function(){f.requestSubmit()})},true);addEventListener("keydown",function(v){var e=target(v,"[role=tab]"),k=v.key;if(!e||live(e)||!/^(Arrow|Home$|End$)/.test(k))return;v.preventDefault();v.stopImmediatePropagation();later(e,function(){e.dispatchEvent(new KeyboardEvent("keydown",{key:k,bubbles:true,cancelable:true}))})},true);function typed(v){var e=target(v,"input:not([data-filter-choice]),textarea,select");if(!e||live(e))return;var t=q.filter(function(t){return t.e===e&&t.once})[0];if(!t){t={e:e,once:1,run:function(){if(e.tagName!=="SELECT"){e.value=t.x?"":" ";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),"value").set.call(e,t.x);try{e.setSelectionRange(t.a,t.b)}catch(r){}}else e.value=t.x;e.dispatchEvent(new Event(e.tagName==="SELECT"?"change":"input",{bubbles:true}))}};code(e);q.push(t)}t.x=e.value;t.a=e.selectionStart;t.b=e.selectionEnd}addEventListener("focusin",function(v){var e=v.target;if(e&&e.closest&&!live(e))code(e)},true);addEventListener("input",typed,true);addEventListener("change",typed,true);new MutationObserver(function(){var r=q;q=[];r.forEach(function(t){if(!live(t.e))return q.push(t);t.e.removeAttribute("data-taken");t.e.removeAttribute("aria-busy");t.run()})}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})()`;

/**
 * The one inline script of the prerendered pages, run in <head> before anything is painted. The
 * CSP allows exactly this text by its hash (server/security.ts).
 */
export const headScript = `${consentHint};${languageHint};${popoverState};${earlyInput}`;
