import { defaultLocale, type Locale } from '@dealer/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fiFirstLoad from 'virtual:fi-first-load';
import { whenIdle } from '../lib/idle/on-idle';
import { languageOf, readStoredLocale, storeLocale, type Language } from './languages';

export const i18n = i18next.createInstance();

// Finnish is the default and the fallback (spec 1): the sections of fi.json the first screen
// shows (the shell and the items page) are bundled and init is synchronous; the whole Finnish
// catalogue, and English and Swedish, are fetched when first needed (issue 10: the first load's
// JavaScript budget).
const catalogues: Record<Language, () => Promise<{ default: object }>> = {
  fi: () => import('./fi.json'),
  en: () => import('./en.json'),
  sv: () => import('./sv.json'),
};

void i18n.use(initReactI18next).init({
  // A copy: adding the rest extends the store's object in place, and the module's stays as built.
  resources: { fi: { translation: { ...fiFirstLoad } } },
  partialBundledLanguages: true,
  lng: languageOf(defaultLocale),
  fallbackLng: languageOf(defaultLocale),
  supportedLngs: ['fi', 'en', 'sv'],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  // A text shown before its catalogue arrived renders again when it does.
  react: { bindI18nStore: 'added' },
  // Only to hear of such a text (the 'missingKey' event, use-translation.ts). The handler saves
  // nothing: without one, i18next would write the key itself into the store as the text, and the
  // catalogue arriving later would not replace it.
  saveMissing: true,
  missingKeyHandler: () => undefined,
});

const loading = new Map<Language, Promise<void>>();

/** Adds the language's whole catalogue, fetching it the first time. */
export function loadLanguage(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = catalogues[language]().then(({ default: catalogue }) => {
      // Deep, not overwriting: the whole Finnish catalogue adds the rest to the bundled sections.
      i18n.addResourceBundle(language, 'translation', catalogue, true, false);
    });
    loading.set(language, loaded);
    loaded.catch(() => loading.delete(language)); // a failed fetch is tried again on next use
  }
  return loaded;
}

async function switchTo(language: Language, isWhole: boolean): Promise<void> {
  if (isWhole || language !== 'fi') await loadLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The language this browser used last, loaded: the app renders after it, so the first paint is
 * already in the right language. Finnish resolves at once with its first screen's sections.
 */
export const languageReady: Promise<void> = switchTo(languageOf(readStoredLocale()), false).catch(
  () => undefined, // a catalogue that cannot be fetched leaves the Finnish texts on screen
);

/**
 * The current language's whole catalogue: every page but the items page renders after it, so
 * no page shows a key in place of a text. Fetched anyway once the first page is idle, for the
 * dialogs the shell opens.
 */
export function cataloguesReady(): Promise<void> {
  return languageReady.then(() => loadLanguage(i18n.language as Language));
}
whenIdle(() => void cataloguesReady().catch(() => undefined));

/** Switches the UI language, remembers it for the sign-in page and tells the page. */
export function applyLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return switchTo(languageOf(locale), true).catch(() => undefined);
}
