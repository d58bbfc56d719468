import { settingsApi, type OrganisationSettings } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';

export const organisationSettingsKey = (organisationId: number) =>
  ['organisations', organisationId, 'settings'] as const;

/** GET /api/Settings/organisation/{id}/settings. */
export function useOrganisationSettings(organisationId: number) {
  return useQuery({
    queryKey: organisationSettingsKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(settingsApi.organisationSettings, { params: { organisationId } }, { signal }),
  });
}

/**
 * Saves a change to the settings (spec 4): the whole settings object is sent with the change
 * applied; a change made while a save runs is ignored; after the answer the settings are reloaded
 * (also after a failure, so the page shows what is stored). A save on a stale copy is a 409.
 */
export function useSaveSettings(organisationId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const isSaving = useRef(false);
  const mutation = useMutation({
    mutationFn: (settings: OrganisationSettings) =>
      callApi(settingsApi.saveOrganisationSettings, {
        params: { organisationId },
        body: settings,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(organisationSettingsKey(organisationId), saved);
      toast.success('toast.infoUpdated');
    },
    onError: () => toast.error('toast.infoUpdateError'),
    onSettled: () => {
      isSaving.current = false;
      return queryClient.invalidateQueries({ queryKey: organisationSettingsKey(organisationId) });
    },
  });
  const save = (change: Partial<OrganisationSettings>) => {
    const current = queryClient.getQueryData<OrganisationSettings>(
      organisationSettingsKey(organisationId),
    );
    if (!current || isSaving.current) return false;
    isSaving.current = true;
    mutation.mutate({ ...current, ...change });
    return true;
  };
  return { save, isSaving: mutation.isPending };
}
