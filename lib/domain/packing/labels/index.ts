export { packingLabelsPdf } from '@/lib/domain/packing/labels/print-labels';
export { labelPrintBody, labelPrintQuery } from '@/lib/domain/packing/labels/schemas';
