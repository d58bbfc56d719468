import {
  draftSections,
  electricOnlyFields,
  isElectricDraft,
  type DraftFieldName,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import { useSession } from '../../../../lib/session/session-context';
import { useDraftEditor } from '../../hooks/draft-editor-context';
import { DraftField, isLongText } from './draft-field';

export type FieldSectionName = keyof typeof draftSections;

const isElectricOnly = (name: DraftFieldName) =>
  (electricOnlyFields as readonly DraftFieldName[]).includes(name);

/** The fields of one section that show for this item and viewer. */
function useShownFields(section: FieldSectionName): DraftFieldName[] {
  const { item, isEditable } = useDraftEditor();
  const { flags } = useSession();
  const isElectric = isElectricDraft(item);
  return (draftSections[section] as readonly DraftFieldName[]).filter((name) => {
    // A shown item has its introduction and 360 views as sections of their own.
    if (name === 'auctioneerDescription' || name.endsWith('View360Url')) return isEditable;
    // Spec 5: these apply and show only for electric cars and plug-in hybrids.
    if (isElectricOnly(name)) return isElectric;
    // Edited within the terms of sale; shown alone only to the auctioneer who set one.
    if (name === 'priceReservation') return !isEditable && item.priceReservation !== null;
    // Spec 6: only Pro auctioneers choose whether a Pro item also shows in the basic auction.
    if (name === 'showInBasicAuction') return flags.isProAuctioneer;
    return true;
  });
}

const isWide = (name: DraftFieldName) => isLongText(name) || name === 'openBid';

/** A section's fields in the page's order: two columns on wide screens, long texts across. */
export function SectionFields({ section }: { section: FieldSectionName }) {
  const fields = useShownFields(section);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        rowGap: 2,
      }}
    >
      {fields.map((name) => (
        <Box key={name} sx={{ gridColumn: isWide(name) ? '1 / -1' : undefined }}>
          <DraftField name={name} />
        </Box>
      ))}
    </Box>
  );
}
