import { describe, expect, it } from 'vitest';
import { endsRun, ListChunks, maxRunRows, runParts } from './list-chunks.js';

describe('the items list in runs of rows (issue 10)', () => {
  it('writes a run once for its numbers and shares its bytes; other numbers are another run', () => {
    const chunks = new ListChunks();
    let writes = 0;
    const write = () => {
      writes++;
      return `{"write":${writes}}`;
    };
    const codes = [1, 1, 0, -1, 2, 1, 0, -1];
    const first = chunks.get(codes, write);
    expect(first.toString()).toBe('{"write":1}');
    // The caller may reuse its array: the run keeps a copy.
    codes[1] = 7;
    expect(chunks.get([1, 1, 0, -1, 2, 1, 0, -1], write)).toBe(first);
    expect(writes).toBe(1);
    // The same first row with other numbers (a new version, another viewer's marks).
    expect(chunks.get(codes, write).toString()).toBe('{"write":2}');
    expect(chunks.get([1, 1, 4, -1, 2, 1, 0, -1], write).toString()).toBe('{"write":3}');
    expect(chunks.get([1, 1, 0, -1], write).toString()).toBe('{"write":4}');
    expect(chunks.get([1, 1, 0, -1, 2, 1, 0, -1], write)).toBe(first);
    expect(chunks.size.chunks).toBe(4);
  });

  it('keeps at most its budget, dropping the least recently used', () => {
    // Each run: 4 bytes of JSON and one number (8 bytes).
    const chunks = new ListChunks(24);
    chunks.get([1], () => 'aaaa');
    chunks.get([2], () => 'bbbb');
    chunks.get([1], () => 'not written');
    chunks.get([3], () => 'cccc');
    expect(chunks.size).toEqual({ chunks: 2, bytes: 24 });
    expect(chunks.get([1], () => 'not written').toString()).toBe('aaaa');
    expect(chunks.get([2], () => 'written again').toString()).toBe('written again');
  });

  it("ends runs by the row's id, about one in 64 and never past the longest", () => {
    const ends = Array.from({ length: 64_000 }, (_, id) => endsRun(id + 1, 1)).filter(Boolean);
    expect(ends.length).toBeGreaterThan(800);
    expect(ends.length).toBeLessThan(1200);
    expect(endsRun(2, 1)).toBe(endsRun(2, 5));
    expect(endsRun(2, maxRunRows)).toBe(true);
  });

  it('makes the parts of one JSON array of the runs, skipping empty runs', () => {
    const runs: Buffer[] = ['{"id":1},{"id":2}', '', '{"id":3}', ''].map((run) => Buffer.from(run));
    const joined = (parts: Buffer[]) => Buffer.concat(parts).toString();
    expect(JSON.parse(joined(runParts(runs)))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(joined(runParts([Buffer.alloc(0)]))).toBe('[]');
    expect(joined(runParts([]))).toBe('[]');
    // The parts are the runs themselves, so that each run's gzip piece is found by its bytes.
    expect(runParts(runs).filter((part) => runs.includes(part))).toEqual(
      runs.filter((run) => run.length > 0),
    );
  });
});
