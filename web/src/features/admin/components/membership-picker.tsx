import type { AdminOrganisationRow } from '@dealer/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAdminOrganisation, useAdminOrganisations } from '../api/platform-organisations';

/** A permission's name in the permissions page's words. */
const permissionNameKey = (key: string) => `permissions.names.${key}` as 'permissions.names.bid';

export interface MembershipChoice {
  organisationId: number;
  roleIds: number[];
}

/** The roles of one organisation as checkboxes, each with the permission it grants. */
export function RoleCheckboxes({
  organisationId,
  roleIds,
  onChange,
  testIdPrefix = 'role',
}: {
  organisationId: number;
  roleIds: number[];
  onChange: (roleIds: number[]) => void;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const organisation = useAdminOrganisation(organisationId);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('platformAdmin.roles')}</FormLabel>
      <FormGroup row>
        {(organisation.data?.roles ?? []).map((role) => (
          <FormControlLabel
            key={role.id}
            label={
              role.permissions.length === 0
                ? role.name
                : `${role.name} (${role.permissions.map((key) => t(permissionNameKey(key))).join(', ')})`
            }
            control={
              <Checkbox
                checked={roleIds.includes(role.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...roleIds, role.id]
                      : roleIds.filter((id) => id !== role.id),
                  )
                }
                slotProps={{ input: { 'data-testid': `${testIdPrefix}-${role.name}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/**
 * An organisation (searched by name) and the user's roles there; `fixedOrganisationId` when the
 * dialog was opened from that organisation.
 */
export function MembershipPicker({
  value,
  onChange,
  fixedOrganisationId,
}: {
  value: MembershipChoice | null;
  onChange: (value: MembershipChoice | null) => void;
  fixedOrganisationId?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminOrganisationRow | null>(null);
  const organisations = useAdminOrganisations(search);
  const options = organisations.data ?? [];
  return (
    <Stack spacing={1}>
      {fixedOrganisationId === undefined ? (
        <Autocomplete
          options={options}
          getOptionLabel={(option) => `${option.name} (${option.businessIdentityCode})`}
          filterOptions={(all) => all}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          value={selected}
          onInputChange={(_, text, reason) => {
            if (reason !== 'reset') setSearch(text);
          }}
          onChange={(_, option) => {
            setSelected(option);
            onChange(option ? { organisationId: option.id, roleIds: [] } : null);
          }}
          renderInput={(params) => (
            <TextField {...params} label={t('platformAdmin.organisation')} />
          )}
        />
      ) : null}
      {value ? (
        <RoleCheckboxes
          organisationId={value.organisationId}
          roleIds={value.roleIds}
          onChange={(roleIds) => onChange({ ...value, roleIds })}
        />
      ) : null}
    </Stack>
  );
}
