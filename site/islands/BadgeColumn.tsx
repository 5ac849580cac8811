import { BADGE_SCROLL_THRESHOLD_PX } from './lib/constants.ts';
import { useScrolledPast } from './lib/hooks.ts';

export interface BadgeColumnProps {
  badges: { name: string; src: string }[];
}

/** Certification badges, floating at the bottom right once the page is scrolled past 300 px. */
export default function BadgeColumn({ badges }: BadgeColumnProps) {
  const visible = useScrolledPast(BADGE_SCROLL_THRESHOLD_PX, false);
  return (
    <aside className="badges" aria-label="Certifications" data-visible={visible ? '' : undefined}>
      {badges.map((badge) => (
        <img key={badge.src} src={badge.src} alt={badge.name} width={72} height={72} loading="lazy" decoding="async" />
      ))}
    </aside>
  );
}
