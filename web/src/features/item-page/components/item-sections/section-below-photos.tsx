import type { PageSectionName } from '../item-section';
import { SectionFields } from '../../../drafts';
import { ItemSection } from '../item-section';
import { ResponsibleSalespeopleSection } from '../responsible-salespeople/responsible-salespeople-section';
import { AddedInfoSection } from './added-info-section';
import { AiSummarySection } from './ai-summary-section';
import { AuctionInfoSection } from './auction-info-section';
import { FilesSection } from './files-section';
import { IntroductionSection } from './introduction-section';
import { LocationSection } from './location-section';
import { OfficeSection } from './office-section';
import { OrganisationSection } from './organisation-section';
import { OtherItemsSection } from './other-items-section';
import { QuestionsSection } from './questions-section';
import { Views360Section } from './views360-section';

/**
 * A section of a shown item below its photos (published-sections.tsx). They are a chunk of their
 * own, fetched with the page's and evaluated apart from it, when they first render.
 */
export type SectionBelowPhotosName = Exclude<PageSectionName, 'images' | 'paymentAndPickup'>;

export function SectionBelowPhotos({
  section,
  canManage,
}: {
  section: SectionBelowPhotosName;
  canManage: boolean;
}) {
  switch (section) {
    case 'basicInfo':
    case 'technicalInfo':
    case 'equipment':
    case 'conditionInfo':
      return (
        <ItemSection section={section}>
          <SectionFields section={section} />
        </ItemSection>
      );
    case 'introduction':
      return <IntroductionSection />;
    case 'auctionInfo':
      return <AuctionInfoSection />;
    case 'location':
      return <LocationSection />;
    case 'organisation':
      return <OrganisationSection />;
    case 'office':
      return <OfficeSection />;
    case 'responsibleSalespeople':
      return <ResponsibleSalespeopleSection canManage={canManage} />;
    case 'views360':
      return <Views360Section />;
    case 'files':
      return <FilesSection />;
    case 'otherItems':
      return <OtherItemsSection />;
    case 'addedInfo':
      return <AddedInfoSection canManage={canManage} />;
    case 'aiSummary':
      return <AiSummarySection />;
    case 'questions':
      return <QuestionsSection canManage={canManage} />;
  }
}
