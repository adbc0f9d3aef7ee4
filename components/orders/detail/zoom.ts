// The slip viewer's zoom and pan (pure): steps of 25 %, from 25 % to 800 %, "fit" = 100 %
// (the image drawn to fit the viewer); the image is dragged by the offset.

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 8;
const STEP = 1.25;

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };

export const clampZoom = (scale: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(scale) ? scale : 1));

/** One step in (+1) or out (-1); the offset scales with it so the centre stays put. */
export function zoomBy(view: View, direction: 1 | -1): View {
  const scale = clampZoom(direction > 0 ? view.scale * STEP : view.scale / STEP);
  const ratio = scale / view.scale;
  if (scale <= 1) return { scale, x: 0, y: 0 };
  return { scale, x: view.x * ratio, y: view.y * ratio };
}

/** Dragged by (dx, dy) pixels; at fit size or smaller there is nothing to pan. */
export function panBy(view: View, dx: number, dy: number): View {
  if (view.scale <= 1) return view;
  return { ...view, x: view.x + dx, y: view.y + dy };
}

export type ViewerKey = 'in' | 'out' | 'fit' | null;

/** + / = zoom in, - / _ zoom out, 0 fit. */
export function viewerKey(key: string): ViewerKey {
  if (key === '+' || key === '=' || key === 'Add') return 'in';
  if (key === '-' || key === '_' || key === 'Subtract') return 'out';
  if (key === '0') return 'fit';
  return null;
}
