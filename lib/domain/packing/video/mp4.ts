// The length of an MP4 recording, read from its boxes (moov/mvhd, or moov/mvex/mehd for a
// fragmented file whose mvhd says 0), without decoding anything.

interface Box {
  type: string;
  data: Buffer;
}

function boxes(buf: Buffer): Box[] {
  const out: Box[] = [];
  let at = 0;
  while (at + 8 <= buf.length) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > buf.length) break;
      const large = buf.readBigUInt64BE(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = buf.length - at;
    }
    if (size < header || at + size > buf.length) break;
    out.push({ type, data: buf.subarray(at + header, at + size) });
    at += size;
  }
  return out;
}

/** [timescale, duration] of an mvhd box's data. */
function movieHeader(data: Buffer): [number, number] | null {
  const version = data[0];
  if (version === 1 && data.length >= 32)
    return [data.readUInt32BE(20), Number(data.readBigUInt64BE(24))];
  if (version === 0 && data.length >= 20) return [data.readUInt32BE(12), data.readUInt32BE(16)];
  return null;
}

function fragmentDuration(mehd: Buffer): number {
  if (mehd[0] === 1 && mehd.length >= 12) return Number(mehd.readBigUInt64BE(4));
  return mehd.length >= 8 ? mehd.readUInt32BE(4) : 0;
}

/** Milliseconds, or null when the file holds no usable length (or is not an MP4). */
export function mp4DurationMs(buf: Buffer): number | null {
  const top = boxes(buf);
  if (top[0]?.type !== 'ftyp') return null;
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) return null;
  const inner = boxes(moov.data);
  const mvhd = inner.find((b) => b.type === 'mvhd');
  const header = mvhd ? movieHeader(mvhd.data) : null;
  if (!header || header[0] === 0) return null;
  const [timescale, duration] = header;
  let ticks = duration === 0xffffffff ? 0 : duration;
  if (ticks === 0) {
    const mehd = boxes(inner.find((b) => b.type === 'mvex')?.data ?? Buffer.alloc(0)).find(
      (b) => b.type === 'mehd',
    );
    ticks = mehd ? fragmentDuration(mehd.data) : 0;
  }
  return ticks > 0 ? Math.round((ticks * 1000) / timescale) : null;
}
