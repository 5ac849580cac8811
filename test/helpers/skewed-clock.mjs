// Preloaded (node --import) into a process whose clock must run ahead or behind by
// CLOCK_OFFSET_MS, as a machine's wrong clock does: Date.now() and new Date() both.
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const RealDate = Date;
class SkewedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = SkewedDate;
