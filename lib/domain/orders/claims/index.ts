// Claims of orders: the claim call, the claim pack, the rules the detail and screens read.
// The public face of the folder (docs/domain-rules.md, Returns: "Claims"). Screens import
// rules.ts and schemas.ts directly (no server code there).

export { claimOrder, CLAIM_PHOTO_FOLDER } from '@/lib/domain/orders/claims/claim';
export { claimPack, PACK_FILES, type ClaimPack } from '@/lib/domain/orders/claims/claim-pack';
export {
  claimInput,
  orderClaimSchema,
  returnRequestSchema,
} from '@/lib/domain/orders/claims/schemas';
export {
  CLAIM_PACK_STATUSES,
  CLAIMABLE_STATUSES,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
} from '@/lib/domain/orders/claims/rules';
