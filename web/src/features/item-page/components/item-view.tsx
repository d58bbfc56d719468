import {
  findLatestConfirmation,
  findReviewBlock,
  ItemStatus,
  ItemUserType,
  ReviewType,
  type AuctionItem,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { desktopMediaQuery } from '../../../app/layout';
import { useAdditionalInfos } from '../../added-info';
import { AuctioneerPanel, BidPanel, isOpenToBuyer } from '../../bidding';
import { ReviewsPanel } from '../../reviews';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsSpecialDay } from '../../../lib/public-holidays';
import { useServerClock, useServerClockSynced } from '../../../lib/server-clock-context';
import { useSession } from '../../../lib/session/session-context';
import {
  DraftCommandsContext,
  DraftEditorContext,
  type DraftEditor,
  reviewItem,
  useDeleteDraftFlow,
  useDraftSaver,
  usePublishFlow,
  useStableCommands,
  DeleteDraftDialog,
  SectionFields,
  type FieldSectionName,
  PublishDialog,
} from '../../drafts';
import { useRegisterView } from '../api/item-details';
import { ImagesSection } from './files/images-section';
import { findShownSections, ShownSections } from './item-sections/published-sections';
import { ResponsibleSalespeopleSection } from './responsible-salespeople/responsible-salespeople-section';
import { ItemHeader } from './item-header';
import { ItemSection, type PageSectionName } from './item-section';
import { MobileActionButton } from './mobile-action-button';
import { PublishedStatus } from './published-status';
import { SectionNavigation } from './section-navigation';

/** Only a draft's editor sees it: fetched where it renders. */
const DraftActionsPanel = lazyPart(() =>
  import('./draft-actions-panel').then((module) => module.DraftActionsPanel),
);

const fieldSections: FieldSectionName[] = [
  'basicInfo',
  'technicalInfo',
  'equipment',
  'conditionInfo',
  'auctionInfo',
  'location',
];
const draftPageSections: PageSectionName[] = ['images', ...fieldSections, 'responsibleSalespeople'];

/**
 * An item as its auctioneer sees it: a draft is edited field by field, a published item is
 * shown (spec 2, Item page). The rules are the domain's, run here on what is on screen.
 */
export function ItemView({
  item,
  isAdminView = false,
}: {
  item: AuctionItem;
  /** The platform admin's view (spec 2, adminitem): the admin's menu, no view registered. */
  isAdminView?: boolean;
}) {
  const { flags } = useSession();
  const isAuctioneer = item.userType === ItemUserType.Auctioneer && flags.isPublisher;
  // What arrives after the item (the holidays, the added info) is taken in a deferred pass: a
  // synchronous one would render the whole page again in one task (issue 10, Lighthouse's TBT).
  // Only the auctioneer's and the admin's views have rules on dates (a draft's end, a new end):
  // a buyer's page neither asks for the holidays nor renders again when they arrive.
  const isSpecialDay = useDeferredValue(useIsSpecialDay(isAuctioneer || isAdminView));
  const { data: addedInfos } = useAdditionalInfos(item.id, !item.isDraft);
  const hasAddedInfo = useDeferredValue((addedInfos?.length ?? 0) > 0);
  return (
    <ItemViewContent
      item={item}
      isAuctioneer={isAuctioneer}
      isAdminView={isAdminView}
      isSpecialDay={isSpecialDay}
      hasAddedInfo={hasAddedInfo}
    />
  );
}

interface ItemViewContentProps {
  item: AuctionItem;
  /** The item is the caller's organisation's, and the caller may publish. */
  isAuctioneer: boolean;
  isAdminView: boolean;
  isSpecialDay: (dateKey: string) => boolean;
  hasAddedInfo: boolean;
}

/** The review of an item no one edits here: nothing to show, nothing to publish. */
const notEdited: Pick<DraftEditor, 'review' | 'warnings'> = {
  review: { errors: {}, missing: [], sections: [], incompleteSections: [], isPublishable: false },
  warnings: {},
};

const ItemViewContent = memo(function ItemViewContent({
  item: storedItem,
  isAuctioneer,
  isAdminView,
  isSpecialDay,
  hasAddedInfo,
}: ItemViewContentProps) {
  const { t } = useTranslation();
  const { flags, user } = useSession();
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });
  const hasSideColumn = useMediaQuery((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const clock = useServerClock();
  // The page decides by the server's time (running or not: the bid panel, questions, the
  // rules): once the first sync has moved the clock, it decides again (the page may render
  // before that answer, with the local clock alone).
  useServerClockSynced();
  const isEditable = isAuctioneer && storedItem.isDraft;
  const saver = useDraftSaver(storedItem);
  const item = saver.draft;
  const ruleContext = { now: new Date(clock.now()), isSpecialDay };
  // Only a draft being edited shows its review (progress, issues, warnings) or can be published.
  // Reviewing every field took 28 of the 79 ms of a buyer's item page's render at four times
  // slower CPU (issue 10).
  const { review, warnings } = isEditable ? reviewItem(item, ruleContext) : notEdited;
  const commands = useStableCommands({ item, ruleContext, save: saver.save });
  const publishFlow = usePublishFlow(item, review);
  const deleteFlow = useDeleteDraftFlow();
  const handleDelete = () => deleteFlow.ask(item.id, item.organisationId);
  const canManage = isAuctioneer && !item.isEnded;
  const showsAddedInfo =
    hasAddedInfo || (canManage && item.status === ItemStatus.Published && !item.isEnded);
  const sections = isEditable
    ? draftPageSections
    : findShownSections(item, { isAuctioneer, showsAddedInfo });
  useRegisterView(storedItem.id, !storedItem.isDraft && !isAdminView);
  // Spec 4, reviews: the two parties of an ended sale review each other.
  const isWinner = item.winnerMarker !== null && item.winnerMarker === item.ownBidderMarker;
  const reviewType = isAuctioneer ? ReviewType.Auctioneer : isWinner ? ReviewType.Buyer : null;
  const soldConfirmation = findLatestConfirmation(item.confirmations);
  const reviewer =
    !item.isEnded || item.isDraft || reviewType === null
      ? null
      : {
          reviewType,
          // The server's rule (a sold confirmation, 30 days for the auctioneer); whether the
          // side has reviewed already, the panel reads from the reviews.
          canReview:
            findReviewBlock(
              {
                reviewType,
                isAuctioneer,
                isWinner,
                isEnded: true,
                soldConfirmedAt: soldConfirmation?.isSold
                  ? new Date(soldConfirmation.timestamp)
                  : null,
                hasReviewed: false,
              },
              new Date(clock.now()),
            ) === null,
        };

  const editor: DraftEditor = {
    item,
    isEditable,
    saver,
    review,
    warnings,
    ruleContext,
    showMissing: publishFlow.hasTried,
  };

  return (
    <DraftCommandsContext.Provider value={commands}>
      <DraftEditorContext.Provider value={editor}>
        <ItemHeader
          item={item}
          isAuctioneer={isAuctioneer}
          isAdminView={isAdminView}
          onDeleteDraft={handleDelete}
        />
        {!item.isDraft ? <PublishedStatus item={item} isAuctioneer={isAuctioneer} /> : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 260px' },
            gap: 2,
            alignItems: 'start',
            pb: isDesktop ? 0 : 10,
          }}
        >
          <Stack spacing={2} data-testid="item-sections">
            {isEditable ? (
              <>
                <ImagesSection canManageFiles={canManage} />
                {fieldSections.map((section) => (
                  <ItemSection key={section} section={section}>
                    <SectionFields section={section} />
                  </ItemSection>
                ))}
                <ResponsibleSalespeopleSection canManage={canManage} />
              </>
            ) : (
              <ShownSections sections={sections} canManage={canManage} />
            )}
          </Stack>
          <Stack
            spacing={2}
            component="aside"
            aria-label={t('itemPage.aside')}
            sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, order: { xs: -1, lg: 0 } }}
          >
            {isEditable ? (
              <DraftActionsPanel publishFlow={publishFlow} onDelete={handleDelete} />
            ) : null}
            {item.isDraft || isAdminView ? null : isAuctioneer ? (
              <AuctioneerPanel item={item} />
            ) : (
              <BidPanel item={item} />
            )}
            {reviewer ? (
              <ReviewsPanel
                itemId={item.id}
                organisationId={user.selectedOrganisationId ?? item.organisationId}
                reviewType={reviewer.reviewType}
                canReview={reviewer.canReview}
              />
            ) : null}
            {hasSideColumn ? <SectionNavigation sections={sections} /> : null}
          </Stack>
        </Box>
        {isDesktop ? null : (
          <MobileActionButton
            onPublish={isEditable ? publishFlow.start : null}
            canBid={
              !item.isDraft &&
              item.userType !== ItemUserType.Auctioneer &&
              isOpenToBuyer(item, flags, new Date(clock.now()))
            }
          />
        )}
        <PublishDialog flow={publishFlow} isOpenBid={item.openBid} />
        <DeleteDraftDialog flow={deleteFlow} />
      </DraftEditorContext.Provider>
    </DraftCommandsContext.Provider>
  );
});
