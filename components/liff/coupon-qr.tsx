'use client';

import QRCode from 'qrcode';
import { useMemo } from 'react';

// A personal code as a QR code the packing station's scanner reads (the same library and
// error correction as the coupon sheet, lib/domain/coupons/pdf.ts), drawn as one SVG path:
// crisp at any size, no canvas, and the same on the server renderer as in the browser.

/** The SVG path of the dark modules of `text`'s QR code, and its size in modules. */
export function qrPath(text: string): { d: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      // Runs of dark modules on a row become one rectangle.
      let run = 1;
      while (col + run < size && modules.get(row, col + run)) run++;
      d += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { d, size };
}

const QUIET = 2;

export function CouponQr({
  code,
  label,
  testId,
}: {
  code: string;
  label: string;
  testId?: string;
}) {
  const { d, size } = useMemo(() => qrPath(code), [code]);
  const box = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      data-code={code}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="mx-auto block aspect-square w-full max-w-64 bg-white"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
