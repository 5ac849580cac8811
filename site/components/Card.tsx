import type { ReactNode } from 'react';
import type { Image } from '../content/media.ts';
import { Img } from './Img.tsx';

/** A card with a photo, a title and body text; `as` picks the element (list item or article). */
export function Card({ image, title, children, as: Tag = 'li', variant, sizes }: { image: Image; title: string; children?: ReactNode; as?: 'li' | 'article'; variant?: 'featured' | 'equipment'; sizes: string }) {
  return (
    <Tag className={variant === 'featured' ? 'card card--featured' : 'card'}>
      <Img image={image} className={variant === 'equipment' ? 'card__image card__image--equipment' : 'card__image'} sizes={sizes} />
      <div className="card__body">
        <h3>{title}</h3>
        {children}
      </div>
    </Tag>
  );
}
