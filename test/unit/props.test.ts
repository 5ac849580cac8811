import { describe, expect, it } from 'vitest';
import { ATTR } from '../../build/shared/contract.ts';
import { encodeProps } from '../../build/pipeline/render/props.ts';
import { NonSerializablePropError } from '../../build/pipeline/errors.ts';

describe('island props', () => {
  it('round-trips hostile strings exactly through JSON in an attribute', () => {
    const props = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: `"'`, d: '&amp; &', e: '\u2028', nested: [{ n: 1.5, t: true, z: null }] };
    const holder = document.createElement('div');
    holder.setAttribute(ATTR.props, encodeProps('X', props));
    // Through real HTML serialisation and parsing, as the browser will see it.
    const parsed = document.createElement('div');
    parsed.innerHTML = holder.outerHTML;
    expect(JSON.parse(parsed.firstElementChild!.getAttribute(ATTR.props)!)).toEqual(props);
  });

  it.each([
    [{ items: [1, 2, 3, { onClick: () => 0 }] }, 'Gallery.props.items[3].onClick is a function'],
    [{ when: new Date(0) }, 'Gallery.props.when is an instance of Date'],
    [{ n: Number.NaN }, 'Gallery.props.n is the number NaN'],
    [{ big: 1n }, 'Gallery.props.big is a bigint'],
    [{ list: [undefined] }, 'Gallery.props.list[0] is undefined'],
    [{ map: new Map() }, 'Gallery.props.map is an instance of Map'],
    [{ 'odd-key': { s: Symbol('x') } }, 'Gallery.props["odd-key"].s is a symbol'],
  ])('rejects %o with the path of the bad value', (props, message) => {
    expect(() => encodeProps('Gallery', props)).toThrow(NonSerializablePropError);
    expect(() => encodeProps('Gallery', props)).toThrow(message);
  });

  it('rejects cycles and accepts an absent optional prop', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => encodeProps('X', cyclic)).toThrow('X.props.self refers back to itself');
    expect(encodeProps('X', { label: 'a', optional: undefined })).toBe('{"label":"a"}');
  });
});
