import { Island, type PageMeta } from 'ssg';
import { Card } from '../components/Card.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { brandName } from '../content/company.ts';
import { galleryItems } from '../content/gallery.ts';
import { heroSlides } from '../content/home.ts';
import { serviceCards, servicesIntro } from '../content/services.ts';
import Gallery from '../islands/Gallery.tsx';

export const meta: PageMeta = {
  title: `Services | ${brandName}`,
  description: 'CNC milling, 5-axis machining, CNC and Swiss turning, rapid prototyping, production, assembly, finishing and CMM inspection in San Jose, CA.',
};

export default function Services() {
  return (
    <>
      <PageHero title={servicesIntro.title} image={heroSlides.topRated.image} scrollTo="service-cards">
        <p className="page-hero__lead">{servicesIntro.text}</p>
      </PageHero>

      <section className="section" id="service-cards" aria-labelledby="cards-title">
        <div className="container">
          <SectionHeading eyebrow="Capabilities" title="What we machine" id="cards-title" />
          <ul className="services">
            {serviceCards.map((card) => (
              <Card key={card.id} image={card.img} title={card.name} sizes="(min-width: 1100px) 25vw, (min-width: 600px) 50vw, 100vw">
                <p>{card.description}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeading eyebrow="Inside the shop" title="Gallery" id="gallery-title" />
          <Island of={Gallery} when="visible" props={{ items: galleryItems, zoom: false }} />
        </div>
      </section>
    </>
  );
}
