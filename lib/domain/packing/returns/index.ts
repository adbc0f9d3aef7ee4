// Returns: a returned parcel received on a return packing or in one call, its unboxing video,
// the list of returns received and of those still on their way.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { listReturns } from '@/lib/domain/packing/returns/list-returns';
export { returnListQuery, returnRowSchema } from '@/lib/domain/packing/returns/list-schemas';
export { returnClose, returnCreate } from '@/lib/domain/packing/returns/return-packing';
export { receiveReturn } from '@/lib/domain/packing/returns/receive-return';
export {
  receiveReturnInput,
  receivedReturnSchema,
} from '@/lib/domain/packing/returns/receive-schemas';
export { attachReturnVideo, returnVideoSchema } from '@/lib/domain/packing/returns/return-video';
export { listReturning } from '@/lib/domain/packing/returns/returning-list';
export {
  returningListQuery,
  returningRowSchema,
} from '@/lib/domain/packing/returns/returning-schemas';
