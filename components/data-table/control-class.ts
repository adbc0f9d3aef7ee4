/** The look of the toolbar's inputs and selects. */
export const CONTROL_CLASS =
  'h-9 rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';
