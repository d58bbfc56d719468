import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { canShowInAuction, maxVisibleResponsibleSalespeople, type Office } from '@dealer/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import {
  addDefaultSeller,
  removeDefaultSeller,
  setDefaultSellerShown,
  useReloadDefaultSellers,
  useResponsibleCandidates,
  type DefaultResponsibleSeller,
} from '../api/responsible-sellers';

interface ResponsibleSellersDialogProps {
  organisationId: number;
  office: Office;
  people: DefaultResponsibleSeller[];
  onClose: () => void;
}

/** Spec 2/4: add, remove and show/hide an office's default responsible salespeople. */
export function ResponsibleSellersDialog({
  organisationId,
  office,
  people,
  onClose,
}: ResponsibleSellersDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const candidates = useResponsibleCandidates(organisationId);
  const reload = useReloadDefaultSellers(organisationId);
  const [userId, setUserId] = useState<number | ''>('');
  const [isBusy, setIsBusy] = useState(false);
  const available = (candidates.data ?? []).filter(
    (candidate) => !people.some((person) => person.userId === candidate.userId),
  );

  const run = async (
    action: () => Promise<unknown>,
    errorKey:
      | 'responsibleSellers.addError'
      | 'responsibleSellers.changeError'
      | 'responsibleSellers.removeError',
  ) => {
    setIsBusy(true);
    try {
      await action();
    } catch {
      toast.error(errorKey);
    } finally {
      setIsBusy(false);
      await reload();
    }
  };
  const handleToggle = (person: DefaultResponsibleSeller, showInAuction: boolean) => {
    // Spec 4: switching one more on is ignored when 3 are already shown.
    if (showInAuction && !canShowInAuction(people, person.id)) return;
    void run(
      () => setDefaultSellerShown(person.id, showInAuction),
      'responsibleSellers.changeError',
    );
  };
  const handleAdd = () => {
    if (userId === '') return;
    const isShown =
      people.filter((person) => person.showInAuction).length < maxVisibleResponsibleSalespeople;
    void run(
      () => addDefaultSeller(organisationId, office.id, userId, isShown),
      'responsibleSellers.addError',
    );
    setUserId('');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="responsible-sellers-dialog"
    >
      <DialogTitle id={titleId}>{office.name}</DialogTitle>
      <DialogContent>
        <List dense>
          {people.map((person) => (
            <ListItem
              key={person.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('responsibleSellers.remove', {
                    name: `${person.firstName} ${person.lastName}`,
                  })}
                  disabled={isBusy}
                  onClick={() =>
                    void run(() => removeDefaultSeller(person.id), 'responsibleSellers.removeError')
                  }
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <Switch
                checked={person.showInAuction}
                disabled={isBusy}
                onChange={(event) => handleToggle(person, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': t('responsibleSellers.showInAuction', {
                      name: `${person.firstName} ${person.lastName}`,
                    }),
                    'data-testid': `seller-visible-${person.userId}`,
                  } as object,
                }}
              />
              <ListItemText
                primary={`${person.firstName} ${person.lastName}`}
                secondary={person.phoneNumber}
              />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <TextField
            select
            fullWidth
            label={t('responsibleSellers.addPerson')}
            value={userId}
            onChange={(event) => setUserId(Number(event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'seller-candidate' } }}
          >
            {available.map((candidate) => (
              <MenuItem key={candidate.userId} value={candidate.userId}>
                {candidate.firstName} {candidate.lastName}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={handleAdd} disabled={userId === '' || isBusy} data-testid="seller-add">
            {t('responsibleSellers.add')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
