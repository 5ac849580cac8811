import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/setup/warm-image-cache.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: { name: 'build', include: ['test/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000, setupFiles: ['test/setup/site-assets.ts'] },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: two Chromium-driving files at a time keeps timings honest. A later group than
          // unit and build, as vitest requires for a different worker count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
