import type { AdminOffice } from '@dealer/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAdminOrganisation } from '../api/platform-organisations';
import { OfficeFormDialog } from './office-form-dialog';
import { OrganisationFormDialog } from './organisation-form-dialog';
import { OrganisationMembers } from './organisation-members';
import { productKeyOf } from './platform-labels';
import { UserCreateDialog } from './user-create-dialog';

type Editing =
  | { kind: 'organisation' }
  | { kind: 'office'; office: AdminOffice | null }
  | { kind: 'user' }
  | null;

/** One organisation as the admin keeps it: details, offices and members (issue 13). */
export function OrganisationDetailsDialog({
  organisationId,
  onClose,
}: {
  organisationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const organisation = useAdminOrganisation(organisationId);
  const [editing, setEditing] = useState<Editing>(null);
  const data = organisation.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{data?.name ?? t('platformAdmin.organisation')}</DialogTitle>
      <DialogContent>
        {!data ? (
          <CircularProgress aria-label={t('platformAdmin.loading')} />
        ) : (
          <Stack spacing={2} data-testid="organisation-details">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>
                {data.businessIdentityCode} · {data.streetAddress}, {data.postalAreaCode}{' '}
                {data.postOfficeName}
              </Typography>
              {data.products.map((type) => (
                <Chip key={type} size="small" label={t(productKeyOf(type))} />
              ))}
              <Chip
                size="small"
                color={data.hasLicence ? 'success' : 'default'}
                label={t(data.hasLicence ? 'platformAdmin.licenceOn' : 'platformAdmin.licenceOff')}
              />
              <Button
                size="small"
                onClick={() => setEditing({ kind: 'organisation' })}
                data-testid="organisation-edit"
              >
                {t('platformAdmin.edit')}
              </Button>
            </Stack>

            <Typography variant="h6" component="h3">
              {t('platformAdmin.offices')}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('platformAdmin.officeName')}</TableCell>
                  <TableCell>{t('platformAdmin.address')}</TableCell>
                  <TableCell>
                    <span style={visuallyHidden}>{t('platformAdmin.actions')}</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.offices.map((office) => (
                  <TableRow key={office.id}>
                    <TableCell>{office.name}</TableCell>
                    <TableCell>
                      {office.streetAddress}, {office.postalAreaCode} {office.postOfficeName}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setEditing({ kind: 'office', office })}>
                        {t('platformAdmin.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setEditing({ kind: 'office', office: null })}
              data-testid="office-add"
            >
              {t('platformAdmin.newOffice')}
            </Button>

            <Typography variant="h6" component="h3">
              {t('platformAdmin.members')}
            </Typography>
            <OrganisationMembers organisation={data} />
            <Button
              sx={{ alignSelf: 'flex-start' }}
              variant="outlined"
              onClick={() => setEditing({ kind: 'user' })}
              data-testid="organisation-new-user"
            >
              {t('platformAdmin.newUser')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="organisation-details-close">
          {t('common.close')}
        </Button>
      </DialogActions>
      {data && editing?.kind === 'organisation' ? (
        <OrganisationFormDialog organisation={data} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'office' ? (
        <OfficeFormDialog
          organisationId={organisationId}
          office={editing.office}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'user' ? (
        <UserCreateDialog organisationId={organisationId} onClose={() => setEditing(null)} />
      ) : null}
    </Dialog>
  );
}
