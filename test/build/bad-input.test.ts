import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, loadConfig } from '../../build/build.ts';
import { STRATEGIES } from '../../build/contract.ts';
import {
  BundleError,
  DuplicateOutputError,
  MissingAssetError,
  NonSerializablePropError,
  UnknownStrategyError,
} from '../../build/errors.ts';

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

  it('a CSS import from a component', async () => {
    const error = await buildBad('css-import').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as Error).message).toContain('site/islands/Slider.tsx imports swiper/css');
  });
});
