// Returns: a returned parcel received on a return packing, and the list of returns.
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export { listReturns } from '@/lib/domain/packing/returns/list-returns';
export { returnListQuery, returnRowSchema } from '@/lib/domain/packing/returns/list-schemas';
export { returnClose, returnCreate } from '@/lib/domain/packing/returns/return-packing';
