import { certifications, codes } from '../content/certifications.ts';

const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Certificates as a supplier-approval form asks for them: standard, registrar, number, expiry. */
export function CertificationTable() {
  return (
    <div className="table-scroll">
      <table className="spec-table">
        <caption>Certifications and registrations</caption>
        <thead>
          <tr>
            <th scope="col">Standard</th>
            <th scope="col">Registrar</th>
            <th scope="col">Certificate</th>
            <th scope="col">Valid until</th>
          </tr>
        </thead>
        <tbody>
          {certifications.map((c) => (
            <tr key={c.standard}>
              <th scope="row">
                {c.standard}
                <span className="spec-table__note">{c.scope}</span>
              </th>
              <td>{c.registrar}</td>
              <td>{c.number}</td>
              <td>{date.format(new Date(c.expires))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="spec-table__after">
        CAGE {codes.cage} · NAICS {codes.naics.map((n) => n.code).join(', ')}
      </p>
    </div>
  );
}
