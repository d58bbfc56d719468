import { findLatestConfirmation, type AuctionItem } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { useFixConfirmation } from '../api/admin-commands';

/**
 * Spec 2 and 4, admin confirmation fix: the latest confirmation set to sold or not sold (the
 * other way round by default); not sold needs a description. An invoiced deal is refused (422).
 */
export function FixConfirmationDialog({
  item,
  onClose,
}: {
  item: AuctionItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const latest = findLatestConfirmation(item.confirmations ?? []);
  const [isSold, setIsSold] = useState(latest ? !latest.isSold : true);
  const [description, setDescription] = useState('');
  const fix = useFixConfirmation(item.id);
  const isValid = isSold || description.trim() !== '';
  const handleSave = () =>
    fix.mutate(
      { isSold, description },
      {
        onSuccess: () => {
          toast.success('adminItem.fixSaved');
          onClose();
        },
        onError: (error) =>
          toast.error(
            isApiError(error) &&
              error.status === 422 &&
              error.fields?.auctionItemId === 'already_invoiced'
              ? 'adminItem.fixInvoiced'
              : 'adminItem.fixFailed',
          ),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="admin-fix-dialog"
    >
      <DialogTitle id={titleId}>{t('adminItem.fixTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {latest
            ? t(latest.isSold ? 'adminItem.latestSold' : 'adminItem.latestNotSold')
            : t('adminItem.noConfirmation')}
        </DialogContentText>
        <RadioGroup
          value={isSold ? 'sold' : 'notSold'}
          onChange={(event) => setIsSold(event.target.value === 'sold')}
        >
          <FormControlLabel
            value="sold"
            control={<Radio />}
            label={t('adminItem.sold')}
            data-testid="admin-fix-sold"
          />
          <FormControlLabel
            value="notSold"
            control={<Radio />}
            label={t('adminItem.notSold')}
            data-testid="admin-fix-not-sold"
          />
        </RadioGroup>
        {isSold ? null : (
          <TextField
            fullWidth
            required
            multiline
            minRows={2}
            label={t('adminItem.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'admin-fix-description' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={!isValid || fix.isPending}
          data-testid="admin-fix-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
