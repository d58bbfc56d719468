import { defaultLocale, resolveLocale, type Locale } from '@dealer/domain';

/**
 * i18next works with short language codes; the API and the formatters with the spec's locales.
 * This is the one place that maps between them.
 */
const languageByLocale = { 'fi-fi': 'fi', 'en-gb': 'en', 'sv-se': 'sv' } as const satisfies Record<
  Locale,
  string
>;
export type Language = (typeof languageByLocale)[Locale];

export const languageOf = (locale: Locale): Language => languageByLocale[locale];

export function localeOf(language: string | undefined): Locale {
  const entry = Object.entries(languageByLocale).find(([, code]) => code === language);
  return entry ? (entry[0] as Locale) : defaultLocale;
}

// The sign-in page has no user yet: it speaks the language this browser chose last time.
const storageKey = 'dealer-auction.locale';

export function readStoredLocale(): Locale {
  try {
    return resolveLocale(window.localStorage.getItem(storageKey));
  } catch {
    return defaultLocale; // storage can be blocked (private mode, policy)
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Not remembering the choice only costs the sign-in page its language.
  }
}
