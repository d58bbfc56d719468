import { AiSummaryPanel } from '../../../ai-summary';
import { useSession } from '../../../../lib/session/session-context';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2, AI summary: the item's summary, who wrote it, and thumbs for it. */
export function AiSummarySection() {
  const { item } = useDraftEditor();
  const { user } = useSession();
  return (
    <ItemSection section="aiSummary">
      <AiSummaryPanel
        itemId={item.id}
        organisationId={user.selectedOrganisationId ?? item.organisationId}
      />
    </ItemSection>
  );
}
