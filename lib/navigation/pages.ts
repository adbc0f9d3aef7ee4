import { access, type AccessRule } from '@/lib/auth/permissions';

/**
 * Every screen with the rule that gates it and its title (a key under
 * "nav" in messages). `built` marks the screens that exist now: the sidebar shows only
 * those, and an issue that builds a screen flips its flag. Proxy, layouts, sidebar and
 * breadcrumb all read this table. A signed-in user refused a screen lands on /forbidden,
 * which says which screen was refused (lib/navigation/home.ts).
 */
export interface PageDef {
  path: string;
  title: string;
  rule: AccessRule;
  built: boolean;
  /** An old address that opens another screen (linked in its place). */
  aliasOf?: string;
}

const wms = (level: 1 | 2 = 1) => access.area('wms', level);
const report = () => access.area('report', 1);
const orderReturn = (path: string, title: string, level: 1 | 2, aliasOf?: string): PageDef => ({
  path,
  title,
  rule: access.area('order_return', level),
  built: true,
  ...(aliasOf ? { aliasOf } : {}),
});

export const PAGES: readonly PageDef[] = [
  // WMS
  { path: '/wms/promotion', title: 'promotion', rule: wms(), built: true },
  // The spec's "(employee)" screens of the inventory group: wms 1 and the employee flag.
  { path: '/wms/history', title: 'inventoryHistory', rule: access.employee('wms'), built: true },
  { path: '/wms/historydetail/{id}', title: 'inventoryHistoryDetail', rule: wms(), built: true },
  { path: '/wms/inventory', title: 'inventory', rule: wms(), built: true },
  { path: '/wms/inventory/dashboardv1', title: 'inventoryDashboardV1', rule: wms(), built: true },
  { path: '/wms/inventory/dashboard', title: 'inventoryDashboard', rule: wms(), built: true },
  { path: '/wms/inventory/summary', title: 'inventorySummary', rule: wms(), built: true },
  { path: '/wms/inventory/detail', title: 'inventoryDetail', rule: wms(), built: true },
  { path: '/wms/inventory/storage', title: 'inventoryStorage', rule: wms(), built: true },
  { path: '/wms/inventory/packing', title: 'inventoryPacking', rule: wms(), built: true },
  { path: '/wms/inventory/in', title: 'inventoryIn', rule: wms(2), built: true },
  { path: '/wms/inventory/out', title: 'inventoryOut', rule: wms(2), built: true },
  { path: '/wms/inventory/transfer', title: 'inventoryTransfer', rule: wms(2), built: true },
  {
    path: '/wms/inventory/transfertoline',
    title: 'inventoryTransferToLine',
    rule: wms(2),
    built: true,
  },
  { path: '/wms/partner', title: 'partner', rule: access.admin(), built: true },
  { path: '/wms/product', title: 'wmsProduct', rule: access.admin(), built: true },
  {
    path: '/wms/product/waitship',
    title: 'waitShip',
    rule: access.employee('wms'),
    built: true,
  },
  { path: '/wms/storage', title: 'storage', rule: access.admin(), built: true },
  // Back office
  { path: '/backoffice/coupon', title: 'coupon', rule: access.area('coupon'), built: true },
  {
    path: '/backoffice/coupon/detail/{id}',
    title: 'couponDetail',
    rule: access.area('coupon'),
    built: true,
  },
  {
    path: '/backoffice/coupon/all/{id}',
    title: 'couponAll',
    rule: access.area('coupon'),
    built: true,
  },
  {
    path: '/backoffice/coupon/member/{id}',
    title: 'couponMember',
    rule: access.area('coupon'),
    built: true,
  },
  { path: '/backoffice/coupon/v2', title: 'couponV2', rule: access.area('coupon'), built: true },
  {
    path: '/backoffice/coupon/{action}',
    title: 'couponForm',
    rule: access.area('coupon', 2),
    built: true,
  },
  { path: '/backoffice/po', title: 'po', rule: access.area('po'), built: true },
  // A PO is read from po 1; creating, editing and receiving (the other actions) need po 2.
  { path: '/backoffice/po/view-{id}', title: 'poDetail', rule: access.area('po'), built: true },
  { path: '/backoffice/po/{action}', title: 'poForm', rule: access.area('po', 2), built: true },
  { path: '/backoffice/orders', title: 'orders', rule: access.area('order'), built: true },
  {
    path: '/backoffice/orders/new',
    title: 'newOrder',
    rule: access.area('order', 2),
    built: true,
  },
  {
    path: '/backoffice/orders/{id}',
    title: 'orderDetail',
    rule: access.area('order'),
    built: true,
  },
  {
    path: '/backoffice/ordersv2/{id}',
    title: 'quickOrder',
    rule: access.area('order', 2),
    built: true,
  },
  { path: '/backoffice/products', title: 'products', rule: access.area('product'), built: true },
  // The station scans and closes: packing 2 (a viewer has nothing to do there).
  { path: '/backoffice/packings', title: 'packing', rule: access.area('packing', 2), built: true },
  {
    // The hand-over to the carrier: the packer, or the driver scanning what they take.
    path: '/backoffice/packings/shipping/checking',
    title: 'shippingChecking',
    rule: access.anyArea(['packing', 2], ['delivery', 2]),
    built: true,
  },
  { path: '/backoffice/line', title: 'line', rule: access.area('coupon'), built: true },
  { path: '/backoffice/autoclose', title: 'autoClose', rule: access.admin(), built: true },
  // The return station receives parcels (order_return 2); the lists of returns on their way
  // (returnv0) and received (returnv2) are for level 1.
  orderReturn('/backoffice/returnv0', 'returnV0', 1),
  orderReturn('/backoffice/returnv2', 'returnV2', 1),
  orderReturn('/backoffice/return', 'orderReturn', 2),
  { path: '/backoffice/payments', title: 'payments', rule: access.area('payment'), built: true },
  {
    path: '/backoffice/customers',
    title: 'customers',
    rule: access.area('customer'),
    built: true,
  },
  {
    path: '/backoffice/reports/dashboard',
    title: 'dashboard',
    rule: access.area('payment'),
    built: true,
  },
  { path: '/backoffice/reports/team', title: 'reportTeam', rule: report(), built: true },
  {
    path: '/backoffice/reports/sale-channel',
    title: 'reportSaleChannel',
    rule: report(),
    built: true,
  },
  { path: '/backoffice/reports/product', title: 'reportProduct', rule: report(), built: true },
  {
    path: '/backoffice/reports/salechannel-product',
    title: 'reportSaleChannelProduct',
    rule: report(),
    built: true,
  },
  {
    path: '/backoffice/reports/user-product',
    title: 'reportUserProduct',
    rule: report(),
    built: true,
  },
  { path: '/backoffice/reports/user', title: 'reportUser', rule: report(), built: true },
  {
    path: '/backoffice/reports/summary-wms',
    title: 'reportSummaryWms',
    rule: report(),
    built: true,
  },
  {
    path: '/backoffice/reports/summary-wms-product',
    title: 'reportSummaryWmsProduct',
    rule: report(),
    built: true,
  },
  {
    path: '/backoffice/reports/summary-wms-field',
    title: 'reportSummaryWmsField',
    rule: report(),
    built: true,
  },
  {
    path: '/backoffice/reports/commission',
    title: 'reportCommission',
    rule: access.admin(),
    built: true,
  },
  {
    path: '/backoffice/reports/order-return',
    title: 'reportOrderReturn',
    rule: report(),
    built: true,
  },
  // The own courier's cash on delivery, reconciled per driver and day (the owner's).
  {
    path: '/backoffice/express/cash',
    title: 'expressCash',
    rule: access.area('express', 3),
    built: true,
  },
  // Express: the driver's day on a phone (the dispatcher assigns from it at express 3).
  { path: '/express', title: 'express', rule: access.area('express', 1), built: true },
  // Profile
  { path: '/profile/me', title: 'profileMe', rule: access.signedIn(), built: true },
  { path: '/profile/changepasword', title: 'changePassword', rule: access.signedIn(), built: true },
  // Admin
  // Every platform user sees the shops; the screen offers what their level allows
  // (docs/domain-rules.md, Roles and levels: 1 sees, 2 connects and syncs, 3 disconnects).
  {
    path: '/admin/platform',
    title: 'platformConnect',
    rule: access.area('platform'),
    built: true,
  },
  { path: '/admin/user', title: 'users', rule: access.admin(), built: true },
  { path: '/admin/member', title: 'members', rule: access.admin(), built: true },
  { path: '/admin/sale-channel', title: 'saleChannels', rule: access.admin(), built: true },
  { path: '/admin/product', title: 'adminProducts', rule: access.admin(), built: true },
  { path: '/admin/product/form', title: 'productForm', rule: access.admin(), built: true },
  {
    path: '/admin/product/{platform}',
    title: 'platformProducts',
    rule: access.admin(),
    built: true,
  },
  {
    path: '/admin/product/{platform}/{id}',
    title: 'platformProduct',
    rule: access.admin(),
    built: true,
  },
  { path: '/admin/payment', title: 'paymentChannels', rule: access.admin(), built: true },
  { path: '/admin/team', title: 'teams', rule: access.admin(), built: true },
  { path: '/admin/department', title: 'departments', rule: access.admin(), built: true },
  { path: '/admin/skurandom', title: 'randomSku', rule: access.admin(), built: true },
  { path: '/admin/coupon', title: 'adminCoupon', rule: access.admin(), built: true },
  { path: '/admin/audit', title: 'auditLog', rule: access.admin(), built: true },
  // The sign-up requests of new shops belong to the operator of the service, not a shop.
  { path: '/admin/signup', title: 'signupRequests', rule: access.operator(), built: true },
  { path: '/admin/api-docs', title: 'apiDocs', rule: access.admin(), built: true },
  // Platforms: the TikTok Shop screens are for group 1 (Admin) only.
  { path: '/platform/tiktok', title: 'platformTiktok', rule: access.tiktok(), built: true },
  // Template pages: the signed-in user's card and activity (an admin's, of anyone).
  { path: '/pages/user', title: 'pageUser', rule: access.signedIn(), built: true },
  { path: '/pages/timeline', title: 'pageTimeline', rule: access.signedIn(), built: true },
  { path: '/forbidden', title: 'forbidden', rule: access.signedIn(), built: true },
];

/**
 * The member's own page, opened from the seller's LINE Official Account (LIFF): no
 * back-office sign-in; the member signs in with LINE (docs/members.md, LIFF).
 */
export const LIFF_PATH = '/liff';

/** Pages of the auth layout, and the member's page in LINE: no sign-in needed. */
export const PUBLIC_PATHS = [
  '/login',
  '/forgotpassword',
  '/resetpassword',
  '/home',
  '/register',
  '/pricing',
  '/lock',
  LIFF_PATH,
] as const;

/**
 * The spec's section redirects. `/` and `/backoffice` are not among them: each user starts
 * on their own first screen (HOME_PATHS, lib/navigation/home.ts).
 */
export const SECTION_REDIRECTS: Record<string, string> = {
  '/wms': '/wms/inventory',
  '/profile': '/profile/me',
  '/admin': '/admin/user',
  // The spec's backoffice "/admin" entry: the admin section, as /admin.
  '/backoffice/admin': '/admin/user',
};

const compiled = PAGES.map((p) => ({
  page: p,
  // Literal segments first, so /coupon/v2 wins over /coupon/{action}.
  specificity: p.path.split('/').filter((s) => s && !s.startsWith('{')).length,
  re: new RegExp('^' + p.path.replace(/\{[^/]+\}/g, '[^/]+') + '/?$'),
})).sort((a, b) => b.specificity - a.specificity);

export function pageAt(pathname: string): PageDef | undefined {
  return compiled.find((c) => c.re.test(pathname))?.page;
}

/** The addresses of "where I start": the user's first screen (homeFor), not one fixed page. */
export const HOME_PATHS: readonly string[] = ['/', '/backoffice'];
export const isHomePath = (pathname: string): boolean =>
  HOME_PATHS.includes(pathname.replace(/\/$/, '') || '/');

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export const isLiffPath = (pathname: string): boolean =>
  pathname === LIFF_PATH || pathname.startsWith(`${LIFF_PATH}/`);
