import { describe, expect, it } from 'vitest';
import { describePart } from '../../build/pipeline/bundle/stylesheet-parts.ts';
import { classesIn, stylesheetAroundFold, stylesheetFor } from '../../build/pipeline/render/page-stylesheet.ts';

describe('stylesheet parts: which pages a file of site/styles/ styles', () => {
  it.each([
    ['a part of class rules', '.card{color:red}.card__body img{width:100%}', false, ['card', 'card__body']],
    ['@font-face alone (names no class)', '@font-face{font-family:X;src:url(/x.woff2)}', true, []],
    ['an element rule', '.nav{color:red}body{margin:0}', true, ['nav']],
    ['an attribute rule', '[data-state=hydrated]{opacity:1}.a{color:red}', true, ['a']],
    ['a vendor :root of custom properties only', ':root{--swiper-theme-color:#007aff}.swiper{overflow:hidden}', false, ['swiper']],
    ['a :root that sets a real property', ':root{color-scheme:dark}.a{color:red}', true, ['a']],
    [':host (never an element of a page)', ':host{display:block}.swiper{overflow:hidden}', false, ['swiper']],
    ['a class inside :not() (needed absent)', '.a{color:red}li:not(.b){margin:0}', true, ['a']],
    ['keyframes steps', '@keyframes fade{from{opacity:0}to{opacity:1}}.hero{animation:fade 1s}', false, ['hero']],
    ['rules inside @media and @supports', '@media (min-width:700px){.clients{gap:20px}}@supports (animation-timeline:scroll()){.nav{color:red}}', false, ['clients', 'nav']],
    ['one selector of a list without a class', '.a,h2{color:red}', true, ['a']],
  ])('%s', async (_, css, everywhere, classes) => {
    const part = await describePart(css);
    expect(part.everywhere).toBe(everywhere);
    expect([...part.classes].sort()).toEqual(classes);
  });

  it('a page inlines, in order, the parts that style its markup and those that may style any page', async () => {
    const parts = await Promise.all(['@font-face{font-family:X;src:url(/x.woff2)}', 'body{margin:0}', '.swiper{overflow:hidden}', '.gallery{display:grid}', '.nav{position:fixed}'].map(describePart));
    const page = classesIn('<header class="nav"><a class="nav__brand" href="/">x</a></header><noscript><ul class="gallery"></ul></noscript>');
    expect(stylesheetFor(parts, page)).toBe('@font-face{font-family:X;src:url(/x.woff2)}body{margin:0}.gallery{display:grid}.nav{position:fixed}');
    expect(stylesheetFor(parts, classesIn('<p class="swiper other">x</p>'))).toBe('@font-face{font-family:X;src:url(/x.woff2)}body{margin:0}.swiper{overflow:hidden}');
  });

  it('a part whose every selector needs a class the page lacks stays out, though the page has some of its classes', async () => {
    const about = await describePart('.who .section-heading{margin:0}.lab>.table-scroll{grid-column:2}');
    expect(about.selectors).toEqual([['section-heading', 'who'], ['lab', 'table-scroll']]);
    expect(stylesheetFor([about], classesIn('<div class="section-heading"></div><div class="table-scroll"></div>'))).toBe('');
    expect(stylesheetFor([about], classesIn('<section class="who"><div class="section-heading"></div></section>'))).toBe(about.css);
  });

  it('at a fold: below, the parts the page uses after the last one the markup before it needs; inline, the rest, so their order never changes', async () => {
    const parts = await Promise.all(['body{margin:0}', '.nav{position:fixed}', '.gallery{display:grid}', '.hero{height:80vh}', '.footer{padding:0}', '.clients{gap:1rem}', '.cta{margin:0}'].map(describePart));
    const before = classesIn('<header class="nav"></header><section class="hero"></section>');
    const page = classesIn('<header class="nav"></header><section class="hero"></section><ul class="gallery"></ul><footer class="footer"></footer><p class="cta"></p>');
    // The gallery's part stays inline: moved below, it would come after the hero's, which it precedes.
    expect(stylesheetAroundFold(parts, before, page)).toEqual({ inline: 'body{margin:0}.nav{position:fixed}.gallery{display:grid}.hero{height:80vh}', below: '.footer{padding:0}.cta{margin:0}' });
    expect(stylesheetAroundFold(parts, page, page)).toEqual({ inline: stylesheetFor(parts, page), below: '' });
  });
});
