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
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAdminOrganisations } from '../api/platform-organisations';
import { OrganisationDetailsDialog } from './organisation-details-dialog';
import { OrganisationFormDialog } from './organisation-form-dialog';
import { productKeyOf } from './platform-labels';

/**
 * Organisations (issue 13, platform operations; there is no external store service): search,
 * create, and open one to edit it, its subscriptions, licence, offices and members.
 */
export function OrganisationsSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const organisations = useAdminOrganisations(useDeferredValue(search.trim()));
  const [isCreating, setIsCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="admin-organisations-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="admin-organisations-title" sx={{ flex: 1 }}>
          {t('platformAdmin.organisations')}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('platformAdmin.searchOrganisations')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'organisations-search' } }}
        />
        <Button
          variant="contained"
          onClick={() => setIsCreating(true)}
          data-testid="organisation-new"
        >
          {t('platformAdmin.newOrganisation')}
        </Button>
      </Stack>
      {organisations.isPending ? (
        <CircularProgress aria-label={t('platformAdmin.loading')} />
      ) : organisations.isError ? (
        <Typography color="error">{t('platformAdmin.loadFailed')}</Typography>
      ) : organisations.data.length === 0 ? (
        <Typography>{t('platformAdmin.noOrganisations')}</Typography>
      ) : (
        <Table size="small" data-testid="organisations-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('platformAdmin.name')}</TableCell>
              <TableCell>{t('platformAdmin.businessIdentityCode')}</TableCell>
              <TableCell>{t('platformAdmin.subscriptions')}</TableCell>
              <TableCell>{t('platformAdmin.licence')}</TableCell>
              <TableCell align="right">{t('platformAdmin.memberCount')}</TableCell>
              <TableCell>
                <span style={visuallyHidden}>{t('platformAdmin.actions')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {organisations.data.map((organisation) => (
              <TableRow key={organisation.id} data-testid={`organisation-row-${organisation.id}`}>
                <TableCell>{organisation.name}</TableCell>
                <TableCell>{organisation.businessIdentityCode}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {organisation.products.map((type) => (
                      <Chip key={type} size="small" label={t(productKeyOf(type))} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  {t(
                    organisation.hasLicence
                      ? 'platformAdmin.licenceOn'
                      : 'platformAdmin.licenceOff',
                  )}
                </TableCell>
                <TableCell align="right">{organisation.memberCount}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => setOpenId(organisation.id)}
                    aria-label={t('platformAdmin.openNamed', { name: organisation.name })}
                  >
                    {t('platformAdmin.open')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isCreating ? (
        <OrganisationFormDialog
          organisation={null}
          onClose={(saved) => {
            setIsCreating(false);
            if (saved) setOpenId(saved.id);
          }}
        />
      ) : null}
      {openId !== null ? (
        <OrganisationDetailsDialog organisationId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </Paper>
  );
}
