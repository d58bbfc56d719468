import {
  type DraftFieldName,
  type DraftFields,
  type DraftRuleKey,
  type AuctionItem,
} from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { auctionItemKey } from '../../../lib/items/auction-item';
import { organisationItemsKey } from '../../../lib/items/organisation-items';
import { itemMutationScope, updateDraft, updateMutationKey } from '../api/update-draft';

export type DraftPatch = Partial<DraftFields>;
export type FieldErrors = Partial<Record<DraftFieldName, DraftRuleKey>>;

const keysOf = (patch: DraftPatch) => Object.keys(patch) as DraftFieldName[];

/** The record without the keys, or the record itself when it has none of them. */
function without<T extends object>(record: T, keys: readonly string[]): T {
  if (!keys.some((key) => key in record)) return record;
  const next = { ...record };
  for (const key of keys) delete next[key as keyof T];
  return next;
}

/**
 * Field-by-field saving of a draft (spec 2, Draft editing). A value being saved shows at once
 * (`draft` is the stored item with the unsaved values over it); a failed save drops it, so the
 * page shows the stored item again, bumps the field's revision (inputs keyed by it forget what
 * was typed), and says so. A 422 names the rule each field broke. Saves go one at a time.
 */
export function useDraftSaver(item: AuctionItem) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<DraftPatch>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [revisions, setRevisions] = useState<Partial<Record<DraftFieldName, number>>>({});

  // A later save of the same field keeps its own value showing.
  const settle = (patch: DraftPatch) =>
    setPending((current) => {
      const settled = keysOf(patch).filter((name) => current[name] === patch[name]);
      return without(current, settled);
    });

  const mutation = useMutation({
    mutationKey: updateMutationKey(item.id),
    scope: itemMutationScope(item.id),
    mutationFn: (patch: DraftPatch) => updateDraft(item.id, patch),
    onMutate: (patch) => setPending((current) => ({ ...current, ...patch })),
    onSuccess: (saved, patch) => {
      queryClient.setQueryData(auctionItemKey(item.id), saved);
      // My items shows the licence number, make and model: its list is stale after a save.
      void queryClient.invalidateQueries({ queryKey: organisationItemsKey(saved.organisationId) });
      setServerErrors((current) => without(current, keysOf(patch)));
      settle(patch);
    },
    onError: (error, patch) => {
      toast.error('toast.draftSaveFailed');
      const broken = isApiError(error) && error.code === 'rule_broken' ? error.fields : undefined;
      setServerErrors((current) => ({ ...without(current, keysOf(patch)), ...broken }));
      setRevisions((current) => {
        const next = { ...current };
        for (const name of keysOf(patch)) next[name] = (next[name] ?? 0) + 1;
        return next;
      });
      settle(patch);
    },
  });

  // The cache answers at once after a save; the query's own re-render follows a moment later,
  // and the page must not show the old value in between.
  const stored = queryClient.getQueryData<AuctionItem>(auctionItemKey(item.id)) ?? item;
  return {
    draft: { ...stored, ...pending },
    save: (patch: DraftPatch) => mutation.mutate(patch),
    isSaving: Object.keys(pending).length > 0,
    serverErrors,
    revisionOf: (name: DraftFieldName) => revisions[name] ?? 0,
  };
}

export type DraftSaver = ReturnType<typeof useDraftSaver>;
