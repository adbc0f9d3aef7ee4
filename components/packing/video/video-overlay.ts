// What is burnt into every frame of a packing video, so that a frame shown to a
// marketplace on its own still says which parcel, who packed it and when: the order
// number, the packer, the Bangkok date and time to the second, and the recording's clock.

export const MAX_RECORDING_MS = 5 * 60 * 1000;

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/** 2026-11-21 14:05:09 in Bangkok (no DST there), whatever the station's own zone. */
export function bangkokStamp(at: number): string {
  const d = new Date(at + BANGKOK_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  );
}

/** 0:00 .. 5:00. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${two(s % 60)}`;
}

export interface OverlayInput {
  orderNumber: string;
  packer: string;
  /** Labels in the station's language. */
  labels: { order: string; packer: string };
  startedAt: number;
  now: number;
}

/** The overlay's lines, top to bottom; the first is drawn large. */
export function overlayLines(o: OverlayInput): string[] {
  return [
    `${o.labels.order} ${o.orderNumber}`,
    `${o.labels.packer} ${o.packer}`,
    `${bangkokStamp(o.now)}  ●REC ${clock(o.now - o.startedAt)}`,
  ];
}

/** Draws the overlay on a frame already on the canvas: dark band, white text. */
export function drawOverlay(ctx: CanvasRenderingContext2D, width: number, lines: string[]) {
  const big = Math.max(16, Math.round(width / 28));
  const small = Math.max(12, Math.round(big * 0.7));
  const pad = Math.round(small * 0.6);
  const height = pad * 2 + big + (lines.length - 1) * (small + pad / 2);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'top';
  let y = pad;
  lines.forEach((line, i) => {
    const size = i === 0 ? big : small;
    ctx.font = `${i === 0 ? 'bold ' : ''}${size}px sans-serif`;
    ctx.fillText(line, pad, y, width - pad * 2);
    y += size + pad / 2;
  });
}
