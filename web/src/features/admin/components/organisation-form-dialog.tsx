import {
  adminOrganisationSchema,
  productTypes,
  type AdminOrganisation,
  type AdminOrganisationRequest,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSaveOrganisation } from '../api/platform-organisations';
import { showServerFieldErrors, useAdminFieldErrorText } from '../lib/admin-form-errors';
import { productKeys } from './platform-labels';

const emptyOrganisation: AdminOrganisationRequest = {
  name: '',
  businessIdentityCode: '',
  streetAddress: '',
  postalAreaCode: '',
  postOfficeName: '',
  phoneNumber: null,
  emailAddress: null,
  products: [],
  hasLicence: true,
};

const fieldsOf = (organisation: AdminOrganisation): AdminOrganisationRequest => ({
  name: organisation.name,
  businessIdentityCode: organisation.businessIdentityCode,
  streetAddress: organisation.streetAddress,
  postalAreaCode: organisation.postalAreaCode,
  postOfficeName: organisation.postOfficeName,
  phoneNumber: organisation.phoneNumber,
  emailAddress: organisation.emailAddress,
  products: organisation.products,
  hasLicence: organisation.hasLicence,
});

const textFields = [
  ['name', 'platformAdmin.name', 200],
  ['businessIdentityCode', 'platformAdmin.businessIdentityCode', 9],
  ['streetAddress', 'platformAdmin.streetAddress', 200],
  ['postalAreaCode', 'platformAdmin.postalAreaCode', 5],
  ['postOfficeName', 'platformAdmin.postOfficeName', 100],
] as const;

interface OrganisationFormDialogProps {
  /** The organisation to edit; null creates one. */
  organisation: AdminOrganisation | null;
  onClose: (saved?: AdminOrganisation) => void;
}

/** Create or edit an organisation: its details, subscriptions and licence (issue 13). */
export function OrganisationFormDialog({ organisation, onClose }: OrganisationFormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorText = useAdminFieldErrorText();
  const save = useSaveOrganisation(organisation?.id ?? null);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(adminOrganisationSchema),
    defaultValues: organisation ? fieldsOf(organisation) : emptyOrganisation,
  });
  const { errors } = formState;
  const handleSave = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success('platformAdmin.saved');
        onClose(saved);
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, setError, Object.keys(emptyOrganisation)))
          toast.error('platformAdmin.saveFailed');
      },
    }),
  );

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(organisation ? 'platformAdmin.editOrganisation' : 'platformAdmin.newOrganisation')}
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
          {textFields.map(([field, label, maxLength]) => (
            <TextField
              key={field}
              {...register(field)}
              label={t(label)}
              required
              error={errors[field] !== undefined}
              helperText={errorText(errors[field])}
              slotProps={{ htmlInput: { maxLength, 'data-testid': `organisation-${field}` } }}
            />
          ))}
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field, fieldState }) => (
              <TextField
                label={t('platformAdmin.phoneNumber')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
                error={fieldState.error !== undefined}
                helperText={errorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="emailAddress"
            render={({ field, fieldState }) => (
              <TextField
                label={t('platformAdmin.emailAddress')}
                type="email"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value.trim() || null)}
                error={fieldState.error !== undefined}
                helperText={errorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="products"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('platformAdmin.subscriptions')}</FormLabel>
                <FormGroup row>
                  {productTypes.map((type) => (
                    <FormControlLabel
                      key={type}
                      label={t(productKeys[type])}
                      control={
                        <Checkbox
                          checked={field.value.includes(type)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, type].sort()
                                : field.value.filter((held) => held !== type),
                            )
                          }
                          slotProps={{
                            input: { 'data-testid': `organisation-product-${type}` } as object,
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="hasLicence"
            render={({ field }) => (
              <FormControlLabel
                label={t('platformAdmin.hasLicence')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={save.isPending}
          data-testid="organisation-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
