import { asset, image } from 'ssg';
import { brandName } from './company.ts';
import { cover } from './cover.ts';
import { photo } from './media.ts';

export const heroSlides = {
  welcome: {
    eyebrow: 'Welcome To',
    text: 'CNC milling, turning and 5-axis machining, from two-day prototypes to production runs, for medical, aerospace and semiconductor engineering teams.',
    image: cover('photos/hero-shop-floor.jpg', 'The Kestrel Precision shop floor: machining centers and lathes on both sides of a marked aisle under high-bay lights'),
  },
  topRated: {
    title: 'Top-Rated CNC Services in San Jose',
    text: 'Milling, turning and 5-axis machining for medical, aerospace and semiconductor programs since 1993.',
    image: cover('photos/hero-five-axis.jpg', 'Inside a 5-axis machining center: the trunnion tilts a turned aluminum flange under the spindle and its end mill'),
  },
  quality: {
    title: 'Exclusive CNC Machining Quality',
    text: 'Every job inspected on calibrated CMMs, with full traceability from bar stock to shipment.',
    image: cover('photos/hero-inspection.jpg', 'A bridge coordinate measuring machine probing a machined aluminum housing in the inspection lab'),
  },
};

export const aboutBlock = {
  title: 'About Us',
  lead: 'A San Jose machine shop engineers have trusted for three decades.',
  text: [
    'Since 1993 we have machined parts for the companies that build Silicon Valley: semiconductor equipment makers, medical device start-ups, aerospace suppliers and research labs.',
    'Our engineers review every drawing before it reaches the floor, suggest changes that save cost without touching function, and stay with the job through inspection and delivery.',
  ],
  image: photo(image('photos/parts-staging.jpg'), 'A cart of machined aluminum housings staged in the aisle between the machining centers and the lathes'),
  stats: [
    { value: '1993', label: 'Founded in San Jose' },
    { value: '2 days', label: 'Fastest prototype turnaround' },
    { value: '±0.0002"', label: 'Tolerances held' },
  ],
};

export const excellence = {
  title: 'Discover Excellence',
  intro: 'What customers count on when they send us a drawing.',
  points: [
    {
      title: 'Expertise and Precision',
      text: 'Machinists with decades at the spindle hold tight tolerances in aluminum, stainless, titanium, copper, brass and engineering plastics.',
    },
    {
      title: 'Advanced Technology',
      text: '5-axis machining centers, Swiss-type and twin-spindle lathes, and CMM inspection keep complex parts accurate from the first piece to the last.',
    },
    {
      title: 'Personalized Solutions',
      text: 'From a two-day prototype to high-volume production, we plan each job around your schedule, your budget and your quality system.',
    },
  ],
};

export const featured = {
  title: 'Featured Services',
  items: [
    {
      id: 'cmm-inspection',
      name: 'Precision CMM Inspection',
      description: 'Coordinate measuring machines verify every critical dimension, with first-article reports and full inspection data delivered with your parts.',
      image: photo(image('photos/cmm-probe.jpg'), 'Close-up of a CMM probe with its ruby stylus over an aluminum housing on the granite table'),
    },
    {
      id: 'cnc-turning',
      name: 'Advanced CNC Turning',
      description: 'Multi-axis and Swiss-type lathes turn shafts, pins, fittings and implants complete in one setup, from one piece to tens of thousands.',
      image: photo(image('photos/lathe-turret.jpg'), 'Inside a CNC lathe: a stainless shaft held in the chuck next to the tool turret'),
    },
  ],
};

export const capability = {
  title: 'Capability Statement',
  text: 'Our capabilities, equipment, materials, certifications and codes in one PDF: download it for your supplier file.',
  pdf: asset('public/capability-statement.pdf'),
  // Page 1 of that PDF, drawn from it at build time (site/generated/capability-statement-cover.png.ts).
  image: photo(image('capability-statement-cover.png'), `Cover of the ${brandName} capability statement`),
};
