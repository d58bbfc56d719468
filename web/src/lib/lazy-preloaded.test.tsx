import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreloaded } from './lazy-preloaded';

const Hello = () => <p>hei</p>;

describe('lazyPreloaded', () => {
  it('fetches the component once the page is idle, before anyone renders it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyPreloaded(load);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('hei')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is tried again when the component is needed', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const Lazy = lazyPreloaded(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('hei')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
