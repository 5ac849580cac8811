import { certifications, codes } from '../content/certifications.ts';
import { SpecTable } from './SpecTable.tsx';

const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Certificates as a supplier-approval form asks for them: standard, registrar, number, expiry. */
export function CertificationTable() {
  return (
    <SpecTable
      label="Certifications table"
      caption="Certifications and registrations"
      columns={['Standard', 'Registrar', 'Certificate', 'Valid until']}
      rows={certifications.map((c) => ({
        head: (
          <>
            {c.standard}
            <span className="spec-table__note">{c.scope}</span>
          </>
        ),
        cells: [c.registrar, c.number, date.format(new Date(c.expires))],
      }))}
      footer={`CAGE ${codes.cage} · NAICS ${codes.naics.map((n) => n.code).join(', ')}`}
    />
  );
}
