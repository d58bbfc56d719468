/** The server clock is the only clock; rules and services take it injected so tests move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-11-20T10:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

/** The system clock moved by an offset: the browser journeys' server clock (TEST_CLOCK_CONTROL). */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }
}
