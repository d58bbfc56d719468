import { formatDate, formatEuros, type AdminSearchRow } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useAdminSearch } from '../api/admin-search';

/** Spec: the admin search takes a term of at most this many characters. */
const maxTermLength = 50;

function ResultRow({ row }: { row: AdminSearchRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = [row.licenseNumber, row.make, row.model].filter(Boolean).join(' ');
  const price = row.priceNow === null ? '–' : formatEuros(row.priceNow, locale);
  const state = row.isDraft
    ? t('admin.searchDraft')
    : t('admin.searchEnded', { date: formatDate(new Date(row.end), locale) });
  return (
    <ListItemButton
      component="a"
      href={`/ilmoitukset/${row.id}/admin`}
      target="_blank"
      rel="noopener"
      data-testid={`admin-search-result-${row.id}`}
    >
      <ListItemText primary={title || `#${row.id}`} secondary={`${price} · ${state}`} />
    </ListItemButton>
  );
}

/**
 * Spec 2, admin search dialog: a term (Enter searches too), then the items found by id or
 * licence number; each opens the admin view of the item in a new tab.
 */
export function AdminSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [term, setTerm] = useState('');
  const search = useAdminSearch();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() === '') return;
    search.mutate(term, { onError: () => toast.error('admin.searchFailed') });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('admin.searchTitle')}</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={handleSubmit} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('admin.searchLabel')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: maxTermLength, 'data-testid': 'admin-search-term' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={search.isPending || term.trim() === ''}
            data-testid="admin-search-button"
          >
            {t('admin.search')}
          </Button>
        </Stack>
        {search.data ? (
          search.data.length === 0 ? (
            <Typography sx={{ mt: 2 }} data-testid="admin-search-empty">
              {t('admin.searchNoResults')}
            </Typography>
          ) : (
            <List dense data-testid="admin-search-results">
              {search.data.map((row) => (
                <ResultRow key={row.id} row={row} />
              ))}
            </List>
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
