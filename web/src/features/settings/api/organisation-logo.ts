import { settingsApi } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session/session-query';

export const organisationLogoKey = (organisationId: number) =>
  ['organisations', organisationId, 'logo'] as const;

/** GET /api/Settings/organisation/{id}/logo. */
export function useOrganisationLogo(organisationId: number) {
  return useQuery({
    queryKey: organisationLogoKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(settingsApi.organisationLogo, { params: { organisationId } }, { signal }),
  });
}

/** Sends one image as the organisation's logo (multipart field `files`, as item photos go). */
const uploadLogo = (organisationId: number, image: File) => {
  const form = new FormData();
  form.append('files', image, image.name);
  return callApi(settingsApi.replaceOrganisationLogo, { params: { organisationId }, form });
};

const removeLogo = (organisationId: number) =>
  callApi(settingsApi.removeOrganisationLogo, { params: { organisationId } });

/**
 * Replaces (an image) or removes (null) the logo. The answer is the logo now; the session's
 * organisations carry it too, so they reload.
 */
export function useChangeLogo(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File | null) =>
      image ? uploadLogo(organisationId, image) : removeLogo(organisationId),
    onSuccess: (logo) => {
      queryClient.setQueryData(organisationLogoKey(organisationId), logo);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
