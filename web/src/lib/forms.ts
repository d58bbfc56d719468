import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';

/**
 * The text of a form field's error. Forms validate with the domain's zod schemas (through
 * react-hook-form's zodResolver), whose issues name their rule in the message, as the server's
 * validation answers do: a rule with a catalogue text shows it, any other issue the generic
 * "check what you entered".
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation();
  return (error: FieldError | undefined, values?: Record<string, string>): string | undefined => {
    if (!error) return undefined;
    const key = `validation.${error.message ?? ''}`;
    return i18n.exists(key)
      ? String(t(key as 'validation.mandatory', values))
      : t('errors.validation_failed');
  };
}
