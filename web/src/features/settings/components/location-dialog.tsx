import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  checkLocation,
  LocationPurpose,
  LocationType,
  type LocationRequest,
  type Office,
} from '@dealer/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { deleteLocation, saveLocation, type OrganisationLocation } from '../api/locations';

interface LocationDialogProps {
  organisationId: number;
  offices: Office[];
  location: OrganisationLocation | null;
  /** A new location's kind, from the list it was added to. */
  kind: 'pickup' | 'delivery';
  isDefaultDelivery: boolean;
  onClose: (changed: boolean) => void;
}

const textFields = ['name', 'streetAddress', 'postalAreaCode', 'postOfficeName'] as const;
const purposeKeys: Record<number, 'pickup' | 'delivery' | 'partner' | 'storage'> = {
  [LocationPurpose.Pickup]: 'pickup',
  [LocationPurpose.Delivery]: 'delivery',
  [LocationPurpose.Partner]: 'partner',
  [LocationPurpose.Storage]: 'storage',
};

/** Spec 5: the location dialog; mandatory fields checked, Enter never submits. */
export function LocationDialog(props: LocationDialogProps) {
  const { organisationId, offices, location, kind, isDefaultDelivery, onClose } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [draft, setDraft] = useState<LocationRequest>(() => ({
    organisationId,
    name: location?.name ?? '',
    streetAddress: location?.streetAddress ?? '',
    postalAreaCode: location?.postalAreaCode ?? '',
    postOfficeName: location?.postOfficeName ?? '',
    officeId: location?.officeId ?? null,
    locationPurpose:
      location?.locationPurpose ??
      (kind === 'pickup' ? LocationPurpose.Pickup : LocationPurpose.Delivery),
    locationType:
      location?.locationType ?? (kind === 'pickup' ? LocationType.Pickup : LocationType.Delivery),
    pickUpDescription: location?.pickUpDescription ?? null,
    deliveryDescription: location?.deliveryDescription ?? null,
    pickUpEnabled: location?.pickUpEnabled ?? kind === 'pickup',
    deliveryEnabled: location?.deliveryEnabled ?? kind === 'delivery',
    ...(location ? { id: location.id } : {}),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (change: Partial<LocationRequest>) =>
    setDraft((current) => ({ ...current, ...change }));

  const handleSubmit = (event: FormEvent) => event.preventDefault();
  const handleSave = async () => {
    const fields = checkLocation(draft);
    setErrors(fields);
    if (Object.keys(fields).length > 0) return;
    setIsSaving(true);
    try {
      await saveLocation(draft);
      toast.success('toast.infoUpdated');
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(location ? 'locations.updateError' : 'locations.addError');
    } finally {
      setIsSaving(false);
    }
  };
  const handleDelete = async () => {
    try {
      await deleteLocation(location!.id);
      onClose(true);
    } catch {
      toast.error('locations.deleteError');
    }
  };
  const errorText = (field: string) =>
    errors[field]
      ? t(`locations.rules.${errors[field]}`, { defaultValue: t('locations.rules.mandatory') })
      : undefined;

  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="location-dialog"
    >
      <DialogTitle id={titleId}>{location ? location.name : t('locations.newTitle')}</DialogTitle>
      <DialogContent>
        {/* Spec 5: the Enter key does not submit the form. */}
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ pt: 1 }}>
          {textFields.map((field) => (
            <TextField
              key={field}
              required
              label={t(`locations.fields.${field}`)}
              value={draft[field]}
              onChange={(event) => set({ [field]: event.target.value })}
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              error={Boolean(errors[field])}
              helperText={errorText(field)}
              slotProps={{ htmlInput: { 'data-testid': `location-${field}` } }}
            />
          ))}
          <TextField
            select
            required
            label={t('locations.fields.locationPurpose')}
            value={draft.locationPurpose ?? ''}
            onChange={(event) => set({ locationPurpose: Number(event.target.value) })}
            error={Boolean(errors.locationPurpose)}
            helperText={errorText('locationPurpose')}
          >
            {Object.entries(purposeKeys).map(([value, key]) => (
              <MenuItem key={value} value={Number(value)}>
                {t(`locations.purpose.${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t('locations.fields.locationType')}
            value={draft.locationType ?? ''}
            onChange={(event) => set({ locationType: Number(event.target.value) })}
            error={Boolean(errors.locationType)}
            helperText={errorText('locationType')}
          >
            <MenuItem value={LocationType.Pickup}>{t('locations.type.pickup')}</MenuItem>
            <MenuItem value={LocationType.Delivery}>{t('locations.type.delivery')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('locations.fields.office')}
            value={draft.officeId ?? ''}
            onChange={(event) =>
              set({ officeId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <MenuItem value="">{t('locations.noOffice')}</MenuItem>
            {offices.map((office) => (
              <MenuItem key={office.id} value={office.id}>
                {office.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.pickUpEnabled}
                onChange={(event) => set({ pickUpEnabled: event.target.checked })}
              />
            }
            label={t('locations.fields.pickUpEnabled')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.deliveryEnabled}
                // Spec 5: the default delivery location keeps its delivery access.
                disabled={isDefaultDelivery && draft.deliveryEnabled}
                onChange={(event) => set({ deliveryEnabled: event.target.checked })}
              />
            }
            label={t('locations.fields.deliveryEnabled')}
          />
          {isDefaultDelivery ? <span>{t('locations.defaultDeliveryNote')}</span> : null}
          <TextField
            multiline
            rows={5}
            label={t('locations.fields.pickUpDescription')}
            value={draft.pickUpDescription ?? ''}
            onChange={(event) => set({ pickUpDescription: event.target.value })}
          />
          <TextField
            multiline
            rows={5}
            label={t('locations.fields.deliveryDescription')}
            value={draft.deliveryDescription ?? ''}
            onChange={(event) => set({ deliveryDescription: event.target.value })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {location ? (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            disabled={isDefaultDelivery}
            onClick={() => void handleDelete()}
            data-testid="location-delete"
          >
            {t('locations.delete')}
          </Button>
        ) : null}
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isSaving}
          onClick={() => void handleSave()}
          data-testid="location-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
