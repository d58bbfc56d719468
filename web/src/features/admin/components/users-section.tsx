import type { AdminUser } from '@dealer/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAdminUsers, useReinviteUser } from '../api/platform-users';
import { accountStateKeys } from './platform-labels';
import { UserCreateDialog } from './user-create-dialog';
import { UserEditDialog } from './user-edit-dialog';

/**
 * Users (issue 13, platform operations): search, invite a new one, edit one (the admin flag
 * included), and send a new invitation link to one who has not chosen a password yet.
 */
export function UsersSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const users = useAdminUsers(useDeferredValue(search.trim()));
  const reinvite = useReinviteUser();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const handleReinvite = (userId: number) =>
    reinvite.mutate(userId, {
      onSuccess: () => toast.success('platformAdmin.invited'),
      onError: () => toast.error('platformAdmin.saveFailed'),
    });

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="admin-users-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="admin-users-title" sx={{ flex: 1 }}>
          {t('platformAdmin.users')}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('platformAdmin.searchUsers')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'users-search' } }}
        />
        <Button variant="contained" onClick={() => setIsCreating(true)} data-testid="user-new">
          {t('platformAdmin.newUser')}
        </Button>
      </Stack>
      {users.isPending ? (
        <CircularProgress aria-label={t('platformAdmin.loading')} />
      ) : users.isError ? (
        <Typography color="error">{t('platformAdmin.loadFailed')}</Typography>
      ) : users.data.length === 0 ? (
        <Typography>{t('platformAdmin.noUsers')}</Typography>
      ) : (
        <Table size="small" data-testid="users-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('platformAdmin.email')}</TableCell>
              <TableCell>{t('platformAdmin.user')}</TableCell>
              <TableCell>{t('platformAdmin.organisations')}</TableCell>
              <TableCell>{t('platformAdmin.state')}</TableCell>
              <TableCell>
                <span style={visuallyHidden}>{t('platformAdmin.actions')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data.map((user) => (
              <TableRow key={user.id} data-testid={`user-row-${user.id}`}>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  {user.firstName} {user.lastName}
                  {user.nwAdmin ? (
                    <Chip
                      size="small"
                      color="secondary"
                      label={t('platformAdmin.nwAdminShort')}
                      sx={{ ml: 1 }}
                    />
                  ) : null}
                </TableCell>
                <TableCell>
                  {user.memberships.map((membership) => membership.organisationName).join(', ')}
                </TableCell>
                <TableCell>{t(accountStateKeys[user.state])}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {user.state !== 'active' ? (
                      <Button
                        size="small"
                        disabled={reinvite.isPending}
                        onClick={() => handleReinvite(user.id)}
                      >
                        {t('platformAdmin.inviteAgain')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      onClick={() => setEditing(user)}
                      aria-label={t('platformAdmin.editNamed', { name: user.email })}
                    >
                      {t('platformAdmin.edit')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isCreating ? <UserCreateDialog onClose={() => setIsCreating(false)} /> : null}
      {editing ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
