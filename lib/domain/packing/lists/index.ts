export { listPackings } from '@/lib/domain/packing/lists/list-packings';
