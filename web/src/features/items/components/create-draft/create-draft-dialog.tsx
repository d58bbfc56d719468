import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../../lib/client-config';
import { useCreateDraft } from '../../api/create-draft';

/** Spec 5 and 9: licence number fields take at most 10 characters. */
const licenseNumberMaxLength = 10;

/** The external vehicle-data service's address for a licence number, spaces removed. */
export const vehicleDataUrl = (serviceUrl: string, licenseNumber: string) =>
  `${serviceUrl}${encodeURIComponent(licenseNumber.replace(/\s/g, ''))}`;

/**
 * The create-draft dialog (spec 2): look the vehicle up in the external vehicle-data service,
 * or create an empty draft by hand; the draft opens at once.
 */
export function CreateDraftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [licenseNumber, setLicenseNumber] = useState('');
  const serviceUrl = useClientConfig().data?.vehicleDataServiceUrl ?? null;
  const createDraft = useCreateDraft({ onCreated: onClose });
  const hasLicenseNumber = licenseNumber.trim() !== '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    createDraft.mutate(licenseNumber);
  };

  return (
    <Dialog
      open={open}
      onClose={createDraft.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="create-draft-dialog"
      slotProps={{ transition: { onExited: () => setLicenseNumber('') } }}
    >
      <form onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('createDraft.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('createDraft.text')}</DialogContentText>
          <TextField
            autoFocus
            label={t('fields.licenseNumber')}
            placeholder="ABC-123"
            value={licenseNumber}
            onChange={(event) => setLicenseNumber(event.target.value)}
            slotProps={{
              htmlInput: {
                maxLength: licenseNumberMaxLength,
                'data-testid': 'create-draft-license-number',
              },
            }}
          />
          {serviceUrl ? (
            <Button
              component="a"
              href={hasLicenseNumber ? vehicleDataUrl(serviceUrl, licenseNumber) : undefined}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!hasLicenseNumber}
              endIcon={<OpenInNew />}
              aria-description={t('common.opensInNewTab')}
              sx={{ mt: 1 }}
              data-testid="create-draft-vehicle-data"
            >
              {t('createDraft.vehicleData')}
            </Button>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={createDraft.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={createDraft.isPending}
            disabled={!createDraft.canCreate}
            data-testid="create-draft-submit"
          >
            {t('createDraft.createManually')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
