import { formatEuros, type EndMessageKind, type Locale } from '@dealer/domain';

export type { EndMessageKind };

interface MessageFacts {
  reference: string;
  price: number | null;
  link: string | null;
}

type Texts = Record<EndMessageKind, { subject: string; body: (facts: MessageFacts) => string }>;

const priceOf = (facts: MessageFacts, locale: Locale) =>
  facts.price === null ? '' : formatEuros(facts.price, locale);
const linkLine = (facts: MessageFacts, words: string) =>
  facts.link ? `\n\n${words}: ${facts.link}` : '';

// Written as a native speaker would; the app's own words for the same states (fi, en, sv).
const texts: Record<Locale, Texts> = {
  'fi-fi': {
    auctioneerWinner: {
      subject: 'Huutokauppa päättyi – voittaja valittu',
      body: (facts) =>
        `Kohteesi ${facts.reference} huutokauppa on päättynyt. Korkein tarjous ${priceOf(facts, 'fi-fi')} voitti. Vahvista kauppa palvelussa.${linkLine(facts, 'Kohde')}`,
    },
    auctioneerChooseBuyer: {
      subject: 'Huutokauppa päättyi – valitse ostaja',
      body: (facts) =>
        `Kohteesi ${facts.reference} huutokauppa on päättynyt. Korkein tarjous on ${priceOf(facts, 'fi-fi')}. Valitse ostaja tai ilmoita, ettei kauppaa synny.${linkLine(facts, 'Kohde')}`,
    },
    auctioneerNoBids: {
      subject: 'Huutokauppa päättyi ilman tarjouksia',
      body: (facts) =>
        `Kohteesi ${facts.reference} huutokauppa päättyi ilman tarjouksia. Voit palauttaa kohteen luonnokseksi ja julkaista sen uudelleen.${linkLine(facts, 'Kohde')}`,
    },
    winner: {
      subject: 'Voitit huutokaupan',
      body: (facts) =>
        `Onnittelut! Organisaatiosi tarjous ${priceOf(facts, 'fi-fi')} voitti kohteen ${facts.reference}. Myyjä on sinuun yhteydessä kaupan viimeistelystä.${linkLine(facts, 'Kohde')}`,
    },
  },
  'en-gb': {
    auctioneerWinner: {
      subject: 'Auction ended – winner chosen',
      body: (facts) =>
        `The auction of your item ${facts.reference} has ended. The highest bid of ${priceOf(facts, 'en-gb')} won. Please confirm the sale in the service.${linkLine(facts, 'Item')}`,
    },
    auctioneerChooseBuyer: {
      subject: 'Auction ended – choose the buyer',
      body: (facts) =>
        `The auction of your item ${facts.reference} has ended. The highest bid is ${priceOf(facts, 'en-gb')}. Please choose the buyer or record that there is no sale.${linkLine(facts, 'Item')}`,
    },
    auctioneerNoBids: {
      subject: 'Auction ended without bids',
      body: (facts) =>
        `The auction of your item ${facts.reference} ended without bids. You can return the item to draft and publish it again.${linkLine(facts, 'Item')}`,
    },
    winner: {
      subject: 'You won the auction',
      body: (facts) =>
        `Congratulations! Your organisation's bid of ${priceOf(facts, 'en-gb')} won ${facts.reference}. The seller will contact you to complete the sale.${linkLine(facts, 'Item')}`,
    },
  },
  'sv-se': {
    auctioneerWinner: {
      subject: 'Auktionen har avslutats – vinnaren är vald',
      body: (facts) =>
        `Auktionen för ditt objekt ${facts.reference} har avslutats. Det högsta budet på ${priceOf(facts, 'sv-se')} vann. Bekräfta affären i tjänsten.${linkLine(facts, 'Objekt')}`,
    },
    auctioneerChooseBuyer: {
      subject: 'Auktionen har avslutats – välj köpare',
      body: (facts) =>
        `Auktionen för ditt objekt ${facts.reference} har avslutats. Det högsta budet är ${priceOf(facts, 'sv-se')}. Välj köpare eller meddela att det inte blir någon affär.${linkLine(facts, 'Objekt')}`,
    },
    auctioneerNoBids: {
      subject: 'Auktionen avslutades utan bud',
      body: (facts) =>
        `Auktionen för ditt objekt ${facts.reference} avslutades utan bud. Du kan återställa objektet till utkast och publicera det på nytt.${linkLine(facts, 'Objekt')}`,
    },
    winner: {
      subject: 'Du vann auktionen',
      body: (facts) =>
        `Grattis! Din organisations bud på ${priceOf(facts, 'sv-se')} vann ${facts.reference}. Säljaren kontaktar dig för att slutföra affären.${linkLine(facts, 'Objekt')}`,
    },
  },
};

/** The subject and text of one end-of-auction message in the recipient's language. */
export function endOfAuctionMessage(
  kind: EndMessageKind,
  locale: Locale,
  facts: MessageFacts,
): { subject: string; body: string } {
  const text = (texts[locale] ?? texts['fi-fi'])[kind];
  return { subject: text.subject, body: text.body(facts) };
}
