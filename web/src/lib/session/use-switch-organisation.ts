import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSelectedOrganisation } from './session-api';

/**
 * Selects another organisation (spec 4, Shell behaviour). Every cached answer belongs to the
 * old organisation, so all of it reloads: the session (user, permissions, offices) included,
 * which makes the navigation follow. The mutation stays pending until the reload is done.
 */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSelectedOrganisation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
