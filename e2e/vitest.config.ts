import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A journey waits for what a user would wait for: a page refreshing its cached rows, a live
    // frame, a save. Vitest's default of 1 s failed a journey when CI's other projects loaded the
    // machine (the drafts journey's my-items row, refreshed 1-2 s after it showed its cached copy).
    expect: { poll: { timeout: 10_000 } },
    // Browser journeys run after the unit and API tests, with one Chromium per file.
    sequence: { groupOrder: 1 },
  },
});
