import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deliveryLocationIdFor, DeliveryLocationType } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useLocations } from '../api/locations';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { LocationsList } from './locations-list';
import { SettingsSubPage } from './settings-sub-page';

const providers = [
  { field: 'defaultDeliveryOfferRequestMakinen', name: 'Mäkinen', href: 'https://www.makinen.fi' },
  { field: 'defaultDeliveryOfferRequestSjoberg', name: 'Sjöberg', href: 'https://www.sjoberg.fi' },
] as const;

/** Delivery settings (spec 2/4): automatic delivery-offer requests and where deliveries go. */
export function DeliverySettingsPage() {
  const { t } = useTranslation();
  const { selectedOrganisation } = useSession();
  const organisationId = selectedOrganisation!.id;
  const settings = useOrganisationSettings(organisationId);
  const delivery = useLocations(organisationId, 'delivery');
  const { save } = useSaveSettings(organisationId);
  const data = settings.data;
  const deliveryIds = (delivery.data ?? []).map((location) => location.id);
  const hasDeliveryLocation = deliveryIds.length > 0;

  const handleType = (type: DeliveryLocationType) =>
    save({
      defaultDeliveryLocationType: type,
      defaultDeliveryLocationId: deliveryLocationIdFor(
        type,
        data?.defaultDeliveryLocationId ?? null,
        deliveryIds,
      ),
    });

  return (
    <SettingsSubPage
      title={t('settings.pages.deliverySettings')}
      isLoading={settings.isPending || delivery.isPending}
      isError={settings.isError}
    >
      {data ? (
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Typography>{t('deliverySettings.info')}</Typography>
            {!hasDeliveryLocation ? (
              <Alert severity="info" data-testid="delivery-no-location">
                {t('deliverySettings.noDeliveryLocation')}
              </Alert>
            ) : null}
            {providers.map((provider) => (
              <Stack key={provider.field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={data[provider.field]}
                      disabled={!hasDeliveryLocation}
                      onChange={(event) => save({ [provider.field]: event.target.checked })}
                      slotProps={{ input: { 'data-testid': provider.field } as object }}
                    />
                  }
                  label={t('deliverySettings.automaticOffer', { provider: provider.name })}
                />
                <Link href={provider.href} target="_blank" rel="noopener noreferrer">
                  {t('deliverySettings.providerLink', { provider: provider.name })}
                </Link>
              </Stack>
            ))}
            <TextField
              select
              label={t('deliverySettings.locationType')}
              // Spec 4: a stored type 0 shows as unset.
              value={
                data.defaultDeliveryLocationType === DeliveryLocationType.Undefined
                  ? ''
                  : data.defaultDeliveryLocationType
              }
              onChange={(event) => handleType(Number(event.target.value) as DeliveryLocationType)}
              slotProps={{ htmlInput: { 'data-testid': 'delivery-location-type' } }}
            >
              <MenuItem value={DeliveryLocationType.WinningBidOfficeId}>
                {t('deliverySettings.winningBidOffice')}
              </MenuItem>
              <MenuItem value={DeliveryLocationType.DefaultDeliveryLocation}>
                {t('deliverySettings.defaultLocation')}
              </MenuItem>
            </TextField>
            {data.defaultDeliveryLocationType === DeliveryLocationType.DefaultDeliveryLocation ? (
              <TextField
                select
                label={t('deliverySettings.location')}
                value={data.defaultDeliveryLocationId ?? ''}
                onChange={(event) =>
                  save({ defaultDeliveryLocationId: Number(event.target.value) })
                }
                slotProps={{ htmlInput: { 'data-testid': 'delivery-location' } }}
              >
                {(delivery.data ?? []).map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <LocationsList
        kind="delivery"
        defaultDeliveryLocationId={data?.defaultDeliveryLocationId ?? null}
      />
    </SettingsSubPage>
  );
}
