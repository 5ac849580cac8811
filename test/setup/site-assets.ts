import path from 'node:path';
import { setAssetsDir } from '../../build/pipeline/assets/assets.ts';

// Tests that import site/content/ directly (outside a build) load modules that call image() as they
// load; the build hands the asset pipeline the config's folder, and here it is the site's own.
setAssetsDir(path.resolve(import.meta.dirname, '../../assets'));
