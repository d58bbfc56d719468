import type { Locale } from '@dealer/domain';
import { useTranslation } from './use-translation';
import { localeOf } from './languages';

/** The locale the UI speaks now, for the domain's formatters (formatEuros, formatDateTime). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.resolvedLanguage ?? i18n.language);
}
