import type { AuctionItem } from '@dealer/domain';
import { startTransition, useEffect, useState } from 'react';
import { lazyPart } from '../../../../lib/lazy-part';
import { ImagesSection } from '../files/images-section';
import type { PageSectionName } from '../item-section';
import { PaymentSection } from './payment-section';
import { isHttpsUrl } from './views360-url';

/**
 * The sections below the photos come in a chunk of their own: the page's chunk is evaluated in one
 * task when the page opens, and these are most of it (their fields, questions, summary and the
 * form parts they bring). Apart, they are evaluated in a task of their own when they first render,
 * after the top of the page is on screen. The chunk is fetched with the page's (its HTML names
 * it), so showing them waits for no round trip.
 */
const SectionBelowPhotos = lazyPart(() =>
  import('./section-below-photos').then((module) => module.SectionBelowPhotos),
);

/**
 * Spec 2: payment and pickup, for the winning buyer's organisation (its anonymous number is the
 * winner's) and the item's auctioneer, once the item has ended with a winner.
 */
export const hasPaymentSection = (item: AuctionItem, isAuctioneer: boolean): boolean =>
  item.isEnded &&
  item.winnerMarker !== null &&
  (isAuctioneer || (item.ownBidderMarker !== null && item.ownBidderMarker === item.winnerMarker));

/** The sections of a shown (not edited) item in the spec's order, those with content only. */
export function findShownSections(
  item: AuctionItem,
  viewer: {
    /** The viewer is the item's auctioneer (the payment area shows to it after the sale). */
    isAuctioneer?: boolean;
    /** Added info exists, or the viewer may add it (issue 11). */
    showsAddedInfo?: boolean;
  } = {},
): PageSectionName[] {
  const { isAuctioneer = false, showsAddedInfo = false } = viewer;
  const hasViews360 = isHttpsUrl(item.interiorView360Url) || isHttpsUrl(item.exteriorView360Url);
  const hasDocuments = item.files.some((file) => file.isPdf);
  return [
    ...(hasPaymentSection(item, isAuctioneer) ? (['paymentAndPickup'] as const) : []),
    'images',
    ...(showsAddedInfo ? (['addedInfo'] as const) : []),
    'introduction',
    ...(item.isDraft ? [] : (['aiSummary'] as const)),
    'basicInfo',
    'technicalInfo',
    'equipment',
    'conditionInfo',
    'auctionInfo',
    'location',
    'organisation',
    'office',
    'responsibleSalespeople',
    // Spec 2: questions show only if allowed and the item is not a draft.
    ...(item.questionsAllowed && !item.isDraft ? (['questions'] as const) : []),
    ...(hasViews360 ? (['views360'] as const) : []),
    ...(hasDocuments ? (['files'] as const) : []),
    'otherItems',
  ];
}

/**
 * Whether the sections below the photos are shown yet. A page's first showing commits the top of
 * the page (the header, the bid panel and the sections down to the photos) without them, and they
 * follow in a transition once that is on screen. On a phone the first photo is the page's largest
 * paint, and it waited for the whole page's render, fields, questions and all: Lighthouse's
 * mobile run put 0.9–1.5 s of its LCP in that render (issue 10).
 */
function useBelowPhotosShown(): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return isShown;
}

/**
 * The sections of a page's first showing: those down to the photos. Without the photos (the print
 * view) nothing is below them, so every section shows at once: a summary printed on its first
 * showing would otherwise be empty.
 */
export function sectionsShownFirst(
  sections: readonly PageSectionName[],
): readonly PageSectionName[] {
  const photosAt = sections.indexOf('images');
  return photosAt < 0 ? sections : sections.slice(0, photosAt + 1);
}

/** A published item as buyers (and its auctioneer) see it: spec 2, Item page, Sections. */
export function ShownSections({
  sections,
  canManage,
}: {
  sections: readonly PageSectionName[];
  canManage: boolean;
}) {
  const isBelowPhotosShown = useBelowPhotosShown();
  const shown = isBelowPhotosShown ? sections : sectionsShownFirst(sections);
  return shown.map((section) =>
    section === 'images' ? (
      <ImagesSection key={section} canManageFiles={canManage} />
    ) : section === 'paymentAndPickup' ? (
      <PaymentSection key={section} />
    ) : (
      <SectionBelowPhotos key={section} section={section} canManage={canManage} />
    ),
  );
}
