import type * as CookieConsent from 'vanilla-cookieconsent';

import { escapeHtml } from '@/lib/format/html';

import { loadScript, loadStylesheet } from './loadScript';
import type { ConsentAdapter } from './types';
import { type ConsentCategory, VENDORS, type VendorKey, type VideoVendor } from './vendors';

/** Served from this site (src/app/(site)/consent): asking for consent contacts no third party. */
export const EMBEDDED_SCRIPT = '/consent/cookieconsent.js';
export const EMBEDDED_STYLESHEET = '/consent/cookieconsent.css';

const CATEGORY_TEXT: Record<ConsentCategory, { title: string; description: string }> = {
  media: {
    title: 'Externe Medien',
    description: 'Videos und andere Inhalte von Drittanbietern. Erst mit Ihrer Einwilligung werden sie geladen und Daten an den Anbieter übertragen.',
  },
  statistics: {
    title: 'Statistik',
    description: 'Hilft uns zu verstehen, wie unsere Seiten genutzt werden. Erst mit Ihrer Einwilligung wird dafür ein Dienst von Google geladen.',
  },
};

/** What each vendor does, for the settings dialog. */
const VENDOR_TEXT: Record<VendorKey, string> = {
  mux: 'Videos, die bei Mux gespeichert sind und von dort abgespielt werden.',
  youtube: 'Eingebettete Videos von YouTube (Google Ireland Ltd.).',
  vimeo: 'Eingebettete Videos von Vimeo (Vimeo.com, Inc.).',
  tagManager: 'Misst, wie unsere Seiten genutzt werden, damit wir sie verbessern können (Google Ireland Ltd.).',
};

/** The word beside a category's switch while only some of its services are granted. */
export const PARTIAL_TEXT = 'teilweise';
const PARTIAL_CLASS = 'mc-partial';

/**
 * A category some but not all of whose services are granted is neither on nor off, but the
 * library shows its switch on as soon as one is ("Externe Medien" on with only YouTube granted).
 * Its checkbox is marked indeterminate (read out as "mixed"/"teilweise"; drawn half-way by
 * globals.css) with "teilweise" beside it; the library's own state is left as it is (it reads
 * the checkbox's `checked` when the choice is saved).
 */
export function markPartialCategories(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLInputElement>('input.section__toggle:not([data-category])')) {
    const services = Array.from(root.querySelectorAll<HTMLInputElement>(`input.section__toggle[data-category="${CSS.escape(toggle.value)}"]`));
    const granted = services.filter((service) => service.checked).length;
    const partial = granted > 0 && granted < services.length;
    toggle.indeterminate = partial;
    const title = toggle.closest('.pm__section-title-wrapper')?.querySelector('.pm__section-title');
    const word = title?.querySelector(`.${PARTIAL_CLASS}`);
    if (partial && title && !word) {
      const badge = document.createElement('span');
      badge.className = `pm__badge ${PARTIAL_CLASS}`;
      // The checkbox says it already ("mixed"); this is for the eye.
      badge.setAttribute('aria-hidden', 'true');
      badge.textContent = PARTIAL_TEXT;
      title.append(badge);
    } else if (!partial) word?.remove();
  }
}

/** After the library's own handler: a service's switch sets its category's, a category's all its services'. */
function onToggleChange(event: Event) {
  const dialog = event.target instanceof Element ? event.target.closest('#cc-main .pm') : null;
  if (dialog) markPartialCategories(dialog);
}

/**
 * vanilla-cookieconsent 3 (well kept, MIT, no requests of its own), configured with one service
 * per vendor. It keeps the visitor's choice in a first-party cookie, so consent survives reloads.
 */
export function embeddedAdapter({
  tagManager,
  videoVendors,
  privacyPolicyPath,
}: {
  tagManager: boolean;
  videoVendors: readonly VideoVendor[];
  privacyPolicyPath: string;
}): ConsentAdapter {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // A vendor is a service only where the site uses it: the tag manager with its id, the video platforms named.
  const vendors = (Object.keys(VENDORS) as VendorKey[]).filter((key) => (key === 'tagManager' ? tagManager : videoVendors.includes(key)));
  const categories = [...new Set(vendors.map((key) => VENDORS[key].category))];
  let api: typeof CookieConsent | undefined;

  const privacyLink = `<a href="${escapeHtml(privacyPolicyPath)}">Datenschutzerklärung</a>`;

  return {
    async load() {
      // With the script, always: it puts its dialogs into the page at once (hidden by these styles),
      // and without them their text showed under the footer as plain text.
      await Promise.all([loadScript(EMBEDDED_SCRIPT), loadStylesheet(EMBEDDED_STYLESHEET)]);
      const loaded: typeof CookieConsent | undefined = window.CookieConsent;
      if (!loaded) throw new Error(`${EMBEDDED_SCRIPT} did not define CookieConsent`);
      await loaded.run({
        // Only a site-wide service (the tag manager) is worth a banner on arrival; videos ask in place.
        autoShow: tagManager,
        // Its bot check also takes browsers driven by tests (navigator.webdriver) for bots.
        hideFromBots: false,
        manageScriptTags: false,
        cookie: { name: 'mc_consent', sameSite: 'Lax', expiresAfterDays: 182 },
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          ...Object.fromEntries(
            categories.map((category) => [
              category,
              {
                services: Object.fromEntries(
                  vendors.filter((key) => VENDORS[key].category === category).map((key) => [key, { label: VENDORS[key].label }]),
                ),
              },
            ]),
          ),
        },
        onConsent: notify,
        onChange: notify,
        // The dialog's switches are set anew from the saved choice each time it opens.
        onModalShow: ({ modalName }) => {
          const dialog = document.querySelector('#cc-main .pm');
          if (modalName === 'preferencesModal' && dialog) markPartialCategories(dialog);
        },
        language: {
          default: 'de',
          translations: {
            de: {
              consentModal: {
                title: 'Ihre Privatsphäre',
                description:
                  'Wir laden Dienste von Drittanbietern erst, wenn Sie zustimmen. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
                acceptAllBtn: 'Alle akzeptieren',
                acceptNecessaryBtn: 'Nur notwendige',
                showPreferencesBtn: 'Einstellungen',
                footer: privacyLink,
              },
              preferencesModal: {
                title: 'Cookie-Einstellungen',
                acceptAllBtn: 'Alle akzeptieren',
                acceptNecessaryBtn: 'Alle ablehnen',
                savePreferencesBtn: 'Auswahl speichern',
                closeIconLabel: 'Schließen',
                serviceCounterLabel: 'Dienst|Dienste',
                sections: [
                  {
                    title: 'Ihre Wahl',
                    description: `Hier entscheiden Sie, welche Dienste von Drittanbietern wir laden dürfen, und können eine Einwilligung jederzeit widerrufen. Mehr in unserer ${privacyLink}.`,
                  },
                  {
                    title: 'Notwendig',
                    description: 'Speichert nur Ihre Auswahl auf dieser Seite. Ohne sie könnten wir uns Ihre Entscheidung nicht merken.',
                    linkedCategory: 'necessary',
                  },
                  ...categories.map((category) => ({
                    ...CATEGORY_TEXT[category],
                    description: `${CATEGORY_TEXT[category].description}<br>${vendors
                      .filter((key) => VENDORS[key].category === category)
                      .map((key) => `<strong>${escapeHtml(VENDORS[key].label)}</strong>: ${escapeHtml(VENDOR_TEXT[key])}`)
                      .join('<br>')}`,
                    linkedCategory: category,
                  })),
                ],
              },
            },
          },
        },
      });
      api = loaded;
      // One listener however often this runs (the same function is added once).
      document.addEventListener('change', onToggleChange);
    },
    services() {
      const current = api;
      if (!current) return [];
      return vendors.map((key) => ({ id: key, name: VENDORS[key].name, consent: current.acceptedService(key, VENDORS[key].category) }));
    },
    async accept(serviceId) {
      const vendor = vendors.find((key) => key === serviceId);
      if (!api || !vendor) return;
      const { category } = VENDORS[vendor];
      // acceptService replaces the category's selection: keep the services accepted before.
      const current = api;
      const accepted = vendors.filter((key) => VENDORS[key].category === category && current.acceptedService(key, category));
      current.acceptService([...accepted, vendor], category);
      notify();
    },
    showSettings() {
      api?.showPreferences();
    },
    onChange(listener) {
      listeners.add(listener);
    },
  };
}
