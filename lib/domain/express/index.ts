// Express, the seller's own courier (docs/express.md): routes of drivers, their delivered
// and failed actions, the cash on delivery reconciliation. The public face of the folder;
// screens import rules.ts and schemas.ts directly (no server code there).

export { assignParcels, todayKey } from '@/lib/domain/express/assign';
export { markDelivered, markFailed, DELIVERY_PHOTO_FOLDER } from '@/lib/domain/express/act';
export { cashReport, recordHandin } from '@/lib/domain/express/cash';
export { listDrivers, requireDriver } from '@/lib/domain/express/drivers';
export { parcelByCode, routeParcels, waitingParcels } from '@/lib/domain/express/parcels';
