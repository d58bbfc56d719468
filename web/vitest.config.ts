import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadCatalogue } from './vite-first-load-catalogue';

export default defineConfig({
  plugins: [firstLoadCatalogue(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
