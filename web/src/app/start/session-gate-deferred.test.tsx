import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { loadSession } from '../../lib/session/load-session';
import { sessionQueryKey } from '../../lib/session/session-query';
import { buyerFlags } from '../../test/fixtures';
import { mockApi, sessionRoutes } from '../../test/mock-api';
import { SessionGate } from './session-gate';

/** What the gate rendered, in order. */
const shown = vi.hoisted((): string[] => []);
vi.mock('../../components/full-page-spinner', () => ({
  FullPageSpinner: () => {
    shown.push('spinner');
    return <div data-testid="full-page-spinner" />;
  },
}));
vi.mock('../shell/app-shell', () => ({
  AppShell: () => {
    shown.push('shell');
    return <div data-testid="shell" />;
  },
}));
vi.mock('../live-updates', () => ({ LiveUpdates: () => null }));

describe('the app start’s gate (issue 10, point 7)', () => {
  it('mounts the shell in a deferred pass even when the session is there already', async () => {
    // A page's loader started the session, and it came before the gate rendered: the shell and
    // its page are still mounted in a pass React slices, after a first commit of the spinner.
    mockApi(sessionRoutes(buyerFlags));
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, await loadSession());
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SessionGate />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('shell')).toBeTruthy();
    expect(shown).toEqual(['spinner', 'shell']);
  });
});
