import { resolveLocale, type Locale } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { mailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { wantsNotification } from '../notification-settings/notification-gate.js';
import { questionsRepository } from './questions.repository.js';

interface QuestionFacts {
  reference: string;
  question: string;
  link: string | null;
}

// Plain-text mail (the transport sends `text`), so a question's markup stays letters.
const texts: Record<
  Locale,
  { subject: (facts: QuestionFacts) => string; body: (facts: QuestionFacts) => string }
> = {
  'fi-fi': {
    subject: (facts) => `Uusi kysymys kohteesta ${facts.reference}`,
    body: (facts) =>
      `Kohteestasi ${facts.reference} on esitetty kysymys:\n\n${facts.question}\n\nVastaa kysymykseen kohteen sivulla, kun huutokauppa on käynnissä.${facts.link ? `\n\nKohde: ${facts.link}` : ''}`,
  },
  'en-gb': {
    subject: (facts) => `New question about ${facts.reference}`,
    body: (facts) =>
      `A buyer has asked about your item ${facts.reference}:\n\n${facts.question}\n\nYou can answer on the item's page while the auction is running.${facts.link ? `\n\nItem: ${facts.link}` : ''}`,
  },
  'sv-se': {
    subject: (facts) => `Ny fråga om ${facts.reference}`,
    body: (facts) =>
      `En köpare har ställt en fråga om ditt objekt ${facts.reference}:\n\n${facts.question}\n\nDu kan svara på objektets sida medan auktionen pågår.${facts.link ? `\n\nObjekt: ${facts.link}` : ''}`,
  },
};

/**
 * Queues a mail about a new question to each of the item's responsible salespeople, in their
 * own language, in the question's transaction (it exists exactly when the question does).
 */
export async function queueQuestionMails(
  db: Db,
  mail: {
    auctionItemId: number;
    reference: string;
    question: string;
    publicUrl: string | undefined;
    now: Date;
  },
): Promise<string[]> {
  const responsible = await questionsRepository.findResponsibleRecipients(db, mail.auctionItemId);
  // Issue 12: only those whose settings want "a new question on my item" (and the main switch).
  const recipients = [];
  for (const person of responsible)
    if (await wantsNotification(db, person.id, 'newQuestion')) recipients.push(person);
  const link = mail.publicUrl
    ? new URL(`/ilmoitukset/${mail.auctionItemId}`, mail.publicUrl).toString()
    : null;
  for (const recipient of recipients) {
    const words = texts[resolveLocale(recipient.locale)];
    const facts = { reference: mail.reference, question: mail.question, link };
    await mailOutboxRepository.insert(db, {
      auctionItemId: mail.auctionItemId,
      userId: recipient.id,
      kind: 'question',
      toAddress: recipient.email,
      subject: words.subject(facts),
      body: words.body(facts),
      createdAt: mail.now,
    });
  }
  return recipients.map((recipient) => recipient.email);
}
