import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { useItemLocation } from '../../api/item-details';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';
import { LabelledValue } from './labelled-value';

/** Spec 2: where the item stands and how it is picked up (GET {itemId}/Location). */
export function LocationSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const { data: location, isPending, isError } = useItemLocation(item.id);

  return (
    <ItemSection section="location">
      {isPending ? null : isError || !location ? (
        <Typography color="text.secondary">{t('itemPage.noLocation')}</Typography>
      ) : (
        <>
          <LabelledValue label={t('fields.locationId')} testId="location-address">
            <div>{location.name}</div>
            <div>{location.streetAddress}</div>
            <div>{`${location.postalAreaCode} ${location.postOfficeName}`}</div>
          </LabelledValue>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} data-testid="location-pickup">
            {location.pickUpEnabled
              ? location.pickUpDescription || t('itemPage.pickUpEnabled')
              : t('itemPage.pickUpDisabled')}
          </Typography>
        </>
      )}
    </ItemSection>
  );
}
