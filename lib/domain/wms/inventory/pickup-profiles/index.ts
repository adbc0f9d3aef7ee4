export {
  createPickupProfile,
  deletePickupProfile,
  listPickupProfiles,
} from '@/lib/domain/wms/inventory/pickup-profiles/pickup-profiles';
