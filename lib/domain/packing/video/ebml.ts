// The pieces of EBML (the container format under WebM) the evidence trimmer needs:
// reading element ids and sizes from a stream of bytes, and writing them back.

/** A size whose every value bit is 1: "unknown", as MediaRecorder writes its Segment and Clusters. */
export const UNKNOWN_SIZE = -1;

/** Reads a byte stream forward, keeping only what has not been consumed yet. */
export class ByteSource {
  private buf = Buffer.alloc(0);
  private off = 0;
  private done = false;
  /** Bytes consumed so far (the offset in the file). */
  position = 0;

  constructor(private readonly chunks: AsyncIterator<Uint8Array>) {}

  /** True when at least n more bytes can be read; false at the end of the stream. */
  async ensure(n: number): Promise<boolean> {
    while (this.buf.length - this.off < n) {
      if (this.done) return false;
      const next = await this.chunks.next();
      if (next.done) {
        this.done = true;
        return false;
      }
      this.buf = Buffer.concat([this.buf.subarray(this.off), Buffer.from(next.value)]);
      this.off = 0;
    }
    return true;
  }

  async atEnd(): Promise<boolean> {
    return !(await this.ensure(1));
  }

  /** The next n bytes without consuming them (ensure(n) first). */
  peek(n: number): Buffer {
    return this.buf.subarray(this.off, this.off + n);
  }

  /** The next n bytes, or null when the stream ends before them. */
  async take(n: number): Promise<Buffer | null> {
    if (!(await this.ensure(n))) return null;
    const out = Buffer.from(this.buf.subarray(this.off, this.off + n));
    this.off += n;
    this.position += n;
    return out;
  }

  /** Skips n bytes without keeping them; false when the stream ends first. */
  async skip(n: number): Promise<boolean> {
    let left = n;
    while (left > 0) {
      if (!(await this.ensure(1))) return false;
      const step = Math.min(left, this.buf.length - this.off);
      this.off += step;
      this.position += step;
      left -= step;
    }
    return true;
  }
}

/** Length in bytes of a variable-size integer from its first byte (0 when invalid). */
function vintLength(first: number): number {
  for (let i = 0; i < 8; i++) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

export interface ElementHead {
  id: number;
  /** UNKNOWN_SIZE, or the length of the element's data. */
  size: number;
  /** Bytes of the id and size. */
  headLength: number;
}

/**
 * Reads an element's id (marker bits kept, as ids are written in the specification) and
 * size, without consuming them; null at the end of the stream or on bytes that are not
 * EBML.
 */
export async function peekHead(src: ByteSource): Promise<ElementHead | null> {
  if (!(await src.ensure(1))) return null;
  const idLength = vintLength(src.peek(1)[0]!);
  if (idLength === 0 || idLength > 4) return null;
  if (!(await src.ensure(idLength + 1))) return null;
  const sizeLength = vintLength(src.peek(idLength + 1)[idLength]!);
  if (sizeLength === 0) return null;
  if (!(await src.ensure(idLength + sizeLength))) return null;
  const bytes = src.peek(idLength + sizeLength);
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[i]!;
  let size = bytes[idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = bytes[idLength + i]!;
    size = size * 256 + b;
    allOnes &&= b === 0xff;
  }
  if (allOnes) return { id, size: UNKNOWN_SIZE, headLength: idLength + sizeLength };
  if (!Number.isSafeInteger(size)) return null;
  return { id, size, headLength: idLength + sizeLength };
}

/** The id as written (1 to 4 bytes). */
export function idBytes(id: number): Buffer {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Buffer.from(out);
}

/** A size in the shortest form that is not the "unknown" pattern. */
export function sizeBytes(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    const max = 2 ** (7 * length) - 1; // all ones means unknown: one less is the largest
    if (size < max) {
      const out = Buffer.alloc(length);
      let v = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] = out[0]! | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new RangeError(`element size ${size} too large`);
}

/** The 8-byte "unknown size" (an element that ends where its parent's next element starts). */
export const UNKNOWN_SIZE_BYTES = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

export function element(id: number, data: Buffer): Buffer {
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
}

/** An unsigned integer element's value (1 to 8 bytes, big-endian). */
export function readUint(data: Buffer): number {
  let v = 0;
  for (const b of data) v = v * 256 + b;
  return v;
}

/** A float element's value (4 or 8 bytes). */
export function readFloat(data: Buffer): number {
  if (data.length === 4) return data.readFloatBE(0);
  if (data.length === 8) return data.readDoubleBE(0);
  return 0;
}

export function floatElement(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value, 0);
  return element(id, data);
}

/** The children of a master element's data (known sizes only). */
export function children(data: Buffer): Array<{ id: number; data: Buffer; raw: Buffer }> {
  const out: Array<{ id: number; data: Buffer; raw: Buffer }> = [];
  let at = 0;
  while (at < data.length) {
    const idLength = vintLength(data[at]!);
    if (idLength === 0 || at + idLength >= data.length) break;
    const sizeLength = vintLength(data[at + idLength]!);
    if (sizeLength === 0) break;
    let id = 0;
    for (let i = 0; i < idLength; i++) id = id * 256 + data[at + i]!;
    let size = data[at + idLength]! & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + data[at + idLength + i]!;
    const start = at + idLength + sizeLength;
    if (start + size > data.length) break;
    out.push({
      id,
      data: data.subarray(start, start + size),
      raw: data.subarray(at, start + size),
    });
    at = start + size;
  }
  return out;
}

/** Track number (a vint) and timecode (signed 16 bits) at the start of a Block or SimpleBlock. */
export function blockTimecode(data: Buffer): number | null {
  if (data.length === 0) return null;
  const trackLength = vintLength(data[0]!);
  if (trackLength === 0 || data.length < trackLength + 3) return null;
  return data.readInt16BE(trackLength);
}
