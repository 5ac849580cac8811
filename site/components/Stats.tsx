/** Figures a buyer checks, each value above its label (sections.css, `.stats`). */
export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="stats">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
