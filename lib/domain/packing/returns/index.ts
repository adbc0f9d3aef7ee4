export { listReturns } from '@/lib/domain/packing/returns/list-returns';
export { returnListQuery, returnRowSchema } from '@/lib/domain/packing/returns/list-schemas';
export { returnClose, returnCreate } from '@/lib/domain/packing/returns/return-packing';
