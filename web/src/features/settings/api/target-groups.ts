import {
  planDefaultVisibilitySave,
  planGroupItemsSave,
  type DefaultOfficeGroup,
  type GroupItemDraft,
  type VisibilityType,
} from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export interface CompanyGroupItem {
  id: number;
  businessIdentityCode: string;
  name: string;
}

export interface CompanyGroup {
  id: number;
  organisationId: number;
  name: string;
  companyGroupType: number;
  companyGroupItems: CompanyGroupItem[];
}

export interface DefaultOfficeCompanyGroup extends DefaultOfficeGroup {
  organisationId: number;
  officeId: number;
  companyGroupName: string;
}

export const companyGroupsKey = (organisationId: number) =>
  ['organisations', organisationId, 'companyGroups'] as const;
export const defaultOfficeGroupsKey = (organisationId: number) =>
  ['organisations', organisationId, 'defaultOfficeCompanyGroups'] as const;

export function useCompanyGroups(organisationId: number) {
  return useQuery({
    queryKey: companyGroupsKey(organisationId),
    queryFn: ({ signal }) =>
      apiGet<CompanyGroup[]>(`/api/CompanyGroups/organisation/${organisationId}`, { signal }),
  });
}

export function useDefaultOfficeGroups(organisationId: number) {
  return useQuery({
    queryKey: defaultOfficeGroupsKey(organisationId),
    queryFn: ({ signal }) =>
      apiGet<DefaultOfficeCompanyGroup[]>(
        `/api/Settings/DefaultOfficeCompanyGroups?organisationId=${organisationId}`,
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
  const group = await apiSend<CompanyGroup>('POST', '/api/CompanyGroups', {
    organisationId,
    name: name.trim(),
    companyGroupType: 0,
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
      await apiSend('DELETE', `/api/CompanyGroups/${groupId}/item/${call.id}`);
    else
      await apiSend('POST', `/api/CompanyGroups/${groupId}/Item`, {
        businessIdentityCode: call.businessIdentityCode,
        name: call.name,
      });
  }
}

export const renameGroup = (groupId: number, name: string) =>
  apiSend<CompanyGroup>('PATCH', `/api/CompanyGroups/${groupId}`, { name: name.trim() });

export const deleteGroup = (groupId: number) => apiSend('DELETE', `/api/CompanyGroups/${groupId}`);

/** Spec 4: an office's default visibility saved call by call, in the plan's order. */
export async function saveDefaultVisibility(
  organisationId: number,
  officeId: number,
  existing: readonly DefaultOfficeGroup[],
  selectedGroupIds: readonly number[],
  visibilityType: VisibilityType,
) {
  const base = '/api/Settings/DefaultOfficeCompanyGroups';
  for (const call of planDefaultVisibilitySave(existing, selectedGroupIds, visibilityType)) {
    if (call.kind === 'update')
      await apiSend('PATCH', `${base}/${call.id}`, { id: call.id, visibilityType });
    else if (call.kind === 'delete') await apiSend('DELETE', `${base}/${call.id}`);
    else
      await apiSend('POST', base, {
        organisationId,
        officeId,
        companyGroupId: call.companyGroupId,
        visibilityType,
      });
  }
}
