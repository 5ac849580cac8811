import { asset } from 'ssg';

/** The badges in the floating column (SVG, 120 x 120). */
export const certifications = [
  { name: 'ISO 9001:2015 certified', src: asset('badges/iso-9001.svg') },
  { name: 'AS9100D aerospace certified', src: asset('badges/as9100.svg') },
  { name: 'ITAR registered', src: asset('badges/itar.svg') },
];
