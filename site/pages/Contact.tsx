import { Island, type PageMeta } from 'ssg';
import { capabilityIssueLabel } from '../components/capabilityIssue.ts';
import { DirectionsLink } from '../components/DirectionsLink.tsx';
import { keepTogether, noBreak } from '../shared/keepTogether.ts';
import { PageHero } from '../components/PageHero.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { addressLine, brandName, company, directionsHref, emailHref, extensionHref, extensionLabel, mapEmbedSrc, phoneHref, quoteFields, quoteHref } from '../content/company.ts';
import { controlledDrawings, servicesCallToAction } from '../content/services.ts';
import { documents } from '../content/documents.ts';
import { sampleFirstArticle } from '../content/first-article.ts';
import ContactMap from '../islands/ContactMap.tsx';
import { contactHero, nonDisclosure } from '../content/contact.ts';

export const meta: PageMeta = {
  title: `Contact | ${brandName}`,
  description: `Visit ${brandName} in San Jose, call ${company.phone} or e-mail ${company.email} for a quote on CNC machining.`,
};

const { street, city, region, postalCode } = company.address;
/** The address over the map's pin: "Suite 120" and "San Jose, CA 95131" each kept on one line. */
const mapAddress = `${street.replace(/ (?=\d)/g, '\u00a0')}, ${noBreak(`${city}, ${region} ${postalCode}`)}`;

export default function Contact() {
  return (
    <>
      <PageHero title={contactHero.title} image={contactHero.image}>
        <p className="page-hero__lead">{contactHero.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="visit-title">
        <div className="container contact">
          <div className="contact__text">
            <p className="eyebrow">Visit</p>
            <h2 id="visit-title">See us in person</h2>
            <p className="lead">Visitors are welcome Monday through Friday. Call ahead and we will walk you through the floor and the quality lab.</p>
            <dl className="contact__list">
              <div>
                <dt>Address</dt>
                <dd>
                  <DirectionsLink />
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={phoneHref}>{company.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{keepTogether('E-mail')}</dt>
                <dd>
                  <a href={emailHref()}>{company.email}</a>
                </dd>
              </div>
              {/* The people behind the addresses; the shop's own address is linked once, above. */}
              {company.contacts.map((contact) => (
                <div key={contact.role}>
                  <dt>{contact.role}</dt>
                  <dd>
                    {contact.name}, <a href={extensionHref(contact.extension)}>{extensionLabel(contact.extension)}</a>
                    {contact.email === company.email ? null : (
                      <>
                        , <a href={`mailto:${contact.email}`}>{contact.email}</a>
                      </>
                    )}
                  </dd>
                </div>
              ))}
              <div>
                <dt>Getting here</dt>
                <dd>{keepTogether(company.gettingHere)}</dd>
              </div>
              <div>
                <dt>Hours</dt>
                {/* The opening hours break after the days, never inside "7:00 AM to 4:30 PM". */}
                <dd>{company.hours.replace(/\d.*$/, noBreak)}</dd>
              </div>
            </dl>
          </div>
          <div className="contact__map">
            <Island of={ContactMap} when="intent" props={{ title: `Map showing ${brandName} at ${addressLine}`, src: mapEmbedSrc, address: mapAddress, directions: directionsHref }} />
          </div>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="drawing-title">
        <div className="container">
          <SectionHeading eyebrow="Request a quote" title="Sending a drawing" id="drawing-title">
            <p>{servicesCallToAction.text}</p>
          </SectionHeading>
          <div className="sending">
            <div>
              <h3>What a quote needs</h3>
              <ul className="checklist">
                <li>The drawing as a PDF, and the model as a STEP file</li>
                {quoteFields.map((field) => (
                  <li key={field.label}>
                    {field.label}
                    {field.example ? <span className="sending__example">, e.g. {keepTogether(field.example)}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
            <ul className="quality">
              {[nonDisclosure, controlledDrawings].map((item) => (
                <li key={item.title}>
                  <h3>{keepTogether(item.title)}</h3>
                  <p>{keepTogether(item.text)}</p>
                </li>
              ))}
              {/* Where a buyer is about to send a drawing, the papers their approval asks for. */}
              <li>
                <h3>For your supplier file</h3>
                <ul className="sending__documents">
                  <li>
                    <a href={documents.capabilityStatement} download="capability-statement.pdf">
                      Capability statement
                    </a>{' '}
                    ({capabilityIssueLabel})
                  </li>
                  <li>
                    <a href={documents.sampleFirstArticleReport} download>
                      {sampleFirstArticle.linkLabel}
                    </a>{' '}
                    (PDF, example data)
                  </li>
                </ul>
              </li>
            </ul>
          </div>
          <p className="sending__actions">
            <a className="button button--primary" href={quoteHref}>
              Request Quote
            </a>
            <a href={phoneHref}>or call {company.phone}</a>
          </p>
        </div>
      </section>
    </>
  );
}
