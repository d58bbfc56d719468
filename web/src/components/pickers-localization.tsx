import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, fiFI, svSE } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { fi } from 'date-fns/locale/fi';
import { sv } from 'date-fns/locale/sv';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/use-locale';

// The pickers' own texts (the calendar's buttons, the sections' placeholders) and date-fns's
// month and weekday names, in the UI's language. Imported only by the lazy chunks that show a
// picker: buyers browsing never download them.
const pickerLocales = {
  'fi-fi': { adapterLocale: fi, texts: fiFI },
  'en-gb': { adapterLocale: enGB, texts: enUS },
  'sv-se': { adapterLocale: sv, texts: svSE },
} as const;

/**
 * The date and time pickers' localisation. The pickers work on the wall-clock parts only: what
 * they show and return is a Helsinki date and time, turned into an instant by the domain.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const { adapterLocale, texts } = pickerLocales[useLocale()];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={adapterLocale}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
