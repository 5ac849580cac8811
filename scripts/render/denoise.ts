/**
 * An edge-avoiding à-trous wavelet filter (Dammertz et al., "Edge-Avoiding À-Trous Wavelet
 * Transform for fast Global Illumination Filtering", HPG 2010): Debian's Blender has no denoiser,
 * so the grain of a Cycles render is filtered here. Five passes of a 5 x 5 B3-spline kernel with
 * holes (steps 1, 2, 4, 8, 16: a 61 px reach for 25 taps a pass) average each pixel with its
 * neighbours only where the guides Blender wrote (stage.guides: albedo, normal, depth) and the
 * colour itself agree, so edges, lettering and texture stay where they are and flat paint,
 * walls and floors lose their noise.
 */
export interface Plane {
  width: number;
  height: number;
  /** Interleaved RGB, 0..1. */
  data: Float32Array;
}

export interface DenoiseOptions {
  /** Colour tolerance of the first pass (halved each pass). */
  colour?: number;
  albedo?: number;
  normal?: number;
  /** Relative depth tolerance. */
  depth?: number;
  passes?: number;
  /** Share of the unfiltered picture mixed back in: a little keeps micro-texture alive. */
  keep?: number;
}

const KERNEL = [1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16];

export function denoise(image: Plane, albedo: Plane, normal: Plane, depth: Plane, options: DenoiseOptions = {}): Plane {
  const { colour = 0.2, albedo: sa = 0.6, normal: sn = 0.2, depth: sd = 0.02, passes = 5, keep = 0.04 } = options;
  const { width, height } = image;
  let src = Float32Array.from(image.data);
  let dst = new Float32Array(src.length);
  const a = albedo.data;
  const n = normal.data;
  const z = depth.data;
  const ia = 1 / (sa * sa);
  const inn = 1 / (sn * sn);
  for (let pass = 0; pass < passes; pass++) {
    const step = 1 << pass;
    // The first pass has no colour term: the grain is larger than any tolerance that keeps shading,
    // so it averages by the guides alone; later passes compare the colours it has already smoothed.
    const sc = colour / (1 << Math.max(0, pass - 2));
    const ic = pass < 3 ? 0 : 1 / (sc * sc);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = (y * width + x) * 3;
        const cr = src[p]!, cg = src[p + 1]!, cb = src[p + 2]!;
        const ar = a[p]!, ag = a[p + 1]!, ab = a[p + 2]!;
        const nr = n[p]!, ng = n[p + 1]!, nb = n[p + 2]!;
        const zp = z[p]!;
        const izz = 1 / (sd * sd * Math.max(zp * zp, 1e-6));
        let sr = 0, sg = 0, sb = 0, sw = 0;
        for (let j = -2; j <= 2; j++) {
          const yy = y + j * step;
          if (yy < 0 || yy >= height) continue;
          const kj = KERNEL[j + 2]!;
          for (let i = -2; i <= 2; i++) {
            const xx = x + i * step;
            if (xx < 0 || xx >= width) continue;
            const q = (yy * width + xx) * 3;
            let d = src[q]! - cr, e = src[q + 1]! - cg, f = src[q + 2]! - cb;
            const dc = (d * d + e * e + f * f) * ic;
            d = a[q]! - ar; e = a[q + 1]! - ag; f = a[q + 2]! - ab;
            const da = (d * d + e * e + f * f) * ia;
            d = n[q]! - nr; e = n[q + 1]! - ng; f = n[q + 2]! - nb;
            const dn = (d * d + e * e + f * f) * inn;
            d = z[q]! - zp;
            const dz = d * d * izz;
            const w = kj * KERNEL[i + 2]! * Math.exp(-(dc + da + dn + dz));
            sr += src[q]! * w; sg += src[q + 1]! * w; sb += src[q + 2]! * w; sw += w;
          }
        }
        dst[p] = sr / sw; dst[p + 1] = sg / sw; dst[p + 2] = sb / sw;
      }
    }
    [src, dst] = [dst, src];
  }
  const orig = image.data;
  for (let i = 0; i < src.length; i++) src[i] = src[i]! * (1 - keep) + orig[i]! * keep;
  return { width, height, data: src };
}
