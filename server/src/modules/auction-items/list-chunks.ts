/**
 * The items list's answer in runs of rows, kept as UTF-8 bytes by what they are made of (issue
 * 10). A bid changes one row of 10,000; building the whole answer again for the next load (10 MB
 * of JSON written, joined and encoded) took ~75 ms of the event loop. Now a load describes each
 * run of its rows in numbers (each row's id and version and the viewer's marks on it), takes
 * the runs it has bytes for under the same numbers, and writes only the rest: after a bid, one.
 *
 * Runs end where a row's id says so (content-defined), not every n rows: a row that moves in
 * the order (its end extended) or leaves changes the runs it leaves and enters, not every run
 * after it. Viewers whose marks are alike in a run share its bytes. A run is found by its first
 * row and told apart from the others there by comparing its numbers exactly: no hash to collide.
 */
export class ListChunks {
  /** The kept runs by their first row's id: one for each set of numbers seen there. */
  private readonly byFirstRow = new Map<number, Chunk[]>();
  /** Every kept run, least recently used first (a Map keeps insertion order). */
  private readonly recency = new Map<Chunk, number>();
  private bytes = 0;

  constructor(private readonly budget = 48 * 1024 * 1024) {}

  /**
   * The bytes of the run whose numbers are `codes` (`codes[0]` its first row's id), written by
   * `write` when not kept. `codes` may be reused by the caller afterwards.
   */
  get(codes: readonly number[], write: () => string): Buffer {
    const firstRow = codes[0] ?? -1;
    const chunks = this.byFirstRow.get(firstRow);
    const found = chunks?.find((chunk) => sameNumbers(chunk.codes, codes));
    if (found) {
      this.recency.delete(found);
      this.recency.set(found, firstRow);
      return found.bytes;
    }
    const made: Chunk = { codes: Float64Array.from(codes), bytes: Buffer.from(write(), 'utf8') };
    if (chunks) chunks.push(made);
    else this.byFirstRow.set(firstRow, [made]);
    this.recency.set(made, firstRow);
    this.bytes += sizeOf(made);
    for (const [oldest, oldestFirstRow] of this.recency) {
      if (this.bytes <= this.budget) break;
      this.forget(oldest, oldestFirstRow);
    }
    return made.bytes;
  }

  /** How many runs and bytes are kept (for tests). */
  get size(): { chunks: number; bytes: number } {
    return { chunks: this.recency.size, bytes: this.bytes };
  }

  private forget(chunk: Chunk, firstRow: number): void {
    this.recency.delete(chunk);
    this.bytes -= sizeOf(chunk);
    const left = this.byFirstRow.get(firstRow)?.filter((other) => other !== chunk) ?? [];
    if (left.length > 0) this.byFirstRow.set(firstRow, left);
    else this.byFirstRow.delete(firstRow);
  }
}

interface Chunk {
  codes: Float64Array;
  bytes: Buffer;
}

const sizeOf = (chunk: Chunk) => chunk.bytes.length + chunk.codes.byteLength;

function sameNumbers(kept: Float64Array, codes: readonly number[]): boolean {
  if (kept.length !== codes.length) return false;
  for (let index = 0; index < kept.length; index++) if (kept[index] !== codes[index]) return false;
  return true;
}

/** Runs average this many rows: ~70 KB of JSON, a short write after a change. */
const meanRunRows = 64;
/** And never more than this, whatever the ids. */
export const maxRunRows = 256;

/** Whether a run of rows ends after the row with this id (a hash of the id, 1 in 64). */
export const endsRun = (id: number, runLength: number): boolean =>
  runLength >= maxRunRows || Math.imul(id, 0x9e3779b1) >>> 0 < 0x1_0000_0000 / meanRunRows;

const open = Buffer.from('[');
const comma = Buffer.from(',');
const close = Buffer.from(']');

/** The parts of a JSON array of the runs' rows: each run holds its rows joined by commas. */
export function runParts(runs: readonly Buffer[]): Buffer[] {
  const parts: Buffer[] = [open];
  for (const run of runs) {
    // An empty run holds no row.
    if (run.length === 0) continue;
    if (parts.length > 1) parts.push(comma);
    parts.push(run);
  }
  parts.push(close);
  return parts;
}
