import { company } from './company.ts';

/**
 * A sample AS9102 first-article inspection report, for a buyer to see what comes with a first
 * lot: FICTIONAL, like the certificate numbers, and every page of it says so. The part is the
 * end effector of the case studies (services.ts).
 */

/** One characteristic on the drawing: a size with its ± tolerance, or a limit (flatness, position, roughness). */
export interface Characteristic {
  /** Balloon number on the drawing. */
  balloon: number;
  zone: string;
  feature: string;
  /** A size: its nominal, ± tolerance. A limit: only its largest value. */
  nominal?: number;
  tolerance: number;
  unit: 'in' | 'µin Ra';
  /** One result per occurrence on the drawing (a "6x" hole has six), as AS9102 records them. */
  results: number[];
  /** How it was measured (the About page's instruments). */
  method: string;
}

/** The requirement as the drawing states it, in the drawing's decimals (inches go unnamed: the report says so once). */
export function requirement(c: Characteristic): string {
  const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
  if (c.nominal === undefined) return `${c.tolerance} max${c.unit === 'in' ? '' : ` ${c.unit}`}`;
  const places = Math.max(decimals(c.nominal), decimals(c.tolerance), 3);
  return `${c.nominal.toFixed(places)} ±${c.tolerance.toFixed(places)}`;
}

/** One row per occurrence: balloon 7 with six holes is 7.1 to 7.6. */
export const occurrences = (c: Characteristic) =>
  c.results.map((result, i) => ({ balloon: c.results.length > 1 ? `${c.balloon}.${i + 1}` : String(c.balloon), feature: c.results.length > 1 ? `${c.feature}, ${i + 1} of ${c.results.length}` : c.feature, result }));

/** A result as the report prints it: inches to four places, roughness in whole microinches. */
export const formatResult = (c: Characteristic, result: number) => (c.unit === 'in' ? result.toFixed(4) : `${result} ${c.unit}`);

/** The smallest and largest conforming value. */
export const limits = (c: Characteristic): [number, number] => (c.nominal === undefined ? [0, c.tolerance] : [c.nominal - c.tolerance, c.nominal + c.tolerance]);

const quality = company.contacts.find((contact) => contact.role === 'Quality')!;

export const sampleFirstArticle = {
  title: 'Sample first-article inspection report',
  linkLabel: 'See a sample AS9102 first-article report',
  reportNumber: 'FAI-26-0412',
  date: '2026-10-14',
  part: {
    number: 'KP-40217',
    name: 'Wafer-handling end effector',
    revision: 'C',
    serial: '0001',
  },
  /** Form 2: the material, the special processes and the functional test, each with its evidence. */
  materialAndProcesses: [
    { kind: 'Material', specification: '6061-T651 aluminum plate, AMS-QQ-A-250/11', evidence: 'Mill certificate, heat 4471128' },
    { kind: 'Special process', specification: 'Hard anodize, MIL-A-8625 Type III Class 2', evidence: 'Approved supplier\'s certificate AC-2291' },
    { kind: 'Functional test', specification: 'Vacuum hold at 25 inHg for 30 s, drop under 1.0 inHg', evidence: 'Drop 0.4 inHg, test record attached' },
  ],
  purchaseOrder: '4500-118704',
  /** Who signed: the inspector who measured, and the quality manager who approved (AS9102 Form 1). */
  signatures: [
    { role: 'Inspected by', name: 'Luis Ortega, CMM inspector' },
    { role: 'Approved by', name: `${quality.name}, Quality Manager` },
  ],
  characteristics: [
    { balloon: 1, zone: 'A3', feature: 'Overall length', nominal: 11.0, tolerance: 0.01, unit: 'in', results: [11.0032], method: 'CMM' },
    { balloon: 2, zone: 'A3', feature: 'Overall width', nominal: 3.35, tolerance: 0.005, unit: 'in', results: [3.3488], method: 'CMM' },
    { balloon: 3, zone: 'B4', feature: 'Blade thickness', nominal: 0.138, tolerance: 0.002, unit: 'in', results: [0.1386], method: 'Micrometer' },
    { balloon: 4, zone: 'B4', feature: 'Flatness, blade face', tolerance: 0.0005, unit: 'in', results: [0.0003], method: 'CMM' },
    { balloon: 5, zone: 'C2', feature: 'Slot width', nominal: 1.26, tolerance: 0.003, unit: 'in', results: [1.2614], method: 'CMM' },
    { balloon: 6, zone: 'C2', feature: 'Slot end radius', nominal: 0.63, tolerance: 0.003, unit: 'in', results: [0.6297], method: 'CMM' },
    { balloon: 7, zone: 'C5', feature: 'Vacuum port diameter', nominal: 0.087, tolerance: 0.002, unit: 'in', results: [0.0874, 0.0872, 0.0875, 0.0873, 0.0874, 0.0876], method: 'CMM' },
    { balloon: 8, zone: 'C5', feature: 'Vacuum port position, ⌀', tolerance: 0.004, unit: 'in', results: [0.0021, 0.0017, 0.0024, 0.0019, 0.0026, 0.0015], method: 'CMM' },
    { balloon: 9, zone: 'C6', feature: 'Vacuum groove width', nominal: 0.098, tolerance: 0.002, unit: 'in', results: [0.0985], method: 'Image measuring' },
    { balloon: 10, zone: 'C6', feature: 'Vacuum groove depth', nominal: 0.055, tolerance: 0.003, unit: 'in', results: [0.0562], method: 'Height gauge' },
    { balloon: 11, zone: 'D1', feature: 'Mounting block height', nominal: 0.551, tolerance: 0.003, unit: 'in', results: [0.5522], method: 'Height gauge' },
    { balloon: 12, zone: 'D2', feature: 'Counterbore diameter', nominal: 0.189, tolerance: 0.002, unit: 'in', results: [0.1896, 0.1893, 0.1898], method: 'Image measuring' },
    { balloon: 13, zone: 'D2', feature: 'Counterbore depth', nominal: 0.118, tolerance: 0.005, unit: 'in', results: [0.1203, 0.1197, 0.121], method: 'Depth micrometer' },
    { balloon: 14, zone: 'D2', feature: 'Mounting hole position, ⌀', tolerance: 0.005, unit: 'in', results: [0.0024, 0.0031, 0.0019], method: 'CMM' },
    { balloon: 15, zone: 'A1', feature: 'Surface roughness, blade face', tolerance: 32, unit: 'µin Ra', results: [18], method: 'Roughness tester' },
    { balloon: 16, zone: 'A1', feature: 'Anodize thickness', nominal: 0.0018, tolerance: 0.0002, unit: 'in', results: [0.0019], method: 'Eddy-current gauge' },
  ] satisfies Characteristic[],
};
