/** Image data the pages pass around: a URL with its intrinsic size and its text alternative. */
export interface Image {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Shop photos are square (1600 x 1600) so one file serves heroes, cards and the gallery. */
export const photo = (src: string, alt: string): Image => ({ src, alt, width: 1600, height: 1600 });
/** Equipment shots are 4:3 (1200 x 900). */
export const equipmentShot = (src: string, alt: string): Image => ({ src, alt, width: 1200, height: 900 });
