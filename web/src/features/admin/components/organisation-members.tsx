import type { AdminMember, AdminOrganisation } from '@dealer/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAdminUsers, useSaveMembership } from '../api/platform-users';
import { RoleCheckboxes } from './membership-picker';

/** A member's roles, saved as they are ticked; and leaving the organisation. */
function MemberRow({ organisationId, member }: { organisationId: number; member: AdminMember }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveMembership();
  const change = (roleIds: number[] | null) =>
    save.mutate(
      { userId: member.userId, organisationId, roleIds },
      {
        onSuccess: () => toast.success('platformAdmin.saved'),
        onError: () => toast.error('platformAdmin.saveFailed'),
      },
    );
  return (
    <TableRow data-testid={`member-${member.userId}`}>
      <TableCell>
        {member.firstName} {member.lastName}
        <Typography variant="body2" color="text.secondary">
          {member.email}
        </Typography>
      </TableCell>
      <TableCell>
        <RoleCheckboxes
          organisationId={organisationId}
          roleIds={member.roleIds}
          onChange={change}
          testIdPrefix={`member-${member.userId}-role`}
        />
      </TableCell>
      <TableCell align="right">
        <Button size="small" color="error" disabled={save.isPending} onClick={() => change(null)}>
          {t('platformAdmin.removeMember')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Adds an existing user (searched by e-mail or name) to the organisation, without roles. */
function AddMember({ organisation }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const save = useSaveMembership();
  const memberIds = new Set(organisation.members.map((member) => member.userId));
  return (
    <Autocomplete
      sx={{ maxWidth: 420 }}
      options={(users.data ?? []).filter((user) => !memberIds.has(user.id))}
      getOptionLabel={(user) => `${user.firstName} ${user.lastName} <${user.email}>`}
      filterOptions={(all) => all}
      value={null}
      blurOnSelect
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_, user) => {
        if (user)
          save.mutate(
            { userId: user.id, organisationId: organisation.id, roleIds: [] },
            {
              onSuccess: () => toast.success('platformAdmin.saved'),
              onError: () => toast.error('platformAdmin.saveFailed'),
            },
          );
      }}
      renderInput={(params) => <TextField {...params} label={t('platformAdmin.addMember')} />}
    />
  );
}

/** The organisation's members with their roles (issue 13: memberships and roles). */
export function OrganisationMembers({ organisation }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      {organisation.members.length === 0 ? (
        <Typography>{t('platformAdmin.noMembers')}</Typography>
      ) : (
        <Table size="small" data-testid="organisation-members">
          <TableHead>
            <TableRow>
              <TableCell>{t('platformAdmin.user')}</TableCell>
              <TableCell>{t('platformAdmin.roles')}</TableCell>
              <TableCell>
                <span style={visuallyHidden}>{t('platformAdmin.actions')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {organisation.members.map((member) => (
              <MemberRow key={member.userId} organisationId={organisation.id} member={member} />
            ))}
          </TableBody>
        </Table>
      )}
      <AddMember organisation={organisation} />
    </Stack>
  );
}
