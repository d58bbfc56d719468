import { auctionItemsApi, type CreateDraftRequest } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { auctionItemKey, itemPath } from '../../../lib/items/auction-item';
import { organisationItemsKey } from '../../../lib/items/organisation-items';

/**
 * Creates an empty draft for the selected organisation (the server fills the organisation's
 * defaults) and opens it; a failure shows the draft-save error (spec 2, Create-draft dialog).
 */
export function useCreateDraft({ onCreated }: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const organisationId = user.selectedOrganisationId;

  const mutation = useMutation({
    mutationFn: (licenseNumber: string) => {
      const body: CreateDraftRequest = { organisationId: organisationId ?? 0 };
      const trimmed = licenseNumber.trim();
      if (trimmed) body.licenseNumber = trimmed;
      return callApi(auctionItemsApi.create, { body });
    },
    onSuccess: (item) => {
      queryClient.setQueryData(auctionItemKey(item.id), item);
      void queryClient.invalidateQueries({ queryKey: organisationItemsKey(item.organisationId) });
      onCreated?.();
      void navigate(itemPath(item.id));
    },
    onError: () => toast.error('toast.draftSaveFailed'),
  });
  return { ...mutation, canCreate: organisationId !== null };
}
