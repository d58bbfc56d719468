import {
  planDefaultVisibilitySave,
  planGroupItemsSave,
  targetGroupsApi,
  VisibilityType,
  type DefaultOfficeGroup,
  type GroupItemDraft,
} from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type { CompanyGroup, CompanyGroupItem, DefaultOfficeCompanyGroup } from '@dealer/domain';

export const companyGroupsKey = (organisationId: number) =>
  ['organisations', organisationId, 'companyGroups'] as const;
export const defaultOfficeGroupsKey = (organisationId: number) =>
  ['organisations', organisationId, 'defaultOfficeCompanyGroups'] as const;

export function useCompanyGroups(organisationId: number) {
  return useQuery({
    queryKey: companyGroupsKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(targetGroupsApi.list, { params: { organisationId } }, { signal }),
  });
}

export function useDefaultOfficeGroups(organisationId: number) {
  return useQuery({
    queryKey: defaultOfficeGroupsKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(
        targetGroupsApi.listDefaults,
        { query: { organisationId: String(organisationId) } },
        { signal },
      ),
  });
}

/** Spec 4, new mode: the group first, then each of its items, one after another. */
export async function createGroupWithItems(
  organisationId: number,
  name: string,
  items: readonly GroupItemDraft[],
) {
  const group = await callApi(targetGroupsApi.create, {
    body: { organisationId, name: name.trim(), companyGroupType: 0 },
  });
  await saveGroupItems(group.id, [], items);
  return group;
}

/** Spec 4, edit mode: the removed items are deleted first, then the new items created. */
export async function saveGroupItems(
  groupId: number,
  removedIds: readonly number[],
  items: readonly GroupItemDraft[],
) {
  for (const call of planGroupItemsSave(removedIds, items)) {
    if (call.kind === 'delete')
      await callApi(targetGroupsApi.deleteItem, {
        params: { companyGroupId: groupId, companyGroupItemId: call.id },
      });
    else
      await callApi(targetGroupsApi.addItem, {
        params: { companyGroupId: groupId },
        body: { businessIdentityCode: call.businessIdentityCode, name: call.name },
      });
  }
}

export const renameGroup = (groupId: number, name: string) =>
  callApi(targetGroupsApi.rename, {
    params: { companyGroupId: groupId },
    body: { name: name.trim() },
  });

export const deleteGroup = (groupId: number) =>
  callApi(targetGroupsApi.delete, { params: { companyGroupId: groupId } });

/** Spec 4: an office's default visibility saved call by call, in the plan's order. */
export async function saveDefaultVisibility(
  organisationId: number,
  officeId: number,
  existing: readonly DefaultOfficeGroup[],
  selectedGroupIds: readonly number[],
  visibilityType: VisibilityType,
) {
  // The dialog shows anything but a whitelist as a blacklist (spec 4), and saves what it shows.
  const shown =
    visibilityType === VisibilityType.WhiteList ? visibilityType : VisibilityType.BlackList;
  for (const call of planDefaultVisibilitySave(existing, selectedGroupIds, shown)) {
    if (call.kind === 'update')
      await callApi(targetGroupsApi.updateDefault, {
        params: { id: call.id },
        body: { id: call.id, visibilityType: shown },
      });
    else if (call.kind === 'delete')
      await callApi(targetGroupsApi.deleteDefault, { params: { id: call.id } });
    else
      await callApi(targetGroupsApi.addDefault, {
        body: {
          organisationId,
          officeId,
          companyGroupId: call.companyGroupId,
          visibilityType: shown,
        },
      });
  }
}
