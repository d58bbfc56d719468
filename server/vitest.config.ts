import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file loads its own copy of the prepared database; argon2 and PGlite like room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
