import type { ReactNode } from 'react';
import { Picture } from 'ssg/picture';
import type { Photo } from '../content/media.ts';

/** A card with a photo, a title and body text; `as` picks the element (list item or article). */
export function Card({ image, title, children, as: Tag = 'li', variant, sizes }: { image: Photo; title: string; children?: ReactNode; as?: 'li' | 'article'; variant?: 'featured'; sizes: string }) {
  return (
    <Tag className={variant === 'featured' ? 'card card--featured' : 'card'}>
      <Picture image={image} alt={image.alt} className="card__image" sizes={sizes} />
      <div className="card__body">
        <h3>{title}</h3>
        {children}
      </div>
    </Tag>
  );
}
