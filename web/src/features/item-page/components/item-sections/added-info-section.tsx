import { ItemStatus } from '@dealer/domain';
import { AddedInfoPanel } from '../../../added-info';
import { useSession } from '../../../../lib/session/session-context';
import { uploadFiles, useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2, Added info: the auctioneer adds text and files while the item is published. */
export function AddedInfoSection({ canManage }: { canManage: boolean }) {
  const { item } = useDraftEditor();
  const { user } = useSession();
  return (
    <ItemSection section="addedInfo">
      <AddedInfoPanel
        itemId={item.id}
        organisationId={user.selectedOrganisationId ?? item.organisationId}
        canAdd={canManage && item.status === ItemStatus.Published && !item.isEnded}
        upload={uploadFiles}
      />
    </ItemSection>
  );
}
