import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { STRATEGIES } from '../../build/shared/contract.ts';
import {
  BundleError,
  DuplicateOutputError,
  FoldError,
  IslandImportError,
  IslandUsageError,
  MissingAssetError,
  NonSerializablePropError,
  UnknownStrategyError,
} from '../../build/pipeline/errors.ts';

const bad = (name: string) => path.resolve(import.meta.dirname, '../fixtures/bad', name);
const buildBad = async (name: string) => build(await loadConfig(bad(name)), { write: false });

describe('bad input fails the build with a message naming the file', () => {
  it('missing asset', async () => {
    const error = await buildBad('missing-asset').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingAssetError);
    expect((error as Error).message).toContain("site/pages/index.tsx:6 uses assets/photos/mill.jpg, which does not exist");
  });

  it('non-serializable island prop, with its path', async () => {
    const error = await buildBad('function-prop').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonSerializablePropError);
    expect((error as Error).message).toContain('site/pages/index.tsx: Gallery.props.items[3].onClick is a function');
  });

  it('unknown hydration strategy', async () => {
    const error = await buildBad('unknown-strategy').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownStrategyError);
    expect((error as Error).message).toContain(`site/pages/index.tsx: <Island of={Gallery} when="soon"> uses an unknown strategy. Use one of: ${STRATEGIES.join(', ')}.`);
  });

  it('two pages writing one file', async () => {
    const error = await buildBad('duplicate-output').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateOutputError);
    expect((error as Error).message).toMatch(/site\/pages\/About(\/index)?\.tsx and site\/pages\/About(\/index)?\.tsx both write About\.html/);
  });

  it('a page that marks its fold twice', async () => {
    const error = await buildBad('fold-twice').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoldError);
    expect((error as Error).message).toContain("site/pages/index.tsx renders <Fold /> more than once. Keep one, where the page's first screen ends.");
  });

  it('a CSS import from a component', async () => {
    const error = await buildBad('css-import').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as Error).message).toContain('site/islands/Slider.tsx imports swiper/css');
  });
});

describe('an island that imports code the browser cannot run fails the build, naming the island, the chain and the fix', () => {
  const importError = async (name: string) => {
    const error = await buildBad(name).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IslandImportError);
    return (error as Error).message;
  };

  it("Node's modules", async () => {
    const message = await importError('island-imports-node');
    expect(message).toContain("site/islands/Clock.tsx ships to the browser but imports Node's built-in module node:fs:\n  site/islands/Clock.tsx\n  -> node:fs\n");
    expect(message).toContain('do that work at build time, in the page, and pass the result to the island as a prop');
  });

  it('asset() through a shared module', async () => {
    const message = await importError('island-imports-generator');
    expect(message).toContain('site/islands/Logo.tsx ships to the browser but imports the build-time generator');
    expect(message).toContain('  site/islands/Logo.tsx\n  -> site/shared/logo.ts\n  -> build/index.ts\n');
    expect(message).toContain('call asset() or image() in the page or in site/content/ and pass the result as a prop');
  });

  it('a server-only component', async () => {
    const message = await importError('island-imports-component');
    expect(message).toContain('site/islands/Promo.tsx ships to the browser but imports build-time site code (site/components/):\n  site/islands/Promo.tsx\n  -> site/components/Banner.tsx\n');
    expect(message).toContain('move code that both sides need into site/shared/');
  });

  it('a page', async () => {
    const message = await importError('island-imports-page');
    expect(message).toContain('site/islands/Title.tsx ships to the browser but imports build-time site code (site/pages/):\n  site/islands/Title.tsx\n  -> site/pages/index.tsx\n');
  });

  it('another island through <Island> (islands cannot nest)', async () => {
    const message = await importError('nested-island');
    expect(message).toContain('site/islands/Outer.tsx ships to the browser but imports the build-time generator (asset(), image(), <Island>');
    expect(message).toContain('and other components directly, never through <Island> (islands do not nest)');
  });
});

describe('<Island> misuse is an IslandUsageError naming the page and the fix', () => {
  it('when="media" without a media query', async () => {
    const error = await buildBad('missing-media-query').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IslandUsageError);
    expect(error).not.toBeInstanceOf(UnknownStrategyError);
    expect((error as Error).message).toContain('site/pages/index.tsx: <Island of={Menu} when="media"> needs a media query: add media="(min-width: 60em)"');
  });

  it('a component from outside site/islands/', async () => {
    const error = await buildBad('not-an-island').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IslandUsageError);
    expect((error as Error).message).toContain('site/pages/index.tsx passes Counter to <Island of>, but only default exports of site/islands/*.tsx can be islands. Move it there.');
  });
});
