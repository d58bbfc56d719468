import { adminOfficeSchema, type AdminOffice, type AdminOfficeRequest } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSaveOffice } from '../api/platform-organisations';
import { useAdminFieldErrorText } from '../lib/admin-form-errors';

const fields = [
  ['name', 'platformAdmin.officeName', 200],
  ['streetAddress', 'platformAdmin.streetAddress', 200],
  ['postalAreaCode', 'platformAdmin.postalAreaCode', 5],
  ['postOfficeName', 'platformAdmin.postOfficeName', 100],
] as const;

const empty: AdminOfficeRequest = {
  name: '',
  streetAddress: '',
  postalAreaCode: '',
  postOfficeName: '',
};

interface OfficeFormDialogProps {
  organisationId: number;
  /** The office to edit; null adds one. */
  office: AdminOffice | null;
  onClose: () => void;
}

/** Add or edit an office of an organisation (issue 13). */
export function OfficeFormDialog({ organisationId, office, onClose }: OfficeFormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorText = useAdminFieldErrorText();
  const save = useSaveOffice(organisationId, office?.id ?? null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminOfficeSchema),
    defaultValues: office
      ? {
          name: office.name,
          streetAddress: office.streetAddress,
          postalAreaCode: office.postalAreaCode,
          postOfficeName: office.postOfficeName,
        }
      : empty,
  });
  const handleSave = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success('platformAdmin.saved');
        onClose();
      },
      onError: () => toast.error('platformAdmin.saveFailed'),
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {t(office ? 'platformAdmin.editOffice' : 'platformAdmin.newOffice')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={handleSave}
        >
          {fields.map(([field, label, maxLength]) => (
            <TextField
              key={field}
              {...register(field)}
              label={t(label)}
              required
              error={formState.errors[field] !== undefined}
              helperText={errorText(formState.errors[field])}
              slotProps={{ htmlInput: { maxLength, 'data-testid': `office-${field}` } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={save.isPending}
          data-testid="office-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
