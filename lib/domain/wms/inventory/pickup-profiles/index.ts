// Pickup profiles (promotion bundles that stock out expands into their items).
// The public face of the slice: other folders import it from here. Screens import the slice's
// zod-only schema or constant files instead, so no server code reaches a browser bundle.

export {
  createPickupProfile,
  deletePickupProfile,
  listPickupProfiles,
} from '@/lib/domain/wms/inventory/pickup-profiles/pickup-profiles';
