/**
 * Data files that modules in site/generated/ import (fonts, pictures, from the site or a package)
 * are bundled as their bytes (generators.ts): the default export is a Uint8Array.
 */
declare module '*.woff' {
  const bytes: Uint8Array;
  export default bytes;
}
declare module '*.woff2' {
  const bytes: Uint8Array;
  export default bytes;
}
declare module '*.ttf' {
  const bytes: Uint8Array;
  export default bytes;
}
declare module '*.otf' {
  const bytes: Uint8Array;
  export default bytes;
}
/** Stylesheets imported `with { type: 'text' }` (bundle/plugins.ts, cssInComponents): the minified CSS. */
declare module '*.css' {
  const css: string;
  export default css;
}
