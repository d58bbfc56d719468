import { describe, expect, it } from 'vitest';
import { liveFramesOf } from './live-events.js';

const hello = { type: 'Hello', serverTime: '2026-11-26T10:00:00.000Z' };
const updated = { type: 'Updated', organisationId: 1, itemId: 7, state: {} };

describe('liveFramesOf', () => {
  it.each([
    ['a frame alone', JSON.stringify(hello), [hello]],
    ['frames together, in their order', JSON.stringify([updated, hello]), [updated, hello]],
    ['an array keeps only its frames', JSON.stringify([updated, 3, null, [hello], {}]), [updated]],
    ['not JSON', '{"type":', []],
    ['JSON without a type', '{"itemId":7}', []],
    ['a number', '42', []],
    ['not text', new ArrayBuffer(2), []],
  ])('%s', (_, message, frames) => {
    expect(liveFramesOf(message)).toEqual(frames);
  });
});
