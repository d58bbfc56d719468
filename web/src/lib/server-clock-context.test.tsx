import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from './server-clock';
import { ServerClockProvider, useServerClockSynced, useServerNow } from './server-clock-context';

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

  it('renders its component once as the page starts: subscribing changes no time', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    // The server's answer is still on its way as the page starts.
    const clock = new ServerClock(() => new Promise<string>(() => undefined));
    await vi.advanceTimersByTimeAsync(5_000);
    let renders = 0;
    render(
      <ServerClockProvider clock={clock}>
        <Profiler id="seconds" onRender={() => (renders += 1)}>
          <Seconds />
        </Profiler>
      </ServerClockProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(renders).toBe(1);
    expect(screen.getByTestId('seconds').textContent).toBe('105');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(renders).toBe(2);
    expect(screen.getByTestId('seconds').textContent).toBe('106');
  });
});

describe('useServerClockSynced', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders again when a sync moves the offset, not on ticks or small corrections', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
    let serverAhead = 0;
    const clock = new ServerClock(() =>
      Promise.resolve(new Date(Date.now() + serverAhead).toISOString()),
    );
    let renders = 0;
    const countRender = () => {
      renders += 1;
    };
    // Decides by the server's time as it renders, as the item page does.
    function Running() {
      useServerClockSynced();
      return <span data-testid="running">{String(clock.now() >= 150_000)}</span>;
    }
    render(
      <ServerClockProvider clock={clock}>
        <Profiler id="running" onRender={countRender}>
          <Running />
        </Profiler>
        <Seconds />
      </ServerClockProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByTestId('running').textContent).toBe('false');
    const rendersBefore = renders;
    // The server turns out to be a minute ahead: the item has started by its clock.
    serverAhead = 60_000;
    await act(() => clock.sync());
    expect(screen.getByTestId('running').textContent).toBe('true');
    expect(renders).toBe(rendersBefore + 1);
    // A few milliseconds' correction, and the seconds ticking beside it: no render.
    serverAhead = 60_100;
    await act(() => clock.sync());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(renders).toBe(rendersBefore + 1);
  });
});
