import {
  isValidBic,
  isValidIban,
  referenceKindOf,
  taxTreatmentOf,
  type InvoiceData,
  type TaxTreatment,
} from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveInvoiceNumber } from '../api/invoice';
import {
  readInvoiceEntries,
  storeInvoiceEntries,
  type InvoiceEntries,
} from '../lib/invoice-entries';

export const invoicePath = (itemId: number) => `/ilmoitukset/${itemId}/lasku`;

interface InvoiceDialogProps {
  data: InvoiceData;
  onClose: () => void;
}

/**
 * Spec 2, Invoice dialog: tax treatment, reference, invoice number, late interest, due days,
 * additional info, account and BIC, kept locally per item. Opening the invoice keeps the
 * entries, saves the invoice number (then the deal counts as invoiced) and opens the invoice in
 * a new tab. The spec validates nothing here: hints only say what the barcode will need.
 */
export function InvoiceDialog({ data, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveInvoiceNumber(data.auctionItemId);
  const [entries, setEntries] = useState<InvoiceEntries>(() =>
    readInvoiceEntries(data.auctionItemId, {
      taxTreatment: taxTreatmentOf(data),
      accountNumber: data.iban ?? '',
      bic: data.bic ?? '',
    }),
  );
  const set = <K extends keyof InvoiceEntries>(key: K, value: InvoiceEntries[K]) =>
    setEntries((current) => ({ ...current, [key]: value }));
  const text = (
    key:
      | 'referenceNumber'
      | 'invoiceNumber'
      | 'latePaymentInterest'
      | 'additionalInfo'
      | 'accountNumber'
      | 'bic',
  ) => ({
    value: entries[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    slotProps: { htmlInput: { 'data-testid': `invoice-${key}` } },
  });

  const handleOpen = () => {
    storeInvoiceEntries(data.auctionItemId, entries);
    const invoiceNumber = entries.invoiceNumber.trim();
    if (invoiceNumber && invoiceNumber !== data.invoiceNumber) save.mutate(invoiceNumber);
    window.open(invoicePath(data.auctionItemId), '_blank', 'noopener');
    onClose();
  };

  const hint = (
    isShown: boolean,
    key: 'invoice.hints.iban' | 'invoice.hints.bic' | 'invoice.hints.reference',
  ) => (isShown ? t(key) : undefined);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="invoice-dialog"
    >
      <DialogTitle id={titleId}>{t('invoice.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('invoice.taxTreatment')}
            value={entries.taxTreatment}
            onChange={(event) => set('taxTreatment', event.target.value as TaxTreatment)}
            slotProps={{ htmlInput: { 'data-testid': 'invoice-taxTreatment' } }}
          >
            <MenuItem value="vat">{t('invoice.vat')}</MenuItem>
            <MenuItem value="margin">{t('invoice.margin')}</MenuItem>
          </TextField>
          <TextField
            label={t('invoice.referenceNumber')}
            {...text('referenceNumber')}
            helperText={hint(
              entries.referenceNumber.trim() !== '' &&
                referenceKindOf(entries.referenceNumber) === null,
              'invoice.hints.reference',
            )}
          />
          <TextField label={t('invoice.invoiceNumber')} {...text('invoiceNumber')} />
          <TextField label={t('invoice.latePaymentInterest')} {...text('latePaymentInterest')} />
          <TextField
            label={t('invoice.dueDays')}
            type="number"
            value={entries.dueDays}
            onChange={(event) =>
              set('dueDays', Math.max(0, Math.floor(Number(event.target.value) || 0)))
            }
            slotProps={{ htmlInput: { 'data-testid': 'invoice-dueDays', min: 0, max: 365 } }}
          />
          <TextField
            label={t('invoice.accountNumber')}
            {...text('accountNumber')}
            helperText={hint(
              entries.accountNumber.trim() !== '' && !isValidIban(entries.accountNumber),
              'invoice.hints.iban',
            )}
          />
          <TextField
            label={t('invoice.bic')}
            {...text('bic')}
            helperText={hint(
              entries.bic.trim() !== '' && !isValidBic(entries.bic),
              'invoice.hints.bic',
            )}
          />
          <TextField
            label={t('invoice.additionalInfo')}
            multiline
            minRows={2}
            {...text('additionalInfo')}
          />
          {data.invoiceNumber ? (
            <Typography variant="body2" color="text.secondary" data-testid="invoice-saved-number">
              {t('invoice.savedNumber', { number: data.invoiceNumber })}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoice.cancel')}</Button>
        <Button variant="contained" onClick={handleOpen} data-testid="invoice-open">
          {t('invoice.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
