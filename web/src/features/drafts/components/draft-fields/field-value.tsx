import {
  formatNumber,
  draftFieldSpecs,
  formatDateTime,
  type DraftFieldName,
  type FieldSpec,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation, type Translation } from '../../../../i18n/use-translation';
import { useLocale } from '../../../../i18n/use-locale';
import { useSession } from '../../../../lib/session/session-context';
import { usePickupLocations } from '../../api/pickup-locations';
import { useDraftEditor } from '../../hooks/draft-editor-context';
import { formatDateText } from './field-text';
import { isOptionField, optionLabel } from './option-labels';

/** A field of an item that is not being edited: its label and its value in words. */
export function FieldValue({ name }: { name: DraftFieldName }) {
  const { t } = useTranslation();
  const text = useFieldValueText(name, t);
  const { item } = useDraftEditor();
  const value = item[name];
  const isLink = draftFieldSpecs[name].kind === 'httpsUrl' && typeof value === 'string';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {name === 'openBid' ? t('itemPage.termsOfSale') : t(`fields.${name}`)}
      </Typography>
      <Typography
        data-testid={`value-${name}`}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {isLink ? (
          <Link href={value} target="_blank" rel="noopener noreferrer">
            {value}
          </Link>
        ) : name === 'locationId' && typeof value === 'number' ? (
          <PickupLocationName organisationId={item.organisationId} id={value} />
        ) : (
          text
        )}
      </Typography>
    </Box>
  );
}

/**
 * The organisation's pickup location by name. Its own component: only this one field asks for
 * the locations, and an item page shows dozens of fields (a query observer each was measurable).
 */
function PickupLocationName({ organisationId, id }: { organisationId: number; id: number }) {
  const { data: locations = [] } = usePickupLocations(organisationId);
  return locations.find((location) => location.id === id)?.name ?? '—';
}

function useFieldValueText(name: DraftFieldName, t: Translation['t']): string {
  const locale = useLocale();
  const { offices } = useSession();
  const { item } = useDraftEditor();
  const value = item[name];
  const spec: FieldSpec = draftFieldSpecs[name];

  if (name === 'openBid') {
    if (item.openBid) return t('itemPage.terms.openBid');
    return item.hasPriceReservation || item.priceReservation !== null
      ? t('itemPage.terms.priceReservation')
      : t('itemPage.terms.traditional');
  }
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  // An enumeration's 0 is 'undefined': nothing chosen.
  if (value === null || value === '' || (value === 0 && isOptionField(name))) return '—';
  if (name === 'locationId') return '—'; // a chosen one is shown by PickupLocationName
  if (name === 'officeId') return offices.find(({ id }) => id === value)?.name ?? '—';
  if (isOptionField(name) && typeof value === 'number') return optionLabel(t, locale, name, value);
  if (spec.kind === 'instant' && typeof value === 'string') {
    return formatDateTime(new Date(value), locale);
  }
  if (spec.kind === 'date' && typeof value === 'string') return formatDateText(value);
  if (typeof value === 'number') return formatNumber(value, locale);
  return String(value);
}
