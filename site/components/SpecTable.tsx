import type { ReactNode } from 'react';

export interface SpecRow {
  /** The row's header cell (a material family, a process, a standard). */
  head: ReactNode;
  cells: ReactNode[];
}

/**
 * A reference table a buyer reads closely, scrolling sideways in its own box on narrow screens.
 * That box is a named, focusable region, so keyboard users can scroll it too.
 */
export function SpecTable({ label, columns, rows, caption, numbers = false, footer }: { label: string; columns: string[]; rows: SpecRow[]; caption?: string; numbers?: boolean; footer?: ReactNode }) {
  return (
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      <table className={numbers ? 'spec-table spec-table--numbers' : 'spec-table'}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer ? <p className="spec-table__after">{footer}</p> : null}
    </section>
  );
}
