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
