import { Fold, Island, type PageMeta } from 'ssg';
import { Picture } from 'ssg/picture';
import { CallToAction } from '../components/CallToAction.tsx';
import { Card } from '../components/Card.tsx';
import { keepTogether } from '../shared/keepTogether.ts';
import { CertificationTable } from '../components/CertificationTable.tsx';
import { GalleryGrid } from '../components/GalleryGrid.tsx';
import { PageHero } from '../components/PageHero.tsx';
import PageNav from '../islands/PageNav.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SpecTable } from '../components/SpecTable.tsx';
import { brandName } from '../content/company.ts';
import { documents } from '../content/documents.ts';
import { sampleFirstArticle } from '../content/first-article.ts';
import { galleryItems } from '../content/gallery.ts';
import { buyerControls, capabilities, caseStudies, controlledData, finishing, materials, offerings, quality, serviceCards, servicesCallToAction, servicesIntro } from '../content/services.ts';
import Gallery from '../islands/Gallery.tsx';

export const meta: PageMeta = {
  title: `Services | ${brandName}`,
  description: 'CNC milling, 5-axis machining, CNC and Swiss turning, rapid prototyping, production, assembly, finishing and CMM inspection in San Jose, CA.',
};

/** The page's sections, as the links under the hero name them: each id is stated here only. */
const SECTIONS = {
  cards: { id: 'service-cards', label: 'Machining' },
  offerings: { id: 'drawing-to-dock', label: 'Drawing to dock' },
  materials: { id: 'materials', label: 'Materials' },
  tolerances: { id: 'tolerances', label: 'Tolerances' },
  quality: { id: 'quality', label: 'Quality' },
  cases: { id: 'case-studies', label: 'Case studies' },
  gallery: { id: 'gallery', label: 'Gallery' },
};

export default function Services() {
  return (
    <>
      <PageHero title={servicesIntro.title} image={servicesIntro.image} scrollTo={SECTIONS.cards.id}>
        <p className="page-hero__lead">{servicesIntro.text}</p>
      </PageHero>
      <Island of={PageNav} when="intent" props={{ sections: Object.values(SECTIONS) }} />

      {/* The first screen ends here on phones and tablets; on a desktop the cards' heading shows below the banner a round trip after it. */}
      <Fold />
      <section className="section" id={SECTIONS.cards.id} aria-labelledby="cards-title">
        <div className="container">
          <SectionHeading eyebrow="Capabilities" title="What we machine" id="cards-title" />
          <ul className="services">
            {serviceCards.map((card) => (
              <Card key={card.id} image={card.img} title={card.name} sizes="(min-width: 1100px) 25vw, (min-width: 600px) 50vw, 100vw">
                <p>{keepTogether(card.description)}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" id={SECTIONS.offerings.id} aria-labelledby="offerings-title">
        <div className="container">
          <SectionHeading eyebrow="One purchase order" title="From drawing to dock" id="offerings-title" />
          <div className="offerings">
            {offerings.map((offering) => (
              <article key={offering.id} id={offering.id} className="offering">
                <h3>{offering.name}</h3>
                <p>{keepTogether(offering.text)}</p>
                <ul className="checklist">
                  {offering.points.map((point) => (
                    <li key={point}>{keepTogether(point)}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" id={SECTIONS.materials.id} aria-labelledby="materials-title">
        <div className="container">
          <SectionHeading eyebrow="What we cut" title={materials.title} id="materials-title">
            <p>{materials.intro}</p>
          </SectionHeading>
          <SpecTable label="Materials table" columns={['Family', 'Alloys and grades', 'Typical parts']} rows={materials.families.map((row) => ({ head: row.family, cells: [row.alloys, row.use] }))} />
        </div>
      </section>

      <section className="section section--muted" id={SECTIONS.tolerances.id} aria-labelledby="tolerances-title">
        <div className="container two-column">
          <div>
            <SectionHeading eyebrow="What we hold" title={capabilities.title} id="tolerances-title">
              <p>{keepTogether(capabilities.intro)}</p>
            </SectionHeading>
            <SpecTable
              label="Tolerances table"
              numbers
              columns={['Process', 'Machine envelope (in)', 'Standard (in)', 'Tightest (in)']}
              rows={capabilities.rows.map((row) => ({ head: row.process, cells: [row.envelope, row.standard, row.tightest] }))}
            />
            {capabilities.notes.map((note) => (
              <p key={note} className="small">
                {note}
              </p>
            ))}
          </div>
          <div>
            <h3 className="list-title">{finishing.title}</h3>
            <ul className="checklist checklist--columns">
              {finishing.items.map((item) => (
                <li key={item}>{keepTogether(item)}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section" id={SECTIONS.quality.id} aria-labelledby="quality-title">
        <div className="container">
          <SectionHeading eyebrow="Inspection and paperwork" title={quality.title} id="quality-title">
            <p>{quality.intro}</p>
            <p>
              <a href={documents.sampleFirstArticleReport} download>
                {sampleFirstArticle.linkLabel}
              </a>{' '}
              (PDF, example data)
            </p>
          </SectionHeading>
          <ul className="quality">
            {[...quality.items, ...buyerControls, ...controlledData].map((item) => (
              <li key={item.title}>
                <h3>{keepTogether(item.title)}</h3>
                <p>{keepTogether(item.text)}</p>
              </li>
            ))}
          </ul>
          <CertificationTable />
        </div>
      </section>

      <section className="section section--muted" id={SECTIONS.cases.id} aria-labelledby="cases-title">
        <div className="container">
          <SectionHeading eyebrow="Case studies" title={caseStudies.title} id="cases-title">
            <p>{caseStudies.intro}</p>
          </SectionHeading>
          <ul className="cases">
            {caseStudies.items.map((job) => (
              <li key={job.part} className="case">
                <Picture image={job.picture} alt={job.picture.alt} className="case__picture" sizes="(min-width: 1392px) 590px, (min-width: 960px) calc(50vw - 106px), (min-width: 760px) calc(50vw - 42px), calc(100vw - 64px)" />
                <div className="case__body">
                  <p className="case__industry">{job.industry}</p>
                  <h3>{job.part}</h3>
                  <dl className="facts">
                    {job.facts.map(([label, value]) => (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>{keepTogether(value)}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="case__hard">{keepTogether(job.hard)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="small">{caseStudies.note}</p>
        </div>
      </section>

      <section className="section" id={SECTIONS.gallery.id} aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeading eyebrow="Gallery" title="Parts we've made" id="gallery-title" />
          <Island of={Gallery} when="visible" holdLinks props={{ zoom: false }}>
            <GalleryGrid items={galleryItems} />
          </Island>
        </div>
      </section>

      <CallToAction id="services-cta-title" title={servicesCallToAction.title} text={servicesCallToAction.text} />
    </>
  );
}
