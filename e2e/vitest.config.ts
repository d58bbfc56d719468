import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium per file; two at a time is what a 2-core machine carries well.
    maxWorkers: 2,
  },
});
