import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocationPurpose, LocationType, officesNotImported } from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/session-context';
import {
  importOffices,
  useLocations,
  useReloadLocations,
  type LocationKind,
  type OrganisationLocation,
} from '../api/locations';
import { LocationDialog } from './location-dialog';

const purposeKey = (purpose: number) =>
  purpose === LocationPurpose.Pickup
    ? 'pickup'
    : purpose === LocationPurpose.Delivery
      ? 'delivery'
      : purpose === LocationPurpose.Partner
        ? 'partner'
        : 'storage';

/**
 * Spec 2: the locations list shared by the profile (pickup) and the delivery settings (delivery):
 * cards, import offices with the count not yet imported, add new, the dialog on click.
 */
export function LocationsList({
  kind,
  defaultDeliveryLocationId = null,
}: {
  kind: LocationKind;
  defaultDeliveryLocationId?: number | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { selectedOrganisation, offices } = useSession();
  const organisationId = selectedOrganisation!.id;
  const locations = useLocations(organisationId, kind);
  const reload = useReloadLocations(organisationId);
  const [open, setOpen] = useState<OrganisationLocation | 'new' | null>(null);
  const notImported = officesNotImported(offices, locations.data ?? []).length;

  const handleImport = async () => {
    try {
      await importOffices(
        organisationId,
        kind === 'pickup' ? LocationType.Pickup : LocationType.Delivery,
      );
      toast.success('toast.infoUpdated');
    } finally {
      await reload();
    }
  };

  const buttons = (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        disabled={notImported === 0}
        onClick={() => void handleImport()}
        data-testid={`locations-import-${kind}`}
      >
        {t('locations.importOffices', { count: notImported })}
      </Button>
      <Button
        startIcon={<Add />}
        onClick={() => setOpen('new')}
        data-testid={`locations-add-${kind}`}
      >
        {locations.data?.length === 0 ? t('locations.addManually') : t('locations.addNew')}
      </Button>
    </Stack>
  );

  return (
    <section aria-labelledby={`locations-${kind}-heading`}>
      <Typography variant="h2" id={`locations-${kind}-heading`} sx={{ mb: 1 }}>
        {kind === 'pickup' ? t('locations.pickupHeading') : t('locations.deliveryHeading')}
      </Typography>
      {locations.data?.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{t('locations.empty')}</Typography>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }} data-testid={`locations-${kind}`}>
        {locations.data?.map((location) => {
          // Spec 2: a delivery card without an office is highlighted.
          const isHighlighted = kind === 'delivery' && location.officeId === null;
          return (
            <Grid key={location.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                variant="outlined"
                sx={isHighlighted ? { borderColor: 'warning.main', borderWidth: 2 } : undefined}
                data-testid={`location-card-${location.id}`}
                data-highlighted={isHighlighted}
              >
                <CardActionArea onClick={() => setOpen(location)}>
                  <CardContent>
                    <Typography variant="h3">{location.name}</Typography>
                    <Typography color="text.secondary">{location.postOfficeName}</Typography>
                    <Typography variant="body2">
                      {t(`locations.purpose.${purposeKey(location.locationPurpose)}`)}
                    </Typography>
                    <Typography variant="body2">
                      {location.pickUpDescription || location.deliveryDescription
                        ? t('locations.hasInstructions')
                        : t('locations.noInstructions')}
                    </Typography>
                    <Typography variant="body2">
                      {location.pickUpEnabled || location.deliveryEnabled
                        ? t('locations.shippingEnabled')
                        : t('locations.shippingDisabled')}
                    </Typography>
                    {isHighlighted ? (
                      <Typography variant="body2" color="warning.dark">
                        {t('locations.noOfficeNote')}
                      </Typography>
                    ) : null}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {buttons}
      {open ? (
        <LocationDialog
          organisationId={organisationId}
          offices={offices}
          location={open === 'new' ? null : open}
          kind={kind}
          isDefaultDelivery={open !== 'new' && open.id === defaultDeliveryLocationId}
          onClose={(changed) => {
            setOpen(null);
            if (changed) void reload();
          }}
        />
      ) : null}
    </section>
  );
}
