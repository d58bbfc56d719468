import {
  canPrintSummary,
  formatDateTime,
  formatEuros,
  type AdditionalInfo,
  type AuctionItem,
  type AuctionItemMessage,
  mediaUrl,
} from '@dealer/domain';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { FullPageSpinner } from '../../../../components/full-page-spinner';
import { useAdditionalInfos } from '../../../added-info';
import { useItemMessages } from '../../../questions';
import { useLocale } from '../../../../i18n/use-locale';
import { useServerClock } from '../../../../lib/server-clock-context';
import { useAuctionItem } from '../../../../lib/items/auction-item';
import { useBidHistory } from '../../api/bid-history';
import {
  DraftCommandsContext,
  DraftEditorContext,
  reviewItem,
  useDraftSaver,
  useStableCommands,
} from '../../../drafts';
import { ShownSections } from '../item-sections/published-sections';
import type { PageSectionName } from '../item-section';
import '../../../../components/a4-page.css';

// Spec 2, Print view: after the figures, these sections in this order (the seller's text is the
// introduction). The first image, the additions made during the auction, the questions and the
// bid history follow them.
const printedSections: PageSectionName[] = [
  'auctionInfo',
  'basicInfo',
  'technicalInfo',
  'equipment',
  'organisation',
  'office',
  'responsibleSalespeople',
  'location',
  'introduction',
  'conditionInfo',
];

const minute = 60_000;

/** The item summary, /ilmoitukset/{id}/print (spec 2): ended items only, no app chrome, A4. */
export function PrintPage() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const id = /^\d{1,10}$/.test(itemId) ? Number(itemId) : NaN;
  const { data: item, error } = useAuctionItem(id);
  const isPrintable =
    item !== undefined &&
    canPrintSummary({
      status: item.status,
      isDraft: item.isDraft,
      isEnded: item.isEnded,
      bidCount: item.bidCount,
      hasWinner: item.winnerMarker !== null,
    });
  if (Number.isNaN(id) || error || (item && !isPrintable))
    return (
      <main className="a4-page" data-testid="print-unavailable">
        <h1>{t('printView.title')}</h1>
        <p>{t('printView.unavailable')}</p>
      </main>
    );
  if (!item) return <FullPageSpinner />;
  return <PrintedItem item={item} />;
}

function PrintedItem({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const clock = useServerClock();
  const now = new Date(clock.now());
  const saver = useDraftSaver(item);
  const ruleContext = { now, isSpecialDay: () => false };
  const { review, warnings } = reviewItem(item, ruleContext);
  const commands = useStableCommands({ item, ruleContext, save: saver.save });
  const { data: bids = [] } = useBidHistory(item.id, true);
  const { data: additions = [] } = useAdditionalInfos(item.id, true);
  const { data: messages = [] } = useItemMessages(item.id, true);
  const totalMinutes = Math.max(
    0,
    Math.round((new Date(item.end ?? 0).getTime() - new Date(item.start ?? 0).getTime()) / minute),
  );
  const duration = {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
  const firstImage = item.files.find((file) => file.isImage);
  const title = [item.licenseNumber, item.make, item.model].filter(Boolean).join(' ');

  return (
    <DraftCommandsContext.Provider value={commands}>
      <DraftEditorContext.Provider
        value={{
          item,
          isEditable: false,
          saver,
          review,
          warnings,
          ruleContext,
          showMissing: false,
        }}
      >
        <div className="print-actions">
          <Button variant="contained" onClick={() => window.print()} data-testid="print-button">
            {t('printView.print')}
          </Button>
        </div>
        <main className="a4-page" data-testid="print-page">
          <div data-testid="print-date">{`${t('printView.printed')} ${formatDateTime(now, locale)}`}</div>
          <h1 data-testid="print-title">{title}</h1>
          <table>
            <tbody>
              <tr>
                <th>{t('printView.duration')}</th>
                <td data-testid="print-duration">{t('printView.durationValue', duration)}</td>
              </tr>
              <tr>
                <th>{t('printView.price')}</th>
                <td data-testid="print-price">
                  {item.priceNow === null
                    ? '–'
                    : formatEuros(item.soldPrice ?? item.priceNow, locale)}
                </td>
              </tr>
              <tr>
                <th>{t('printView.bidders')}</th>
                <td data-testid="print-bidders">{item.bidderCount}</td>
              </tr>
              <tr>
                <th>{t('printView.bids')}</th>
                <td data-testid="print-bids">{item.bidCount}</td>
              </tr>
            </tbody>
          </table>
          <div style={{ display: 'grid', gap: 12, marginTop: 12 }}>
            <ShownSections sections={printedSections} canManage={false} />
          </div>
          {firstImage ? (
            <div className="section">
              <h2>{t('printView.firstImage')}</h2>
              <img
                src={mediaUrl(firstImage.externalServiceId, 1600, firstImage.angle)}
                alt={title}
                style={{ maxWidth: '100%', maxHeight: '110mm' }}
                data-testid="print-image"
              />
            </div>
          ) : null}
          <PrintedAdditions additions={additions} />
          <PrintedQuestions messages={messages} />
          <div className="section">
            <h2>{t('printView.bidHistory')}</h2>
            {bids.length === 0 ? (
              <p>{t('printView.noBids')}</p>
            ) : (
              <table className="rows" data-testid="print-bid-history">
                <thead>
                  <tr>
                    <th>{t('printView.bidder')}</th>
                    <th>{t('printView.time')}</th>
                    <th className="amount">{t('printView.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bids.map((bid) => (
                    <tr key={bid.bidId}>
                      <td>
                        {bid.bidderOrganisationName ?? bid.bidderName ?? `#${bid.bidderMarker}`}
                      </td>
                      <td>{formatDateTime(new Date(bid.placed), locale)}</td>
                      <td className="amount">{formatEuros(bid.price, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </main>
      </DraftEditorContext.Provider>
    </DraftCommandsContext.Provider>
  );
}

/** Spec 2: "additions made during the auction", oldest first like the rest of the summary. */
function PrintedAdditions({ additions }: { additions: readonly AdditionalInfo[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (additions.length === 0) return null;
  const oldestFirst = [...additions].sort((a, b) => a.timeStamp.localeCompare(b.timeStamp));
  return (
    <div className="section" data-testid="print-additions">
      <h2>{t('printView.additions')}</h2>
      {oldestFirst.map((info) => (
        <div key={info.id} data-testid="print-addition">
          <div>{formatDateTime(new Date(info.timeStamp), locale)}</div>
          {/* Text only: React escapes it, so markup in it stays text. */}
          {info.text ? <p style={{ whiteSpace: 'pre-wrap' }}>{info.text}</p> : null}
          {info.files.map((file) => (
            <div key={file.id}>{file.name || file.externalServiceId}</div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Spec 2: the questions, each followed by its answers. */
function PrintedQuestions({ messages }: { messages: readonly AuctionItemMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const questions = messages.filter((message) => message.auctionMessageId === null);
  if (questions.length === 0) return null;
  return (
    <div className="section" data-testid="print-questions">
      <h2>{t('printView.questions')}</h2>
      {questions.map((question) => (
        <div key={question.id} data-testid="print-question">
          <div>{formatDateTime(new Date(question.timestamp), locale)}</div>
          <p style={{ whiteSpace: 'pre-wrap' }}>{question.text}</p>
          {messages
            .filter((answer) => answer.auctionMessageId === question.id)
            .map((answer) => (
              <p
                key={answer.id}
                style={{ whiteSpace: 'pre-wrap', marginLeft: 16 }}
                data-testid="print-answer"
              >
                {answer.text}
              </p>
            ))}
        </div>
      ))}
    </div>
  );
}
