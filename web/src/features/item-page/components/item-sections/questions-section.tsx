import { isActive, isBuyerOfItem, ItemStatus, ItemUserType } from '@dealer/domain';
import { QuestionsPanel } from '../../../questions';
import { useServerClock } from '../../../../lib/server-clock-context';
import { useSession } from '../../../../lib/session/session-context';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2, Messages: buyers ask on an active item; only its auctioneer answers, while active. */
export function QuestionsSection({ canManage }: { canManage: boolean }) {
  const { item } = useDraftEditor();
  const { user, flags } = useSession();
  const clock = useServerClock();
  // An item the live events marked ended is ended, whatever its status says yet.
  const timing = {
    status: item.isEnded ? ItemStatus.Ended : item.status,
    start: new Date(item.start ?? 0),
    end: new Date(item.end ?? 0),
  };
  const active = isActive(timing, new Date(clock.now()));
  const isBuyer =
    item.userType === ItemUserType.Buyer && isBuyerOfItem(item, { organisationId: null, flags });
  return (
    <ItemSection section="questions">
      <QuestionsPanel
        itemId={item.id}
        organisationId={user.selectedOrganisationId ?? 0}
        canAsk={isBuyer && active && item.questionsAllowed}
        canAnswer={canManage && active}
      />
    </ItemSection>
  );
}
