import {
  templateSummaries,
  type Locale,
  type SummarySource,
  type SummaryWriter,
} from '@dealer/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';

/** Who writes the item's summary: the configured model service, or the built-in template. */
export interface SummaryProvider {
  writer: SummaryWriter;
  /** The model's name; null for the template. */
  model: string | null;
  summarise(source: SummarySource): Promise<Record<Locale, string>>;
}

export const templateProvider: SummaryProvider = {
  writer: 'template',
  model: null,
  summarise: (source) => Promise.resolve(templateSummaries(source)),
};

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const textsSchema = z.object({
  'fi-fi': z.string().min(1).max(2000),
  'en-gb': z.string().min(1).max(2000),
  'sv-se': z.string().min(1).max(2000),
});

const instructions =
  'You summarise a used vehicle offered to car dealers at auction. Write 3 to 5 plain sentences from the given fields only (condition, service history, tyres, notable equipment, inspection dates); never invent facts; say when something is not given. Answer a JSON object with the keys "fi-fi" (Finnish), "en-gb" (British English) and "sv-se" (Swedish), each the summary in that language.';

/** How long the model service may take before the page goes without its summary this time. */
const modelTimeoutMs = 20_000;

/**
 * An OpenAI-compatible chat completions endpoint (AI_SUMMARY_URL with AI_SUMMARY_KEY): the
 * fields go in, one JSON object with the three languages comes back.
 */
export function chatCompletionsProvider(
  url: string,
  key: string,
  model: string,
  fetchImpl: typeof fetch = fetch,
): SummaryProvider {
  return {
    writer: 'model',
    model,
    async summarise(source) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify({
          model,
          temperature: 0.2,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: JSON.stringify(source) },
          ],
        }),
        signal: AbortSignal.timeout(modelTimeoutMs),
      });
      if (!response.ok) throw new Error(`summary service answered HTTP ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      return textsSchema.parse(JSON.parse(answer.choices[0]!.message.content));
    },
  };
}

/** The model service when configured (both AI_SUMMARY_URL and AI_SUMMARY_KEY), else the template. */
export const createSummaryProvider = (
  config: Pick<Config, 'AI_SUMMARY_URL' | 'AI_SUMMARY_KEY' | 'AI_SUMMARY_MODEL'>,
): SummaryProvider =>
  config.AI_SUMMARY_URL && config.AI_SUMMARY_KEY
    ? chatCompletionsProvider(config.AI_SUMMARY_URL, config.AI_SUMMARY_KEY, config.AI_SUMMARY_MODEL)
    : templateProvider;
