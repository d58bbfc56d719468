/** Supported user locales; fi-fi is the default and the fallback (organisation-and-settings 1). */
export const locales = ['fi-fi', 'en-gb', 'sv-se'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fi-fi';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The user's stored locale, or the default when it is missing or unknown. */
export function resolveLocale(value: string | null | undefined): Locale {
  const lower = value?.toLowerCase();
  return isLocale(lower) ? lower : defaultLocale;
}

/**
 * The BCP 47 tag Intl formats a locale with. Swedish here is Finland's Swedish: sv-FI writes
 * dates as 24.11.2026, where sv and sv-SE write 2026-11-24 (issue 15).
 */
const intlTags = { 'fi-fi': 'fi-FI', 'en-gb': 'en-GB', 'sv-se': 'sv-FI' } as const satisfies Record<
  Locale,
  string
>;

export const intlLocaleOf = (locale: Locale): string => intlTags[locale];
