import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from './server-clock';
import { ServerClockProvider, useServerNow } from './server-clock-context';

function Seconds() {
  return <span data-testid="seconds">{Math.floor(useServerNow() / 1000)}</span>;
}

describe('useServerNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-renders its component each second with the server time', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    const clock = new ServerClock(() =>
      Promise.resolve(new Date(Date.now() + 5_000).toISOString()),
    );
    render(
      <ServerClockProvider clock={clock}>
        <Seconds />
      </ServerClockProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('seconds').textContent).toBe('105');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('seconds').textContent).toBe('107');
  });
});
