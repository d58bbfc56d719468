// Issue 12: how long a target-group change takes to reach open lists. A published item of the
// demo seller is shown only to a group (whitelist); `clients` hub connections of a buyer outside
// the group hold the list open. Each round changes the group's members (the buyer's organisation
// joins, then leaves again): the time from the change's call to each connection's
// RefreshAuctionItem for the item, on which the list refetches the item (added, or dropped on 404).
import { measureHub } from './measure-hub.js';

const vaihtoautotCode = '3456788-1';
const autokauppaCode = '5678901-2';

interface Json {
  [key: string]: unknown;
}

async function send(base: string, cookie: string, method: string, path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : await response.json();
}

export async function measureTargetGroupChange(
  base: string,
  sellerCookie: string,
  buyerCookie: string,
  clients: number,
  rounds: number,
) {
  const seller = (await send(base, sellerCookie, 'GET', '/api/User/GetCurrentUser')) as Json;
  const organisationId = seller.selectedOrganisationId as number;
  const rows = (await send(base, sellerCookie, 'GET', '/api/AuctionItems')) as Array<{
    id: number;
    organisationId: number;
    status: number;
    isEnded: boolean;
  }>;
  const item = rows.find(
    (row) => row.organisationId === organisationId && row.status === 1 && !row.isEnded,
  );
  if (!item) throw new Error('no published item of the seller in the demo data');
  const group = (await send(base, sellerCookie, 'POST', '/api/CompanyGroups', {
    organisationId,
    name: 'Bench',
  })) as { id: number };
  await send(base, sellerCookie, 'POST', `/api/CompanyGroups/${group.id}/Item`, {
    businessIdentityCode: autokauppaCode,
    name: 'Demo Autokauppa Oy',
  });
  await send(base, sellerCookie, 'POST', `/api/AuctionItems/${item.id}/CompanyGroup`, {
    companyGroupId: group.id,
    visibilityType: 1,
  });

  // Rounds alternate: the buyer's organisation joins the group, then leaves it.
  let memberId: number | null = null;
  const change = async () => {
    if (memberId === null) {
      const added = (await send(base, sellerCookie, 'POST', `/api/CompanyGroups/${group.id}/Item`, {
        businessIdentityCode: vaihtoautotCode,
        name: 'Demo Vaihtoautot Oy',
      })) as { id: number };
      memberId = added.id;
    } else {
      await send(base, sellerCookie, 'DELETE', `/api/CompanyGroups/${group.id}/item/${memberId}`);
      memberId = null;
    }
  };
  const hub = await measureHub(
    base,
    buyerCookie,
    change,
    clients,
    rounds,
    `"RefreshAuctionItem","organisationId":${organisationId},"itemId":${item.id},`,
  );
  for (const socket of hub.sockets) socket.terminate();

  // What the list then does: one read of the item (200 while a member, else 404).
  const reads: number[] = [];
  for (let read = 0; read < 50; read++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/AuctionItems/${item.id}`, {
      headers: { cookie: buyerCookie },
    });
    await response.arrayBuffer();
    reads.push(performance.now() - started);
  }
  reads.sort((a, b) => a - b);
  return { ...hub, itemReadP50: reads[Math.floor(reads.length / 2)]! };
}
