import { ItemStatus, ItemUserType, type AuctionItem } from '@dealer/domain';
import { makeListRow } from '@dealer/domain/list-rows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buyerFlags } from '../../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeCompleteDraft, makeFile, salesperson } from '../../../../test/item-fixtures';
import { reviewItem } from '../../../drafts/hooks/draft-rules';

// The draft's review, watched: a buyer's page makes none (item-view.tsx).
vi.mock('../../../drafts/hooks/draft-rules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../drafts/hooks/draft-rules')>();
  return { ...original, reviewItem: vi.fn(original.reviewItem) };
});

function publishedItem(overrides: Partial<AuctionItem> = {}): AuctionItem {
  return makeCompleteDraft({
    status: ItemStatus.Published,
    isDraft: false,
    userType: ItemUserType.Buyer,
    auctioneerDescription: 'Hyvin huollettu.',
    exteriorView360Url: 'https://views.example/ext',
    priceNow: 5200,
    files: [1, 2, 3, 4, 5, 6]
      .map((id) => makeFile(id))
      .concat(makeFile(7, { isImage: false, isPdf: true, url: '/files/huolto.pdf' })),
    responsiblePersons: [1, 2, 3, 4].map((id) => ({ ...salesperson, id, userId: id })),
    ...overrides,
  });
}

async function openAsBuyer(item: AuctionItem, extra: MockRoutes = {}) {
  const api = mockApi({
    ...sessionRoutes(buyerFlags),
    [`GET /api/AuctionItems/${item.id}`]: { body: item },
    [`GET /api/AuctionItems/${item.id}/Location`]: {
      body: {
        name: 'Tampereen piha',
        streetAddress: 'Hatanpään valtatie 1',
        postalAreaCode: '33100',
        postOfficeName: 'Tampere',
        pickUpDescription: 'Nouto arkisin 8–16.',
        pickUpEnabled: true,
      },
    },
    [`GET /api/AuctionItems/${item.id}/Office`]: {
      body: {
        id: 70,
        name: 'Tampere',
        streetAddress: 'Katu 1',
        postalAreaCode: '33100',
        postOfficeName: 'Tampere',
      },
    },
    [`POST /api/AuctionItems/${item.id}/AddAuctionView`]: { body: { counted: true } },
    'GET /api/AuctionItems': {
      body: [
        makeListRow(item.id, { organisationId: 7 }),
        makeListRow(900, { organisationId: 7, licenseNumber: 'OTH-900' }),
        makeListRow(901, { organisationId: 8, licenseNumber: 'NOT-901' }),
      ],
    },
    ...extra,
  });
  const view = renderApp(`/ilmoitukset/${item.id}`);
  await screen.findByTestId('item-sections', {}, { timeout: 5000 });
  return { ...api, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) };
}

describe('item page for a buyer', { timeout: 20_000 }, () => {
  it('does not ask for the holidays: a buyer has no rule on dates to check (issue 10)', async () => {
    const { calls } = await openAsBuyer(publishedItem());
    await waitFor(() => expect(document.getElementById('section-otherItems')).not.toBeNull());
    expect(calls.map(({ path }) => path)).not.toContain('/api/Settings/publicholidays');
  });

  it('reviews no draft: a buyer has no progress to see and nothing to publish (issue 10)', async () => {
    vi.mocked(reviewItem).mockClear();
    await openAsBuyer(publishedItem());
    await waitFor(() => expect(document.getElementById('section-otherItems')).not.toBeNull());
    await screen.findByTestId('bid-panel', {}, { timeout: 5000 });
    expect(reviewItem).not.toHaveBeenCalled();
  });

  it('shows the sections in the spec order and registers one view', async () => {
    const { calls, user } = await openAsBuyer(publishedItem());
    expect(document.title).toContain('ABC-123 Volvo V70');
    // The sections below the photos follow the top of the page (useBelowPhotosShown).
    await waitFor(() => expect(document.getElementById('section-otherItems')).not.toBeNull());
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Kuvat',
      'Esittely',
      'Tekoälyn yhteenveto',
      'Perustiedot',
      'Tekniset tiedot',
      'Varusteet',
      'Kuntotiedot',
      'Myyntitiedot',
      'Sijainti',
      'Organisaatio',
      'Toimipiste',
      'Vastuumyyjät',
      'Kysymykset',
      '360°-näkymät',
      'Tiedostot',
      'Organisaation muut kohteet',
    ]);
    expect(screen.getByTestId('introduction').textContent).toBe('Hyvin huollettu.');
    expect(screen.getByTestId('value-priceNow').textContent).toContain('5');
    expect(within(screen.getByTestId('value-end')).getByTestId('countdown')).toBeTruthy();
    expect((await screen.findByTestId('location-pickup')).textContent).toBe('Nouto arkisin 8–16.');
    expect(screen.getByTestId('organisation-name').textContent).toBe('Autotalo Virtanen Oy');
    expect(screen.getByTestId('organisation-description').textContent).toBe(
      'Vaihtoautoja Tampereelta vuodesta 1992.',
    );
    expect(
      within(screen.getByTestId('responsible-salespeople')).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByTestId('view360-exterior').getAttribute('href')).toBe(
      'https://views.example/ext',
    );
    expect(
      within(screen.getByTestId('item-documents')).getByRole('link').getAttribute('href'),
    ).toBe('/files/huolto.pdf');
    const others = await screen.findByTestId('other-items');
    expect(others.textContent).toContain('OTH-900');
    expect(others.textContent).not.toContain('NOT-901');
    // Spec 2: the header's functions menu; a buyer gets the entries that are not the seller's.
    await user.click(screen.getByTestId('functions-menu'));
    // (The vehicle model service's entry shows only when its address is configured.)
    expect(screen.getAllByRole('menuitem').map((entry) => entry.dataset.testid)).toEqual([
      'function-sales-brochure',
      'function-print-summary',
    ]);
    const views = calls.filter(({ path }) => path.endsWith('/AddAuctionView'));
    expect(views).toHaveLength(1);
  });

  it('asks for the whole items list only when the other items come near', async () => {
    // A browser that tells what is in sight: nothing is, until the test says so.
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry;
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] as Element[] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
    try {
      const { calls } = await openAsBuyer(publishedItem());
      const listCalls = () => calls.filter((call) => call.path === '/api/AuctionItems');
      await waitFor(() => expect(document.getElementById('section-otherItems')).not.toBeNull());
      const section = document.getElementById('section-otherItems')!;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listCalls()).toHaveLength(0);
      const watching = observers.filter((observer) => observer.targets.includes(section));
      expect(watching.length).toBeGreaterThan(0);
      act(() => {
        for (const { callback } of watching)
          callback(
            [{ target: section, isIntersecting: true } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      });
      expect((await screen.findByTestId('other-items')).textContent).toContain('OTH-900');
      expect(listCalls()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pages through the images full screen, looping, and turns one', async () => {
    const { user } = await openAsBuyer(publishedItem());
    expect(screen.getAllByTestId('image-thumbnail')).toHaveLength(4);
    await user.click(screen.getByTestId('show-all-files'));
    expect(screen.getAllByTestId('image-thumbnail')).toHaveLength(7);
    await user.click(screen.getAllByTestId('image-thumbnail')[0]!);
    const viewer = await screen.findByTestId('image-viewer');
    await user.click(within(viewer).getByTestId('image-viewer-previous'));
    expect(within(viewer).getByTestId('image-viewer-position').textContent).toBe('Tiedosto 7/7');
    await user.click(within(viewer).getByTestId('image-viewer-next'));
    await user.click(within(viewer).getByTestId('image-viewer-rotate'));
    expect(within(viewer).getByTestId('image-viewer-image').getAttribute('src')).toContain(
      'angle=90',
    );
  });

  it('favourites at once; a refusal turns the star back and is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openAsBuyer(publishedItem(), {
      'POST /api/AuctionItems/123/AddFavorite': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    const star = screen.getByTestId('favourite-star');
    await user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    // Spec 8: favourite failures are not handled visibly.
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]![0])).toContain('favourite');
    expect(screen.queryByTestId('toast')).toBeNull();
    logged.mockRestore();
  });

  it('keeps the star disabled on an ended item', async () => {
    await openAsBuyer(publishedItem({ isEnded: true, status: ItemStatus.Ended }));
    expect(screen.getByTestId('favourite-star').hasAttribute('disabled')).toBe(true);
  });
});
