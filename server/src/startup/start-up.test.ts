import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { isPrettyLogging, logStreamFor } from './log-output.js';
import { addressToOpen, findDemoSignIns, readyLine } from './ready-line.js';

describe('the ready line', () => {
  it('names the address to open: PUBLIC_URL, else this host with any-address as localhost', () => {
    expect(addressToOpen({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(addressToOpen({ host: '::', port: 8080 })).toBe('http://localhost:8080');
    expect(addressToOpen({ host: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(addressToOpen({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
    expect(
      addressToOpen({ publicUrl: 'https://huutokauppa.example/', host: '0.0.0.0', port: 8080 }),
    ).toBe('https://huutokauppa.example');
  });

  it('lists the demo sign-ins with the password, and only the address without demo data', () => {
    const signIns = [
      { email: 'seller@demo.test', role: 'seller' },
      { email: 'buyer@demo.test', role: 'buyer' },
    ];
    expect(readyLine('http://localhost:8080', signIns)).toBe(
      'Dealer auction is ready: open http://localhost:8080 — demo sign-ins, password demo1234: ' +
        'seller@demo.test (seller), buyer@demo.test (buyer)',
    );
    expect(readyLine('http://localhost:8080', [])).toBe(
      'Dealer auction is ready: open http://localhost:8080',
    );
    expect(readyLine('http://localhost:8080', signIns)).not.toContain('\n');
  });

  describe('with the demo data', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext('pglite');
    });
    afterAll(() => t.close());

    it('finds the demo accounts present, in the README order, and none once they are gone', async () => {
      const signIns = await findDemoSignIns(t.db);
      expect(signIns.map((account) => account.email)).toEqual([
        'seller@demo.test',
        'buyer@demo.test',
        'probuyer@demo.test',
        'trader@demo.test',
        'dual@demo.test',
        'nobody@demo.test',
        'admin@demo.test',
      ]);
      expect(signIns[0]).toEqual({ email: 'seller@demo.test', role: 'seller' });
      await t.db
        .updateTable('users')
        .set((eb) => ({
          email: eb.fn('replace', ['email', eb.val('@demo.test'), eb.val('@x.test')]),
        }))
        .execute();
      expect(await findDemoSignIns(t.db)).toEqual([]);
    });
  });
});

describe('the log output', () => {
  it('is pretty only on a terminal, outside production and CI', () => {
    expect(isPrettyLogging(true, {})).toBe(true);
    expect(isPrettyLogging(true, { NODE_ENV: 'development', CI: 'false' })).toBe(true);
    expect(isPrettyLogging(false, {})).toBe(false);
    expect(isPrettyLogging(undefined, {})).toBe(false);
    expect(isPrettyLogging(true, { NODE_ENV: 'production' })).toBe(false);
    expect(isPrettyLogging(true, { CI: 'true' })).toBe(false);
    expect(isPrettyLogging(true, { CI: '1' })).toBe(false);
  });

  it('leaves JSON off a terminal and writes readable lines on one', async () => {
    expect(await logStreamFor(false, {})).toBeUndefined();
    expect(await logStreamFor(true, { NODE_ENV: 'production' })).toBeUndefined();
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const stream = await logStreamFor(true, {}, out);
    pino({ base: undefined }, stream).info({ port: 8080 }, 'dealer auction ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: dealer auction ready\n\s+port: 8080\n$/);
  });
});
