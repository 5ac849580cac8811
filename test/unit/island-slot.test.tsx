import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from '../../build/client/react.tsx';
import { IslandSlot } from '../../build/shared/island-slot.tsx';

/** An island that shows its children and counts the links in them once hydrated, as the gallery does. */
function Counter({ label, children }: { label: string; children?: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [links, setLinks] = useState<number | null>(null);
  useEffect(() => setLinks(frame.current!.querySelectorAll('a').length), []);
  return (
    <div ref={frame}>
      <p>{links === null ? label : `${label}: ${links} links`}</p>
      {children}
    </div>
  );
}

const grid = '<ul class="gallery"><li><a href="/a.jpg">A</a></li><li><a href="/b.jpg">B</a></li></ul>';

describe("an island's children: markup the server rendered once, which hydration keeps as it is", () => {
  it('are given to the island from the page, not from its props, and their nodes are not made again', async () => {
    const element = document.createElement('site-island');
    element.innerHTML = renderToString(<Counter label="Pictures">{<IslandSlot html={grid} />}</Counter>);
    document.body.append(element);
    const firstLink = element.querySelector('a');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await hydrateIsland(element, Counter, { label: 'Pictures' });

    await vi.waitFor(() => expect(element.querySelector('p')?.textContent).toBe('Pictures: 2 links'));
    expect(element.querySelector('site-slot')?.innerHTML).toBe(grid);
    expect(element.querySelector('a')).toBe(firstLink);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    element.remove();
  });

  it('an island without children is given none', async () => {
    const element = document.createElement('site-island');
    element.innerHTML = renderToString(<Counter label="Nothing" />);
    document.body.append(element);
    await hydrateIsland(element, Counter, { label: 'Nothing' });
    await vi.waitFor(() => expect(element.querySelector('p')?.textContent).toBe('Nothing: 0 links'));
    expect(element.querySelector('site-slot')).toBeNull();
    element.remove();
  });
});
