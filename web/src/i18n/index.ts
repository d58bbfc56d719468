import { defaultLocale, type Locale } from '@dealer/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fi from './fi.json';
import { languageOf, readStoredLocale, storeLocale, type Language } from './languages';

export const i18n = i18next.createInstance();

// Finnish is the default and the fallback (spec 1), so it is bundled and init is synchronous.
// English and Swedish are fetched when first needed: a Finnish dealer's phone does not download
// the two catalogues it never shows (issue 10: the first load's JavaScript budget).
const catalogues: Record<Exclude<Language, 'fi'>, () => Promise<{ default: typeof fi }>> = {
  en: () => import('./en.json'),
  sv: () => import('./sv.json'),
};

void i18n.use(initReactI18next).init({
  resources: { fi: { translation: fi } },
  partialBundledLanguages: true,
  lng: languageOf(defaultLocale),
  fallbackLng: languageOf(defaultLocale),
  supportedLngs: ['fi', 'en', 'sv'],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
});

/** Adds the language's catalogue, fetching it the first time (a no-op for Finnish). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'fi' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await catalogues[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

async function switchTo(language: Language): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The language this browser used last, loaded: the app renders after it, so the first paint is
 * already in the right language. Finnish resolves at once.
 */
export const languageReady: Promise<void> = switchTo(languageOf(readStoredLocale())).catch(
  () => undefined, // a catalogue that cannot be fetched leaves the Finnish texts on screen
);

/** Switches the UI language, remembers it for the sign-in page and tells the page. */
export function applyLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return switchTo(languageOf(locale)).catch(() => undefined);
}
