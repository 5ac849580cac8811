import { image } from 'ssg';
import { photo, type Photo } from './media.ts';

export interface ServiceCard {
  id: string;
  name: string;
  description: string;
  img: Photo;
}

export const servicesIntro = {
  title: 'Services',
  text: 'We are a full-service manufacturing shop: engineering review, CNC milling and turning, finishing, assembly and inspection under one roof in San Jose, so your parts move from drawing to dock without changing hands.',
};

export const serviceCards: ServiceCard[] = [
  {
    id: 'cnc-milling',
    name: 'Precision CNC Milling',
    description: '3- and 4-axis vertical and horizontal machining centers for housings, manifolds, brackets and plates up to 40 x 20 x 20 inches.',
    img: photo(image('photos/aluminum-housing.jpg'), 'An aluminum housing being milled'),
  },
  {
    id: 'five-axis',
    name: '5-Axis Machining',
    description: 'Simultaneous 5-axis work finishes complex geometry in one setup: impellers, implants, optical mounts and aerospace fittings.',
    img: photo(image('photos/five-axis-milling.jpg'), 'A 5-axis machining center at work'),
  },
  {
    id: 'cnc-turning',
    name: 'CNC Turning',
    description: 'Twin-spindle lathes with live tooling turn and mill shafts, bushings and fittings complete, with bar feeders for lights-out runs.',
    img: photo(image('photos/cnc-turning.jpg'), 'Precision-turned parts'),
  },
  {
    id: 'swiss-turning',
    name: 'High-Volume Swiss Turning',
    description: 'Swiss-type turning centers hold tenths on small, slender parts in the tens of thousands, for medical and electronics programs.',
    img: photo(image('photos/turned-parts.jpg'), 'A tray of small Swiss-turned parts'),
  },
  {
    id: 'prototyping',
    name: 'Rapid Prototyping',
    description: 'Prototype parts in as little as two days, machined from production materials so test results carry straight into production.',
    img: photo(image('photos/tool-change.jpg'), 'A cutting tool in the spindle before a prototype run'),
  },
  {
    id: 'production',
    name: 'Production Machining',
    description: 'Repeat orders, blanket releases and kanban stock, run on dedicated fixtures with statistical process control.',
    img: photo(image('photos/production-cell.jpg'), 'A production cell of CNC machines'),
  },
  {
    id: 'assembly',
    name: 'Assembly and Finishing',
    description: 'Deburring, bead blast, anodize, passivation, plating coordination, hardware insertion, laser marking and kitting.',
    img: photo(image('photos/titanium-components.jpg'), 'Finished titanium components ready for assembly'),
  },
  {
    id: 'inspection',
    name: 'CMM Inspection',
    description: 'Calibrated CMMs and an environmentally controlled lab for first-article inspection, PPAP and full dimensional reports.',
    img: photo(image('photos/cmm-inspection.jpg'), 'A CMM probe measuring a part'),
  },
];

/** The four services the footer lists; each links to the Services page. */
export const footerServices = ['Precision CNC Engineering', 'Rapid Prototyping Services', 'Large-Scale Manufacturing', 'Vendor Network Solutions'];
