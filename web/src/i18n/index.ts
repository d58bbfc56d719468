import { defaultLocale, type Locale } from '@dealer/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fi from './fi.json';
import sv from './sv.json';
import { languageOf, readStoredLocale, storeLocale } from './languages';

export const i18n = i18next.createInstance();

// Resources are bundled (a few kilobytes each), so init is synchronous and the first render
// already has its texts: those of the language this browser used last, else Finnish, which is
// also the fallback (spec 1).
void i18n.use(initReactI18next).init({
  resources: {
    fi: { translation: fi },
    en: { translation: en },
    sv: { translation: sv },
  },
  lng: languageOf(readStoredLocale()),
  fallbackLng: languageOf(defaultLocale),
  supportedLngs: ['fi', 'en', 'sv'],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
});
document.documentElement.lang = i18n.language;

/** Switches the UI language at once, remembers it for the sign-in page and tells the page. */
export function applyLocale(locale: Locale): void {
  const language = languageOf(locale);
  storeLocale(locale);
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
