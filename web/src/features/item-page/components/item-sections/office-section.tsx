import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { useItemOffice } from '../../api/item-details';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2: the seller's office that handles the item (GET {itemId}/Office). */
export function OfficeSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const { data: office, isPending, isError } = useItemOffice(item.id);

  return (
    <ItemSection section="office">
      {isPending ? null : isError || !office ? (
        <Typography color="text.secondary">{t('itemPage.noOffice')}</Typography>
      ) : (
        <Typography component="div" data-testid="office">
          <strong>{office.name}</strong>
          <div>{office.streetAddress}</div>
          <div>{`${office.postalAreaCode} ${office.postOfficeName}`}</div>
        </Typography>
      )}
    </ItemSection>
  );
}
