import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/forms';

/**
 * A field error's text: the platform admin's own rules (business identity code, e-mail taken,
 * passwords) from the `platformAdmin.rules` catalogue, any other through the shared one.
 */
export function useAdminFieldErrorText() {
  const { t, i18n } = useTranslation();
  const shared = useFieldErrorText();
  return (error: FieldError | undefined): string | undefined => {
    const key = `platformAdmin.rules.${error?.message ?? ''}`;
    return error && i18n.exists(key)
      ? String(t(key as 'platformAdmin.rules.wrong_check_digit'))
      : shared(error);
  };
}

/**
 * Puts the server's field errors (`error.fields`: field -> rule) on the form's fields; answers
 * whether there were any, so the caller shows a toast only for other failures.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const known = Object.entries(error.fields).filter(([field]) => fieldNames.includes(field));
  for (const [field, rule] of known) setError(field as Path<T>, { type: 'server', message: rule });
  return known.length > 0;
}
