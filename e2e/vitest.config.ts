import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser journeys run after the unit and API tests, with one Chromium per file.
    sequence: { groupOrder: 1 },
  },
});
