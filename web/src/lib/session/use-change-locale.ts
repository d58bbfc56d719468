import type { Locale } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLocale, i18n } from '../../i18n';
import { localeOf } from '../../i18n/languages';
import type { Session } from './load-session';
import { sessionQueryKey } from './session-query';
import { setUserLocale } from './session-api';

/**
 * Changes the language at once and saves it to the user (spec 4); a failed save puts the
 * previous language back, and the caller tells the user.
 */
export function useChangeLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserLocale,
    onMutate: (locale: Locale) => {
      const previous = localeOf(i18n.language);
      void applyLocale(locale);
      return { previous };
    },
    onSuccess: (user) =>
      queryClient.setQueryData<Session>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, locale: user.locale } } : session,
      ),
    onError: (_error, _locale, context) => {
      if (context) void applyLocale(context.previous);
    },
  });
}
