import { image } from 'ssg';
import { cover } from './cover.ts';
import { photo, type Photo } from './media.ts';

export const aboutIntro = {
  title: 'About Us',
  lead: 'Precision machining in the heart of Silicon Valley since 1993.',
  text: [
    'Kestrel Precision started as a two-machine job shop on Junction Avenue. Three decades later we run milling, turning, 5-axis and inspection departments for customers across the medical, solar, semiconductor, aerospace, defense, automotive and high-tech industries.',
    'We are certified to ISO 9001:2015 and AS9100D and registered with ITAR, and we treat every purchase order, from a single prototype to a multi-year production contract, with the same care.',
  ],
  image: cover('photos/machine-row.jpg', 'A row of vertical machining centers seen from floor level along the aisle'),
};

export const performances = {
  title: 'Our Performances',
  intro: 'Contracts that show the scale and trust of our work.',
  items: [
    { amount: 'Over $20,000,000', customer: 'Semiconductor capital equipment', text: 'A multi-year production contract for wafer-handling and chamber components.' },
    { amount: '$2,600,000', customer: 'Aerospace tier-one supplier', text: 'Flight-hardware brackets and fittings in titanium and 7075 aluminum, AS9100 documented.' },
    { amount: '$1,600,000', customer: 'Medical device manufacturer', text: 'Implant-grade titanium and PEEK components with full lot traceability.' },
  ],
};

export const sectors = {
  title: 'Targeting Sectors',
  list: ['Medical', 'Solar', 'Semiconductor', 'Engineering', 'Aerospace', 'Defense', 'Automotive', 'High Tech'],
  mission: {
    title: 'Our Mission',
    text: 'To machine parts our customers never have to think twice about: on print, on time, and backed by people who answer the phone.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the first call for Silicon Valley engineers who need a precision partner, from the first prototype to full production.',
  },
};

export interface EquipmentItem {
  id: string;
  name: string;
  /** What kind of machine, in a buyer's words. */
  kind: string;
  /** Work envelope or capacity, e.g. "40x20x20" (inches; `sizeLabel` says which dimensions). */
  description?: string;
  sizeLabel?: string;
  /** Further specifications, each with its unit. */
  specs: { label: string; value: string }[];
  image: Photo;
}

const TRAVELS = 'Travels X x Y x Z, in';

export const equipment: EquipmentItem[] = [
  {
    id: 'vf4', name: 'Haas VF-4SS', kind: 'Vertical machining center, 4-axis', description: '50x20x25', sizeLabel: TRAVELS,
    specs: [{ label: 'Spindle', value: '12,000 rpm, 30 hp, CAT40' }, { label: 'Tools', value: '30 + 1' }],
    image: photo(image('equipment/vertical-machining-center.jpg'), 'A white vertical machining center with sliding doors, side tool carousel and control pendant'),
  },
  {
    id: 'umc750', name: 'Haas UMC-750', kind: '5-axis machining center, trunnion', description: '30x20x20', sizeLabel: TRAVELS,
    specs: [{ label: 'Tilt / rotary', value: '+110° to -35° / 360°' }, { label: 'Spindle', value: '8,100 rpm, 30 hp' }],
    image: photo(image('equipment/five-axis-trunnion.jpg'), 'A 5-axis machining center with its trunnion table and part visible through the open door'),
  },
  {
    id: 'lb3000', name: 'Okuma LB3000 EX II', kind: 'CNC lathe, live tooling', description: '⌀ 12.6 x 20.5', sizeLabel: 'Max. turning ⌀ x length, in',
    specs: [{ label: 'Bar capacity', value: '⌀ 3.1 in' }, { label: 'Spindle', value: '5,000 rpm, 30 hp' }],
    image: photo(image('equipment/cnc-lathe.jpg'), 'A slant-bed CNC lathe with the chuck and tool turret behind its door window'),
  },
  {
    id: 'qtn250', name: 'Mazak QT-Nexus 250MSY', kind: 'Twin-spindle lathe, Y axis',
    specs: [{ label: 'Max. turning ⌀ x length', value: '⌀ 14.2 x 22.4 in' }, { label: 'Bar capacity', value: '⌀ 2.5 in' }, { label: 'Spindles', value: 'main 4,000 rpm, sub 6,000 rpm' }],
    image: photo(image('equipment/twin-spindle-lathe.jpg'), 'A long twin-spindle lathe with main and sub spindles facing each other behind two doors'),
  },
  {
    id: 'l20', name: 'Citizen L20', kind: 'Swiss-type turning center, bar-fed', description: '⌀ 0.8 bar capacity', sizeLabel: 'Bar capacity, in',
    specs: [{ label: 'Axes', value: '5 linear + 2 C' }, { label: 'Spindle', value: '10,000 rpm' }],
    image: photo(image('equipment/swiss-turning-center.jpg'), 'A Swiss-type turning center with its bar feeder extending to the left'),
  },
  {
    id: 'nhx5000', name: 'DMG MORI NHX 5000', kind: 'Horizontal machining center, 2 pallets', description: '28x28x34', sizeLabel: TRAVELS,
    specs: [{ label: 'Pallet', value: '19.7 x 19.7 in, 1° index' }, { label: 'Spindle', value: '12,000 rpm, CAT40' }],
    image: photo(image('equipment/horizontal-machining-center.jpg'), 'A horizontal machining center with a tombstone fixture of parts waiting on the pallet station'),
  },
  {
    id: 'vf6', name: 'Haas VF-6', kind: 'Large-frame vertical machining center', description: '64x32x30', sizeLabel: TRAVELS,
    specs: [{ label: 'Table load', value: '4,000 lb' }, { label: 'Spindle', value: '8,100 rpm, 30 hp' }],
    image: photo(image('equipment/large-vmc.jpg'), 'A large-frame vertical machining center with a wide door opening and control pendant'),
  },
  {
    id: 'contura', name: 'ZEISS CONTURA', kind: 'Coordinate measuring machine', description: '40x20x20', sizeLabel: 'Measuring volume X x Y x Z, in',
    specs: [{ label: 'Accuracy', value: '1.8 + L/300 µm' }, { label: 'Probe', value: 'VAST XTR scanning' }],
    image: photo(image('equipment/cmm.jpg'), 'A bridge coordinate measuring machine on a black granite table'),
  },
];

export const aboutCallToAction = {
  title: 'See the floor for yourself',
  text: 'Buyers and engineers are welcome on a weekday visit, or send a drawing and we will quote it within two business days.',
};
