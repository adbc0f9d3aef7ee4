// The order form is used at a desk; the stock forms on a tablet, held, often with a
// scanner in the other hand: the same line parts in two sizes.

const FOCUS = 'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export const LINE_SIZES = {
  desk: {
    input: `block h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-right text-sm tabular-nums ${FOCUS} disabled:bg-slate-100`,
    step: 'flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-xl font-semibold text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50',
    remove:
      'flex h-11 w-11 items-center justify-center justify-self-end rounded-md text-red-600 hover:bg-red-50',
    name: 'break-words text-sm font-semibold text-slate-900',
  },
  touch: {
    input: `block h-12 w-full rounded-md border border-slate-300 bg-white px-2 text-right text-base tabular-nums ${FOCUS} disabled:bg-slate-100`,
    step: 'flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-xl font-semibold text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50',
    remove:
      'flex h-12 w-12 items-center justify-center justify-self-end rounded-md text-xl text-red-600 hover:bg-red-50',
    name: 'break-words text-base font-semibold text-slate-900',
  },
} as const;

export type LineSize = keyof typeof LINE_SIZES;
