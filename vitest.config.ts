import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  'ssg/picture': fileURLToPath(new URL('./build/picture.tsx', import.meta.url)),
  ssg: fileURLToPath(new URL('./build/index.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['test/setup/warm-image-cache.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        resolve: { alias },
        test: { name: 'build', include: ['test/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        resolve: { alias },
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
