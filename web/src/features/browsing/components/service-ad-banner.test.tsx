import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ServiceAdBanner } from './service-ad-banner';

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ServiceAdBanner />
    </QueryClientProvider>,
  );
}

describe('ServiceAdBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the text and the read-more link while visible', async () => {
    mockApi({
      'GET /api/Settings/serviceadnotification': {
        body: {
          isVisible: true,
          title: 'Talvirenkaat',
          text: 'Tarjous kauppiaille',
          readMoreLink: 'https://example.fi/talvi',
        },
      },
    });
    renderBanner();
    expect(await screen.findByText('Talvirenkaat')).toBeTruthy();
    expect(screen.getByText('Tarjous kauppiaille', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://example.fi/talvi');
  });

  it('shows nothing when hidden', async () => {
    const { calls } = mockApi({
      'GET /api/Settings/serviceadnotification': {
        body: { isVisible: false, title: null, text: null, readMoreLink: null },
      },
    });
    const { container } = renderBanner();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
