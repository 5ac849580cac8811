import { defineConfig } from 'vitest/config';

const BROWSER = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll waits on a state (a picture loaded, a slide moved). One second, vitest's default, is
  // short on a CI machine running two Chromium files on two cores: a 900 px AVIF took longer there.
  expect: { poll: { timeout: 10_000 } },
} as const;
/** Browser tests whose figure is a wall-clock time. */
const TIMED = ['test/browser/dev.test.ts', 'test/browser/first-taps.test.ts'];

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
          exclude: TIMED,
          ...BROWSER,
          // Two cores: two Chromium-driving files at a time. A later group than unit and build, as
          // vitest requires for a different worker count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The dev server's edit-to-screen time and a first tap's input to paint are wall-clock
        // promises: measured alone, after the other browser files, so a neighbour's burst of work
        // on the two cores cannot decide them.
        test: { name: 'browser-timed', include: TIMED, ...BROWSER, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
