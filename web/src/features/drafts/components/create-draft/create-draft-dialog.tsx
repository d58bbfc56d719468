import { createDraftSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClientConfig } from '../../../../lib/client-config';
import { useCreateDraft } from '../../api/create-draft';

/** Spec 5 and 9: licence number fields take at most 10 characters. */
const licenseNumberMaxLength = 10;

/** The dialog's one field, checked as the server checks the Create request's. */
const createDraftFormSchema = createDraftSchema.pick({ licenseNumber: true });

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
  const { register, handleSubmit, control, reset } = useForm({
    resolver: zodResolver(createDraftFormSchema),
    defaultValues: { licenseNumber: '' },
  });
  const licenseNumber = useWatch({ control, name: 'licenseNumber' }) ?? '';
  const serviceUrl = useClientConfig().data?.vehicleDataServiceUrl ?? null;
  const createDraft = useCreateDraft({ onCreated: onClose });
  const hasLicenseNumber = licenseNumber.trim() !== '';

  const create = handleSubmit((request) => createDraft.mutate(request.licenseNumber ?? ''));

  return (
    <Dialog
      open={open}
      onClose={createDraft.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="create-draft-dialog"
      slotProps={{ transition: { onExited: () => reset() } }}
    >
      <form onSubmit={create} noValidate>
        <DialogTitle id={titleId}>{t('createDraft.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('createDraft.text')}</DialogContentText>
          <TextField
            autoFocus
            label={t('fields.licenseNumber')}
            placeholder="ABC-123"
            {...register('licenseNumber')}
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
