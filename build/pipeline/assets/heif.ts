import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { limited } from '../limited.ts';

/**
 * HEIC/HEIF, the format every iPhone saves by default. sharp's prebuilt libvips reads AVIF but not
 * HEVC, so a HEIF file is decoded by libheif compiled to WebAssembly (libheif-js, its bundle with
 * the .wasm inside, loaded only when a build meets such a file) and handed to sharp as a PNG that
 * carries the file's colour profile, so sharp converts it to sRGB as it does any photograph. The
 * PNG has no EXIF: nothing of the camera's metadata (GPS, serial, owner) reaches a variant, and the
 * picture is upright by the file's own transformations (irot, imir), which libheif applies and
 * which HEIF readers follow instead of an EXIF orientation.
 */

/** Brands of HEVC-coded HEIF (ISO/IEC 23008-12); AVIF's ('avif', 'avis') sharp reads itself. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

interface Box {
  type: string;
  /** Where its content starts and ends in the file. */
  start: number;
  end: number;
}

/** The ISOBMFF boxes between `start` and `end`. */
function* boxes(file: Buffer, start: number, end: number): Generator<Box> {
  for (let at = start; at + 8 <= end; ) {
    let size = file.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: file.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

const child = (file: Buffer, parent: Box | undefined, type: string, skip = 0) =>
  parent && [...boxes(file, parent.start + skip, parent.end)].find((box) => box.type === type);

/** Whether `file` is an HEVC-coded HEIF, by the brands of its ftyp box. */
export function isHeif(file: Buffer): boolean {
  const ftyp = [...boxes(file, 0, Math.min(file.length, 4096))][0];
  if (ftyp?.type !== 'ftyp') return false;
  for (let at = ftyp.start; at + 4 <= ftyp.end; at += 4) {
    if (at === ftyp.start + 4) continue; // the minor version, not a brand
    if (HEVC_BRANDS.has(file.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

/**
 * The file's ICC profile, or a profile for the primaries its nclx box names: Display P3 (12) from
 * libvips' own copy; anything else is taken as sRGB, whose primaries (1) every camera's stills use
 * but the iPhone's P3 and HDR captures. The first colour box of the item properties is the
 * picture's: a phone states one for its picture and none or the same for its tiles.
 */
async function profileOf(file: Buffer): Promise<Buffer | undefined> {
  const meta = [...boxes(file, 0, file.length)].find((box) => box.type === 'meta');
  const ipco = child(file, child(file, meta, 'iprp', 4), 'ipco');
  const colours = ipco ? [...boxes(file, ipco.start, ipco.end)].filter((box) => box.type === 'colr') : [];
  const kind = (box: Box) => file.toString('latin1', box.start, box.start + 4);
  const icc = colours.find((box) => kind(box) === 'prof' || kind(box) === 'rICC');
  if (icc) return file.subarray(icc.start + 4, icc.end);
  const nclx = colours.find((box) => kind(box) === 'nclx');
  if (nclx && file.readUInt16BE(nclx.start + 4) === 12) return displayP3();
  return undefined;
}

let p3: Promise<Buffer | undefined> | undefined;
const displayP3 = () =>
  (p3 ??= (async () => {
    const sharp = (await import('sharp')).default;
    const tagged = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).withIccProfile('p3').png().toBuffer();
    return (await sharp(tagged).metadata()).icc;
  })());

/** The part of libheif-js's API this uses. */
interface Libheif {
  heif_context_alloc(): object;
  heif_context_free(context: object): void;
  heif_context_read_from_memory(context: object, file: Uint8Array): { code: unknown; message: string };
  heif_error_code: { heif_error_Ok: unknown };
  heif_js_context_get_primary_image_handle(context: object): object & { code?: unknown };
  heif_image_handle_get_width(handle: object): number;
  heif_image_handle_get_height(handle: object): number;
  heif_image_handle_has_alpha_channel(handle: object): number;
  heif_image_handle_release(handle: object): void;
  heif_js_decode_image2(handle: object, colorspace: unknown, chroma: unknown): { code?: unknown; image: object; channels: { width: number; height: number; stride: number; data: Uint8Array }[] };
  heif_image_release(image: object): void;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGB: unknown; heif_chroma_interleaved_RGBA: unknown };
}

/** Synchronously: image() measures an original while the site's modules load. */
let libheif: Libheif | undefined;
const loadLibheif = () => (libheif ??= createRequire(import.meta.url)('libheif-js/wasm-bundle') as Libheif);

/** Runs `use` on the file's primary picture, freeing libheif's memory after. */
function withPrimary<T>(file: Buffer, use: (lib: Libheif, handle: object) => T): T {
  const lib = loadLibheif();
  const context = lib.heif_context_alloc();
  try {
    const read = lib.heif_context_read_from_memory(context, file);
    if (read.code !== lib.heif_error_code.heif_error_Ok) throw new Error(`libheif cannot read it: ${read.message}`);
    const handle = lib.heif_js_context_get_primary_image_handle(context);
    if (handle.code) throw new Error('libheif finds no primary picture in it');
    try {
      return use(lib, handle);
    } finally {
      lib.heif_image_handle_release(handle);
    }
  } finally {
    lib.heif_context_free(context);
  }
}

/** The primary picture's size as shown (its rotation applied) and whether it has an alpha channel. */
export function heifSize(file: Buffer): { width: number; height: number; alpha: boolean } {
  return withPrimary(file, (lib, handle) => ({
    width: lib.heif_image_handle_get_width(handle),
    height: lib.heif_image_handle_get_height(handle),
    alpha: lib.heif_image_handle_has_alpha_channel(handle) !== 0,
  }));
}

/** One decode at a time: a 50 MP picture is 150 MB of RGB inside WebAssembly's memory and as much outside. */
const decoding = limited(1);

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** `file` as sharp can read it: itself, or for a HEIF file its primary picture as a PNG with its colour profile. */
export async function readableBySharp(file: Buffer): Promise<Buffer> {
  if (!isHeif(file)) return file;
  const profile = await profileOf(file);
  const sharp = (await import('sharp')).default;
  return decoding(async () => {
    const { data, width, height, channels } = withPrimary(file, (lib, handle) => {
      const alpha = lib.heif_image_handle_has_alpha_channel(handle) !== 0;
      const decoded = lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, alpha ? lib.heif_chroma.heif_chroma_interleaved_RGBA : lib.heif_chroma.heif_chroma_interleaved_RGB);
      if (decoded.code || !decoded.channels[0]) throw new Error('libheif could not decode its picture');
      try {
        const plane = decoded.channels[0];
        const channels = alpha ? 4 : 3;
        const row = plane.width * channels;
        const pixels = Buffer.alloc(row * plane.height);
        for (let y = 0; y < plane.height; y++) pixels.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
        return { data: pixels, width: plane.width, height: plane.height, channels: channels as 3 | 4 };
      } finally {
        lib.heif_image_release(decoded.image);
      }
    });
    // Stored, not compressed: the PNG only carries the pixels to sharp, in this process.
    const png = await sharp(data, { raw: { width, height, channels } }).png({ compressionLevel: 0 }).toBuffer();
    if (!profile) return png;
    const iccp = chunk('iCCP', Buffer.concat([Buffer.from('ICC profile\0\0', 'latin1'), deflateSync(profile)]));
    const afterHeader = 8 + 25; // the signature, then IHDR's 13 bytes framed
    return Buffer.concat([png.subarray(0, afterHeader), iccp, png.subarray(afterHeader)]);
  });
}
