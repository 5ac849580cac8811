import { Island, type PageMeta } from 'ssg';
import { Picture } from 'ssg/picture';
import { CallToAction } from '../components/CallToAction.tsx';
import { capabilityIssueLabel } from '../components/capabilityIssue.ts';
import { Card } from '../components/Card.tsx';
import { Stats } from '../components/Stats.tsx';
import { keepRunsTogether, keepTogether } from '../shared/keepTogether.ts';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { certifications } from '../content/certifications.ts';
import { brandName, company, quoteHref } from '../content/company.ts';
import { CLIENT_LOGO_SIZE, clients } from '../content/clients.ts';
import { aboutBlock, capability, excellence, featured, heroSlides, homeCallToAction } from '../content/home.ts';
import { prototypeTurnaround } from '../content/services.ts';
import { inWords } from '../components/inWords.ts';
import ClientsCarousel from '../islands/ClientsCarousel.tsx';
import HeroCarousel, { type HeroSlide } from '../islands/HeroCarousel.tsx';

export const meta: PageMeta = {
  title: `${brandName} | CNC Machining in San Jose, CA since ${company.founded}`,
  description: `Precision CNC milling, turning and 5-axis machining for medical, aerospace and semiconductor customers. Prototypes in as little as ${inWords(prototypeTurnaround.fastestDays)} days. San Jose, CA since ${company.founded}.`,
};

const slides: HeroSlide[] = [
  {
    image: heroSlides.welcome.image,
    eyebrow: heroSlides.welcome.eyebrow,
    title: [...company.brand],
    text: keepRunsTogether(heroSlides.welcome.text),
    facts: certifications.map((c) => c.short),
    actions: [
      { kind: 'button', label: 'Request Quote', href: quoteHref },
      { kind: 'scroll', label: 'Scroll down', href: '#Home1' },
    ],
  },
  { image: heroSlides.topRated.image, title: [heroSlides.topRated.title], text: keepRunsTogether(heroSlides.topRated.text), actions: [{ kind: 'button', label: 'Contact Us', href: quoteHref }] },
  { image: heroSlides.quality.image, title: [heroSlides.quality.title], text: keepRunsTogether(heroSlides.quality.text), actions: [{ kind: 'button', label: 'View More', href: '/Services' }] },
];

const newWindow = { target: '_blank', rel: 'noopener' } as const;

export default function Home() {
  return (
    <>
      <Island of={HeroCarousel} when="intent" replay props={{ label: 'Highlights', slides }} />

      <section className="section about-block" id="Home1" aria-labelledby="about-title">
        <div className="container split">
          <div className="split__media">
            <Picture image={aboutBlock.image} alt={aboutBlock.image.alt} className="rounded-media" sizes="(min-width: 960px) 50vw, 100vw" />
          </div>
          <div className="split__text">
            <SectionHeading eyebrow={`Since ${company.founded}`} title={aboutBlock.title} id="about-title">
              <p className="lead">{aboutBlock.lead}</p>
            </SectionHeading>
            {aboutBlock.text.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Stats items={aboutBlock.stats} />
            <a className="button button--primary" href="/About" {...newWindow}>
              View More<span className="visually-hidden"> about us (opens in a new window)</span>
            </a>
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="excellence-title">
        <div className="container">
          <SectionHeading eyebrow="Why engineers choose us" title={excellence.title} id="excellence-title" align="center">
            <p>{excellence.intro}</p>
          </SectionHeading>
          <ol className="points">
            {excellence.points.map((point, i) => (
              <li key={point.title} className="point">
                <span className="point__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{point.title}</h3>
                <p>{keepTogether(point.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="featured-title">
        <div className="container">
          <SectionHeading eyebrow="What we do" title={featured.title} id="featured-title" />
          <div className="featured">
            {featured.items.map((item) => (
              <Card key={item.id} as="article" variant="featured" image={item.image} title={item.name} sizes="(min-width: 960px) 50vw, 100vw">
                <p>{item.description}</p>
              </Card>
            ))}
          </div>
          <p className="center">
            <a className="button button--outline" href="/Services" {...newWindow}>
              View More<span className="visually-hidden"> services (opens in a new window)</span>
            </a>
          </p>
        </div>
      </section>

      <section className="section section--steel" aria-labelledby="capability-title">
        {/* The heading before the sheet: on a phone, where they stack, a buyer reads what it is first. */}
        <div className="container split">
          <div className="split__text capability__text">
            <SectionHeading eyebrow="For your supplier file" title={capability.title} id="capability-title">
              <p>{capability.text}</p>
            </SectionHeading>
            <a className="button button--primary" href={capability.pdf} download="capability-statement.pdf">
              Download PDF
            </a>
            <p className="capability__issue">{capabilityIssueLabel}</p>
          </div>
          <div className="split__media">
            <a className="capability__link" href={capability.pdf} download="capability-statement.pdf">
              <Picture image={capability.image} alt={`${capability.image.alt} (PDF)`} className="capability__cover" sizes="(min-width: 400px) 22rem, 90vw" />
              <span className="capability__badge" aria-hidden="true">PDF</span>
            </a>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="clients-title">
        <div className="container">
          <SectionHeading eyebrow="Trusted by" title="Our Clients" id="clients-title" align="center" />
          <Island
            of={ClientsCarousel}
            when="visible"
            props={{ label: 'Client logos', logos: clients.map((c) => ({ name: c.name, src: c.logo })), logoWidth: CLIENT_LOGO_SIZE.width, logoHeight: CLIENT_LOGO_SIZE.height }}
          />
        </div>
      </section>

      <CallToAction id="home-cta-title" title={homeCallToAction.title} text={homeCallToAction.text} />
    </>
  );
}
