import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project has its own config next to its code.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'server', 'web', 'e2e'],
  },
});
