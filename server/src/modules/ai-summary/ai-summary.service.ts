import { createHash } from 'node:crypto';
import {
  ItemStatus,
  summarySourceFields,
  summarySourceText,
  type AiSummary,
  type Locale,
  type SummarySource,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { findReadableItem } from '../items/item-reads.js';
import { aiSummaryRepository as repository } from './ai-summary.repository.js';
import { templateProvider, type SummaryProvider } from './summary-provider.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * GET {itemId}/ai-summary: the item's stored summary, written again when the published item's
 * text has changed since (its source's hash differs). A draft has none. When the model service
 * fails, the built-in template answers (and says so), and nothing is stored, so the model is
 * asked again next time.
 */
export async function getAiSummary(
  ctx: Ctx,
  provider: SummaryProvider,
  caller: Caller,
  itemId: number,
): Promise<AiSummary | null> {
  const { item } = await findReadableItem(ctx, caller, itemId);
  if (item.status === ItemStatus.Draft) return null;
  const source = Object.fromEntries(
    summarySourceFields.map((field) => [field, item[field] ?? null]),
  ) as unknown as SummarySource;
  const sourceHash = createHash('sha256').update(summarySourceText(source)).digest('hex');
  const stored = await repository.find(ctx.db, itemId);
  if (stored && stored.sourceHash === sourceHash && stored.writer === provider.writer)
    return {
      writer: stored.writer,
      model: stored.model,
      texts: stored.texts,
      createdAt: stored.createdAt.toISOString(),
    };
  const now = ctx.clock.now();
  let written: { writer: SummaryProvider; texts: Record<Locale, string> };
  try {
    written = { writer: provider, texts: await provider.summarise(source) };
  } catch {
    const texts = await templateProvider.summarise(source);
    return { writer: 'template', model: null, texts, createdAt: now.toISOString() };
  }
  await repository.save(ctx.db, {
    auctionItemId: itemId,
    writer: written.writer.writer,
    model: written.writer.model,
    texts: written.texts,
    sourceHash,
    createdAt: now,
  });
  return {
    writer: written.writer.writer,
    model: written.writer.model,
    texts: written.texts,
    createdAt: now.toISOString(),
  };
}
