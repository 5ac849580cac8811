import { image } from 'ssg';
import { photo, type Photo } from './media.ts';

export const aboutIntro = {
  title: 'About Us',
  lead: 'Precision machining in the heart of Silicon Valley since 1993.',
  text: [
    'Kestrel Precision started as a two-machine job shop on Junction Avenue. Three decades later we run milling, turning, 5-axis and inspection departments for customers across the medical, solar, semiconductor, aerospace, defense, automotive and high-tech industries.',
    'We are certified to ISO 9001:2015 and AS9100D and registered with ITAR, and we treat every purchase order, from a single prototype to a multi-year production contract, with the same care.',
  ],
  image: photo(image('photos/shop-floor.jpg'), 'The Kestrel Precision shop floor'),
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
  /** Work envelope or capacity, e.g. "40x20x20". */
  description?: string;
  image: Photo;
}

export const equipment: EquipmentItem[] = [
  { id: 'vf4', name: 'Haas VF-4SS Vertical Machining Center', description: '50x20x25', image: photo(image('equipment/vertical-machining-center.jpg'), 'Vertical machining center') },
  { id: 'umc750', name: 'Haas UMC-750 5-Axis Machining Center', description: '30x20x20', image: photo(image('equipment/five-axis-trunnion.jpg'), '5-axis trunnion machining center') },
  { id: 'lb3000', name: 'Okuma LB3000 EX II CNC Lathe', description: '⌀ 12.6 x 20.5', image: photo(image('equipment/cnc-lathe.jpg'), 'CNC lathe') },
  { id: 'qtn250', name: 'Mazak QT-Nexus 250MSY Twin-Spindle Lathe', image: photo(image('equipment/twin-spindle-lathe.jpg'), 'Twin-spindle lathe with live tooling') },
  { id: 'l20', name: 'Citizen L20 Swiss-Type Turning Center', description: '⌀ 0.8 bar capacity', image: photo(image('equipment/swiss-turning-center.jpg'), 'Swiss-type turning center') },
  { id: 'nhx5000', name: 'DMG MORI NHX 5000 Horizontal Machining Center', description: '28x28x34', image: photo(image('equipment/horizontal-machining-center.jpg'), 'Horizontal machining center') },
  { id: 'vf6', name: 'Haas VF-6 Large-Frame Vertical Machining Center', description: '64x32x30', image: photo(image('equipment/large-vmc.jpg'), 'Large vertical machining center') },
  { id: 'contura', name: 'ZEISS CONTURA Coordinate Measuring Machine', description: '40x20x20', image: photo(image('equipment/cmm.jpg'), 'Coordinate measuring machine') },
];
