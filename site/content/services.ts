import { image } from 'ssg';
import { cover } from './cover.ts';
import { photo, type Photo } from './media.ts';

export interface ServiceCard {
  id: string;
  name: string;
  description: string;
  img: Photo;
}

export const servicesIntro = {
  title: 'Services',
  image: cover('photos/milling-closeup.jpg', 'Inside a vertical machining center: an aluminum housing held in the vise under the spindle'),
  text: 'We are a full-service manufacturing shop: engineering review, CNC milling and turning, finishing, assembly and inspection under one roof in San Jose, so your parts move from drawing to dock without changing hands.',
};

export const serviceCards: ServiceCard[] = [
  {
    id: 'cnc-milling',
    name: 'Precision CNC Milling',
    description: '3- and 4-axis vertical and horizontal machining centers for housings, manifolds, brackets and plates up to 40 x 20 x 20 inches.',
    img: photo(image('photos/manifold-milling.jpg'), 'Two milled manifold blocks, stainless and aluminum, with counterbored ports and tapped holes'),
  },
  {
    id: 'five-axis',
    name: '5-Axis Machining',
    description: 'Simultaneous 5-axis work finishes complex geometry in one setup: impellers, implants, optical mounts and aerospace fittings.',
    img: photo(image('photos/trunnion-part.jpg'), 'A turned aluminum flange clamped on the tilted trunnion table of a 5-axis machine'),
  },
  {
    id: 'cnc-turning',
    name: 'CNC Turning',
    description: 'Twin-spindle lathes with live tooling turn and mill shafts, bushings and fittings complete, with bar feeders for lights-out runs.',
    img: photo(image('photos/turned-shafts.jpg'), 'Five stainless steel shafts with journals, shoulders and relief grooves on a granite plate'),
  },
  {
    id: 'swiss-turning',
    name: 'High-Volume Swiss Turning',
    description: 'Swiss-type turning centers hold tenths on small, slender parts in the tens of thousands, for medical and electronics programs.',
    img: photo(image('photos/swiss-parts.jpg'), 'Swiss-turned titanium and stainless bone screws with hex sockets on a blue anti-static mat'),
  },
  {
    id: 'prototyping',
    name: 'Rapid Prototyping',
    description: 'Prototype parts in as little as two days, machined from production materials so test results carry straight into production.',
    img: photo(image('photos/prototype-parts.jpg'), 'A prototype aluminum housing and bracket with two PEEK spacers'),
  },
  {
    id: 'production',
    name: 'Production Machining',
    description: 'Repeat orders, blanket releases and kanban stock, run on dedicated fixtures with statistical process control.',
    img: photo(image('photos/production-batch.jpg'), 'A production batch of forty turned PEEK and acetal spacers in rows on a steel bench'),
  },
  {
    id: 'assembly',
    name: 'Assembly and Finishing',
    description: 'Deburring, bead blast, anodize, passivation, plating coordination, hardware insertion, laser marking and kitting.',
    img: photo(image('photos/anodized-parts.jpg'), 'Four machined brackets anodized black, blue, red and clear'),
  },
  {
    id: 'inspection',
    name: 'CMM Inspection',
    description: 'Calibrated CMMs and an environmentally controlled lab for first-article inspection, PPAP and full dimensional reports.',
    img: photo(image('photos/cmm-granite.jpg'), 'A coordinate measuring machine bridge over a housing on its granite table'),
  },
];

/**
 * The four services the footer lists (their names are fixed by the specification); each is a
 * section of the Services page, and the footer links to its anchor.
 */
export const offerings = [
  {
    id: 'precision-cnc-engineering',
    name: 'Precision CNC Engineering',
    text: 'An engineer reviews every drawing before it is quoted: tolerance stack-ups, datum schemes, tool access and material choice. You get design-for-manufacture notes that save cost without touching function, and a process plan before the first chip.',
    points: ['DFM review with every quote', 'CAM programming from your STEP or Parasolid model', 'Fixture design for repeatable setups', 'GD&T interpretation to ASME Y14.5'],
  },
  {
    id: 'rapid-prototyping-services',
    name: 'Rapid Prototyping Services',
    text: 'First parts in as little as two days, cut from the alloy and temper your production parts will use, so test results carry straight into production. Prototype programs stay on file and become the production process.',
    points: ['2-day turnaround on simple parts, 5 to 7 days typical', 'Production materials, no substitutes', 'Inspection report with every prototype', 'Revisions re-cut the same week'],
  },
  {
    id: 'large-scale-manufacturing',
    name: 'Large-Scale Manufacturing',
    text: 'Repeat orders and multi-year contracts run on dedicated fixtures, pallet systems and bar-fed lathes through two shifts and unattended nights, with statistical process control on critical features.',
    points: ['Lots from 100 to 50,000 pieces', 'Blanket orders, kanban and consignment stock', 'SPC and Cpk reporting on critical dimensions', 'Parts up to 64 x 32 x 30 in'],
  },
  {
    id: 'vendor-network-solutions',
    name: 'Vendor Network Solutions',
    text: 'One purchase order covers the whole part: we manage approved suppliers for anodizing, plating, heat treatment, NDT and passivation, and ship finished, inspected, kitted parts with every certificate in one package.',
    points: ['NADCAP-accredited special processes', 'Certificates of conformance for every outside step', 'Kitting, bagging and labeling to your spec', 'One point of contact from quote to delivery'],
  },
];

export const footerServices = offerings.map(({ id, name }) => ({ name, href: `/Services#${id}` }));

/** Materials we buy, cut and certify every week, by family and alloy. */
export const materials = {
  title: 'Materials',
  intro: 'Mill-certified stock from approved distributors, with heat and lot numbers traced to your shipment. Other alloys on request.',
  families: [
    { family: 'Aluminum', alloys: '6061-T6, 7075-T651, 2024-T351, 5052, MIC-6 cast plate', use: 'Housings, manifolds, brackets, vacuum parts' },
    { family: 'Stainless steel', alloys: '303, 304/304L, 316/316L, 17-4 PH (H900, H1150), 15-5 PH, 416', use: 'Medical, food, fluid handling, semiconductor' },
    { family: 'Titanium', alloys: 'Ti-6Al-4V (Grade 5), Ti-6Al-4V ELI (Grade 23), CP Grade 2', use: 'Implants, instruments, flight hardware' },
    { family: 'Copper alloys', alloys: 'C360 brass, C145 tellurium copper, C101 OFHC copper, C932 bearing bronze', use: 'Fittings, electrodes, RF and thermal parts' },
    { family: 'Steels and nickel alloys', alloys: '4140, 4340, 1018, A2 and D2 tool steel, Inconel 718, Kovar', use: 'Shafts, tooling, high-temperature parts' },
    { family: 'Plastics', alloys: 'PEEK (natural and 30% glass), Delrin (acetal), Ultem 1000, PTFE, PVC, UHMW', use: 'Insulators, wear parts, fixtures, medical' },
  ],
};

/** What each process holds, in inches. Tightest figures on suitable features, agreed at quote. */
export const capabilities = {
  title: 'Tolerances and part sizes',
  intro: 'Standard tolerances apply where a drawing gives none; tighter ones are held routinely on the features that need them.',
  rows: [
    { process: '3-axis milling', envelope: '64 x 32 x 30', standard: '±0.005', tightest: '±0.0005' },
    { process: '5-axis milling', envelope: '30 x 20 x 20', standard: '±0.002', tightest: '±0.0005' },
    { process: 'Horizontal milling', envelope: '28 x 28 x 34', standard: '±0.002', tightest: '±0.0005' },
    { process: 'CNC turning', envelope: '⌀ 12.6 x 20.5', standard: '±0.002', tightest: '±0.0002' },
    { process: 'Swiss turning', envelope: '⌀ 0.8 x 12', standard: '±0.001', tightest: '±0.0002' },
  ],
  notes: ['Surface finish 63 Ra standard, 16 Ra on request, 8 Ra lapped.', 'Bores held to 0.0002 in on diameter and 0.0001 in roundness on CMM-verified features.'],
};

export const finishing = {
  title: 'Finishing and secondary operations',
  items: [
    'Anodize Type II and Type III hardcoat (MIL-A-8625)',
    'Chem film (MIL-DTL-5541 Type II)',
    'Passivation (ASTM A967, AMS 2700)',
    'Electroless nickel (AMS 2404)',
    'Bead blast, tumble and vibratory deburr',
    'Electropolish for medical and UHV parts',
    'Heat treatment and stress relief, certified',
    'Laser marking: part number, serial, UDI',
    'Helicoil, Keensert and PEM installation',
    'Assembly, kitting and cleanroom bagging',
  ],
};

export const quality = {
  title: 'Quality you can audit',
  intro: 'Every job carries its paperwork from the purchase order to the shipment, and a buyer can walk the lab any weekday.',
  items: [
    { title: 'First-article inspection', text: 'Full AS9102 first-article reports (forms 1, 2 and 3) with ballooned drawings, on the first lot and after any change.' },
    { title: 'CMM reports', text: 'ZEISS CONTURA measurement in a 68 °F ± 1 °F lab; CALYPSO reports in PDF and CSV, with the program kept for every repeat.' },
    { title: 'Material certifications', text: 'Mill test reports and certificates of conformance with every shipment; DFARS-compliant and domestic material on request.' },
    { title: 'Lot traceability', text: 'Heat and lot numbers follow each part from bar stock through outside processing to the packing slip, for ten years.' },
  ],
};

export const servicesCallToAction = {
  title: 'Send us your drawing',
  text: 'A quote within two business days, with DFM notes, for anything from one prototype to a production contract.',
};
