import { measureHub } from './measure-hub.js';

interface ListRow {
  id: number;
  organisationName: string;
  isEnded: boolean;
}

/**
 * Issue 11: the time from a buyer's question to the seller's screens. `count` hub clients are
 * signed in as the seller (every open tab of the auctioneer's people); each round the buyer asks
 * one question on a running demo item through the API, and each client's delay to the frame of
 * that question is taken.
 */
export async function measureQuestionToSeller(
  baseUrl: string,
  cookies: { seller: string; buyer: string },
  sellerOrganisationName: string,
  count: number,
  rounds = 20,
) {
  const rows = (await (
    await fetch(`${baseUrl}/api/AuctionItems`, { headers: { cookie: cookies.buyer } })
  ).json()) as ListRow[];
  const buyer = (await (
    await fetch(`${baseUrl}/api/User/GetCurrentUser`, { headers: { cookie: cookies.buyer } })
  ).json()) as { selectedOrganisationId: number };
  const buyerOrganisation = buyer.selectedOrganisationId;
  const running = rows.filter(
    (row) => !row.isEnded && row.organisationName === sellerOrganisationName,
  );
  let round = 0;
  let itemId = 0;
  const ask = async () => {
    round++;
    const response = await fetch(`${baseUrl}/api/Messages/${itemId}/AuctionItemMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.buyer },
      body: JSON.stringify({ organisationId: buyerOrganisation, text: `Kysymys ${round}` }),
    });
    if (!response.ok)
      throw new Error(`question refused: ${response.status} ${await response.text()}`);
  };
  // The first running item that takes questions (a demo item may have them turned off).
  for (const row of running) {
    itemId = row.id;
    try {
      await ask();
      break;
    } catch {
      itemId = 0;
    }
  }
  if (!itemId) throw new Error('no running demo item takes questions');
  return measureHub(baseUrl, cookies.seller, ask, count, rounds, '"NewAuctionItemMessage"');
}
