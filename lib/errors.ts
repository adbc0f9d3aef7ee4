/**
 * The one error catalogue: every key the API answers with, and its HTTP status. The keys
 * are also message keys in messages/{th,en}.json (under "errors"), which the UI translates.
 */
export const ERROR_STATUS = {
  'common.invalidParameter': 400,
  'common.notFound': 404,
  'common.accessDenied': 403,
  'common.systemError': 500,
  /** The database is down, restarting or out of connections (lib/http/route-response.ts). */
  'common.databaseError': 503,
  'common.duplicate': 409,
  'common.idempotencyConflict': 409,
  'common.inUse': 409,
  'common.originRejected': 403,
  'common.bodyTooLarge': 413,
  'common.methodNotAllowed': 405,
  'auth.unauthorized': 401,
  'auth.loginFail': 401,
  'auth.userBlocked': 403,
  'auth.tooManyAttempts': 429,
  'auth.resetTokenInvalid': 400,
  'auth.wrongFormat': 400,
  'auth.botCheckFailed': 400,
  'user.duplicate': 409,
  'user.duplicateUsername': 409,
  'user.duplicateEmail': 409,
  'user.cannotDeleteSelf': 422,
  'user.cannotBlockSelf': 422,
  'user.cannotChangeOwnGroup': 422,
  'user.organisationRequired': 400,
  'user.emailWrongFormat': 400,
  'profile.wrongOldPassword': 400,
  'profile.confirmMismatch': 400,
  'profile.wrongFormat': 400,
  'order.notFound': 404,
  'order.alreadyReturned': 409,
  'order.productNotLinked': 422,
  'order.dateRangeTooLong': 400,
  'order.invalidTracking': 422,
  'order.invalidStatusTransition': 422,
  'order.notEditable': 422,
  'order.duplicateTracking': 409,
  'payment.methodNotFound': 404,
  'payment.noPromptPay': 422,
  'inventory.balanceNotEnough': 422,
  'inventory.itemNotFound': 404,
  'inventory.balanceNotZero': 422,
  'pickup.duplicateProduct': 409,
  'packing.invalidOrderStatus': 422,
  'packing.goodsAlreadyAdded': 409,
  'packing.goodsNotEnough': 422,
  'packing.notOpen': 409,
  'packing.nothingScanned': 409,
  'packing.returnTooMany': 422,
  'packing.trackingNotFailed': 422,
  'coupon.notFound': 404,
  'coupon.alreadyUsed': 409,
  'coupon.orderHasCoupon': 409,
  'coupon.duplicate': 409,
  'coupon.expired': 422,
  'coupon.disabled': 422,
  'coupon.minimumNotMet': 422,
  'coupon.usedUp': 409,
  'coupon.memberBlocked': 422,
  'coupon.quantityBelowUsed': 422,
  'member.notFound': 404,
  'member.duplicate': 409,
  'member.blocked': 422,
  'member.couponUsed': 409,
  'member.tooManyMatched': 422,
  'member.noPhone': 422,
  'member.otpInvalid': 400,
  'member.otpExpired': 400,
  'member.otpTooManyTries': 429,
  'line.notConfigured': 422,
  'line.idTokenInvalid': 401,
  'line.signatureInvalid': 401,
  'line.unavailable': 502,
  // As platform.authFailed: LINE, upstream, refused our channel access token.
  'line.tokenRejected': 502,
  // LINE orders: "Send to LINE" on an order whose customer is no member's (docs/members.md).
  'line.orderWithoutMember': 422,
  // 400, not 401: the member page is public; 401 means a back-office sign-in is missing.
  'liff.sessionRequired': 400,
  // Purchase orders (docs/purchase-orders.md).
  'po.notFound': 404,
  'po.invalidStatus': 422,
  'po.overReceive': 422,
  'po.nothingToReceive': 422,
  'signup.duplicate': 409,
  'signup.alreadyDecided': 409,
  'signup.tooManyRequests': 429,

  // Master data.
  'product.duplicateSku': 409,
  'product.inUse': 409,
  'category.duplicate': 409,
  'category.inUse': 409,
  'randomSku.alreadyUsed': 409,
  'storage.duplicateName': 409,
  'storage.hasStock': 409,
  'partner.inUse': 409,
  'wmsProduct.duplicateBarcode': 409,
  'wmsProduct.inUse': 409,
  'customer.duplicatePhone': 409,
  'customer.inUse': 409,
  'saleChannel.duplicate': 409,
  'saleChannel.inUse': 409,
  'paymentMethod.duplicate': 409,
  'paymentMethod.inUse': 409,
  'paymentMethod.bankAccountRequired': 400,
  'team.duplicate': 409,
  'team.inUse': 409,
  'department.duplicate': 409,
  'department.inUse': 409,
  'platformProduct.notFound': 404,
  'platform.notConnected': 422,
  'platform.authFailed': 502,
  'platform.signatureInvalid': 401,
  'platform.unknown': 404,
  'platform.notConfigured': 422,
  'platform.stateInvalid': 400,
  'platform.syncNotFound': 404,
  'platform.unavailable': 502,
  'platform.labelNotReady': 409,
  'platform.refused': 422,
  'platform.apiKeyInvalid': 422,
  'order.unmappedItems': 422,
  'order.alreadyClaimed': 409,
  'order.claimPackUnavailable': 422,
  'express.notOwnCourier': 422,
  'express.parcelNotReady': 422,
  'express.alreadyAssigned': 409,
  'express.driverInvalid': 422,
  'express.notAssigned': 409,
  'express.parcelClosed': 409,
  'express.cashRequired': 422,
  'express.cashNotExpected': 422,
  'express.actionConflict': 409,
  'file.tooLarge': 413,
  'file.invalidType': 415,
  'import.invalidFile': 400,
  'import.tooManyRows': 413,
  'import.rowsInvalid': 422,
} as const;

export type ErrorKey = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly key: ErrorKey,
    /** Plain text safe to show a user: never SQL, a stack or a secret. */
    readonly causeText: string = '',
    readonly headers: Record<string, string> = {},
    /**
     * Structured detail the client may act on (e.g. the rows of a failed import), sent as
     * `Datum` beside `Msg` and `Cause`. Plain data, safe to show: never a secret.
     */
    readonly details?: Record<string, unknown>,
  ) {
    super(`${key}${causeText ? `: ${causeText}` : ''}`);
    this.status = ERROR_STATUS[key];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The answer for a row that is not there, or belongs to another enterprise (the same thing). */
export const notFound = (what: string, id: number | string) =>
  new AppError('common.notFound', `${what} ${id}`);
