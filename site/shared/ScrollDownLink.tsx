/**
 * The round down-arrow link that jumps to a section (smooth scrolling comes from CSS). Kept with
 * the islands because the hero carousel renders it; server components use it too.
 */
export function ScrollDownLink({ href, label = 'Scroll down', className = 'hero__scroll' }: { href: string; label?: string; className?: string }) {
  return (
    <a className={className} href={href} aria-label={label}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d="M12 4v15m0 0-6-6m6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
