import { afterEach, describe, expect, it, vi } from 'vitest';

const load = () => import('./start-intl-warm-up');

describe('the Intl warm-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('starts its worker, a module script of its own, once when imported', async () => {
    const started: Array<[URL | string, WorkerOptions | undefined]> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push([url, options]);
        }
      },
    );
    await load();
    expect(started).toHaveLength(1);
    expect(String(started[0]![0])).toMatch(/\/intl-warm-up\.worker\.ts\b/);
    expect(started[0]![1]).toEqual({ type: 'module' });
  });

  it('leaves the app running where workers are refused or missing', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    await expect(load()).resolves.toBeDefined();
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    await expect(load()).resolves.toBeDefined();
  });
});
