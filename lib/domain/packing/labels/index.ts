// Shipping labels and packing slips of orders, as one PDF.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { packingLabelsPdf } from '@/lib/domain/packing/labels/print-labels';
export { labelPrintBody, labelPrintQuery } from '@/lib/domain/packing/labels/schemas';
