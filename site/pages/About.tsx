import { asset, type PageMeta } from 'ssg';
import { Picture } from 'ssg/picture';
import { CallToAction } from '../components/CallToAction.tsx';
import { DRAWING } from '../components/drawing/frame.ts';
import { Stats } from '../components/Stats.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { keepTogether } from '../shared/keepTogether.ts';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SpecTable } from '../components/SpecTable.tsx';
import { inWords } from '../components/inWords.ts';
import { aboutCallToAction, aboutIntro, controlLabel, equipment, fleet, inspection, performances, sectors, shopFacts } from '../content/about.ts';
import { brandName, company, visitHref } from '../content/company.ts';

export const meta: PageMeta = {
  title: `About | ${brandName}`,
  description: `${brandName} has machined precision parts in San Jose since ${company.founded}: our contracts, the sectors we serve, our mission and our equipment.`,
};

export default function About() {
  return (
    <>
      <PageHero title={aboutIntro.title} image={aboutIntro.image}>
        <p className="page-hero__lead">{aboutIntro.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="intro-title">
        <div className="container who">
          <div className="narrow">
            <SectionHeading eyebrow={`Since ${company.founded}`} title="Who we are" id="intro-title" />
            {aboutIntro.text.map((p) => (
              <p key={p} className="lead-paragraph">
                {keepTogether(p)}
              </p>
            ))}
          </div>
          <div className="who__facts">
            <Stats items={shopFacts.items} />
            <p className="stats__note">{shopFacts.note}</p>
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="performances-title">
        <div className="container">
          <SectionHeading eyebrow="Track record" title={performances.title} id="performances-title" align="center">
            <p>{performances.intro}</p>
          </SectionHeading>
          <ul className="performances">
            {performances.items.map((item) => (
              <li key={item.amount} className="performance">
                <p className="performance__amount">{item.amount}</p>
                <h3>{item.customer}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="performances__note">{performances.note}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="sectors-title">
        <div className="container">
          <SectionHeading eyebrow="Industries" title={sectors.title} id="sectors-title" />
          <ul className="chips">
            {sectors.list.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <div className="mission">
            {[sectors.mission, sectors.vision].map((block) => (
              <article key={block.title} className="mission__card">
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="equipment-title">
        <div className="container">
          <SectionHeading eyebrow="On our floor" title="Our Equipment" id="equipment-title">
            <p>{keepTogether(`${fleet.cnc} CNC machines and ${fleet.measuring} CMMs in ${inWords(equipment.length)} models, each listed with its working envelope: 3-, 4- and 5-axis milling, horizontal pallet work, Swiss-type and twin-spindle turning, and the CMMs that check their work.`)}</p>
          </SectionHeading>
          <ul className="equipment">
            {equipment.map((item) => (
              <li key={item.id} className="machine">
                {item.description ? (
                  <img className="drawing" src={`${asset('equipment-drawings.svg')}#view-${item.id}`} width={DRAWING.width} height={DRAWING.height} loading="lazy" decoding="async" alt={`Line drawing of the ${item.name} with its work envelope to scale, ${item.description} in`} />
                ) : null}
                <div className="machine__head">
                  <h3>{keepTogether(item.name)}</h3>
                  <p className="machine__kind">{keepTogether(item.kind)}</p>
                  <p className="machine__count">
                    <span className="machine__count-value">{item.count}</span> in the shop
                  </p>
                </div>
                <dl className="machine__specs facts">
                  {item.description ? (
                    <div>
                      <dt>{keepTogether(item.sizeLabel)}</dt>
                      <dd className="equipment__size">{keepTogether(item.description)}</dd>
                    </div>
                  ) : null}
                  {item.specs.map((spec) => (
                    <div key={spec.label}>
                      <dt>{spec.label}</dt>
                      <dd>{keepTogether(spec.value)}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>{controlLabel(item)}</dt>
                    <dd>{keepTogether(item.control)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="lab">
            <h3 className="lab__title">{inspection.title}</h3>
            <p className="small lab__intro">{inspection.intro}</p>
            <Picture
              image={inspection.image}
              alt={inspection.image.alt}
              className="lab__picture rounded-media"
              sizes="(min-width: 960px) calc(100vw - 192px), calc(100vw - 64px)"
              art={[{ media: '(min-width: 1100px)', image: inspection.upright, sizes: '20rem' }]}
            />
            <SpecTable label="Inspection equipment" columns={['Instrument', 'What it checks']} rows={inspection.items.map((item) => ({ head: item.instrument, cells: [item.checks] }))} />
          </div>
        </div>
      </section>

      <CallToAction id="about-cta-title" title={aboutCallToAction.title} text={aboutCallToAction.text} also={{ label: 'Book a Visit', href: visitHref }} />
    </>
  );
}
