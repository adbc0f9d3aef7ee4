// Demo orders for quickstart: about 80 orders of the Demo Shop over the last 20 Bangkok
// days, in every status, each one as the app would have left it: its order number from the
// day's running number (order_sequences), lines and amounts that add up, the timestamps of
// each step (paid, packed, shipped, delivered, completed, cancelled, returned), tracking
// numbers in their carrier's format once shipped, payment checks, slips on part of the
// transfers (a few slips used twice, to show the warning; no image files: slip keys stay
// empty), and a timeline event for every move along the allowed moves
// (docs/domain-rules.md, Orders). Stock is not moved.
//
// Idempotent: does nothing when the Demo Shop already has orders. One transaction per
// order. Not part of prisma/seed.ts (the tests rely on the seed having no orders).
// Usage: npx tsx scripts/db/seed-demo-orders.ts (DATABASE_URL from the environment).
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { tenantClient, type TenantDb } from '@/lib/db';
import { nextOrderNumber } from '@/lib/domain/orders/numbering';
import { ORDER_EVENT, type OrderEventType } from '@/lib/domain/orders/events';
import {
  ALLOWED_MOVES,
  initialStatus,
  ORDER_STATUS,
  type OrderStatus,
} from '@/lib/domain/orders/status';
import { s10CheckDigit, SHIPPING_PROVIDER } from '@/lib/domain/orders/tracking';
import { FAMILY_HEADS, FAMILY_MIDDLES, FAMILY_TAILS, FIRST_NAMES } from '../bench/order-words';

const DEMO_SHOP = 'demo-shop';
const DAYS = 20;
const HOUR = 3600_000;

/** The statuses, oldest orders first: finished ones long ago, open ones in the last days. */
const STATUS_PLAN: OrderStatus[] = [
  // 15-20 days ago
  ...[
    130, 130, 130, 130, 130, 130, 130, 130, 130, 130, 140, 140, 140, 141, 141, 142, 142, 998, 122,
    122,
  ],
  // 10-15 days ago
  ...[
    130, 130, 130, 130, 130, 130, 130, 130, 122, 122, 122, 122, 121, 121, 121, 140, 140, 998, 142,
    141,
  ],
  // 5-10 days ago
  ...[
    121, 121, 121, 121, 121, 121, 121, 121, 122, 122, 122, 122, 130, 130, 130, 112, 112, 114, 140,
    140,
  ],
  // the last 5 days
  ...[
    100, 100, 100, 100, 100, 100, 100, 111, 111, 111, 111, 111, 111, 112, 112, 112, 114, 121, 121,
    140,
  ],
] as OrderStatus[];

const ADDRESSES = [
  ['99/12 หมู่บ้านพฤกษา 8 ถนนลำลูกกา', 'คูคต', 'ลำลูกกา', 'ปทุมธานี', '12130'],
  ['45 หมู่ 2 ถนนนิมมานเหมินท์', 'สุเทพ', 'เมืองเชียงใหม่', 'เชียงใหม่', '50200'],
  ['12/3 ซอยสุขุมวิท 21', 'คลองเตยเหนือ', 'วัฒนา', 'กรุงเทพมหานคร', '10110'],
  ['88 ถนนมิตรภาพ', 'ในเมือง', 'เมืองขอนแก่น', 'ขอนแก่น', '40000'],
  ['7/1 ถนนกาญจนวนิช', 'หาดใหญ่', 'หาดใหญ่', 'สงขลา', '90110'],
  ['321 คอนโดลุมพินี วิลล์ ห้อง 1203 ถนนรัชดาภิเษก', 'ห้วยขวาง', 'ห้วยขวาง', 'กรุงเทพมหานคร', '10310'],
  ['15 ถนนสุรนารายณ์', 'ในเมือง', 'เมืองนครราชสีมา', 'นครราชสีมา', '30000'],
] as const;

/** A small deterministic generator, so every run makes the same demo. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** The moves from `from` to `to` along the allowed moves (shortest, payment and packing first). */
function pathTo(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const previous = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const next of ALLOWED_MOVES[at]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  if (from !== to && !previous.has(to)) throw new Error(`no path from ${from} to ${to}`);
  const path: OrderStatus[] = [];
  for (let at = to; at !== from; at = previous.get(at)!) path.unshift(at);
  return path;
}

function trackingNumber(provider: number, n: number): string {
  const digits = (len: number) => String((n * 2654435761) % 10 ** len).padStart(len, '0');
  switch (provider) {
    case SHIPPING_PROVIDER.ThaiPost: {
      const serial = digits(8);
      return `E${String.fromCharCode(65 + (n % 26))}${serial}${s10CheckDigit(serial)}TH`;
    }
    case SHIPPING_PROVIDER.KerryExpress:
      return `SHP${digits(10)}`;
    case SHIPPING_PROVIDER.Dhl:
      return `THBKK${digits(12)}`;
    case SHIPPING_PROVIDER.Spx:
      return `TH${digits(12)}${String.fromCharCode(65 + (n % 26))}`;
    default:
      return `DLV${digits(8)}`;
  }
}

/** The event of a move, and which timestamp of the order it sets. */
function moveOf(from: OrderStatus, to: OrderStatus): { type: OrderEventType; stamp?: string } {
  if (from === 100 && to === 111) return { type: ORDER_EVENT.PaymentConfirmed, stamp: 'paidAt' };
  if (from === 100 && to === 140) return { type: ORDER_EVENT.PaymentFailed, stamp: 'cancelledAt' };
  if (to === 140) return { type: ORDER_EVENT.Cancelled, stamp: 'cancelledAt' };
  if (to === 112) return { type: ORDER_EVENT.PackingClosed, stamp: 'packedAt' };
  if (to === 114) return { type: ORDER_EVENT.Status, stamp: 'packedAt' };
  if (to === 121) return { type: ORDER_EVENT.Status, stamp: 'shippedAt' };
  if (to === 122) return { type: ORDER_EVENT.Status, stamp: 'deliveredAt' };
  if (to === 130) return { type: ORDER_EVENT.Status, stamp: 'completedAt' };
  if (to === 141) return { type: ORDER_EVENT.Returned, stamp: 'returnedAt' };
  return { type: ORDER_EVENT.Status };
}

export async function seedDemoOrders(db: PrismaClient, now = new Date()): Promise<number> {
  const shop = await db.enterprise.findUnique({ where: { code: DEMO_SHOP } });
  if (!shop) throw new Error('no Demo Shop: run npm run db:seed first');
  const e = shop.id;
  if ((await db.order.count({ where: { enterpriseId: e } })) > 0) return 0;

  const tenant = tenantClient(db, e);
  const [channels, methods, users, products, customers, storage] = await Promise.all([
    tenant.saleChannel.findMany({ orderBy: { id: 'asc' } }),
    tenant.paymentMethod.findMany({ orderBy: { id: 'asc' } }),
    tenant.user.findMany({ where: { deletedAt: null }, orderBy: { id: 'asc' } }),
    tenant.product.findMany({ where: { active: true }, orderBy: { id: 'asc' }, take: 10 }),
    tenant.customer.findMany({ orderBy: { id: 'asc' }, include: { addresses: true } }),
    tenant.storage.findFirst({ where: { kind: 1 }, orderBy: { id: 'asc' } }),
  ]);
  const admin = users.find((u) => u.username === 'admin') ?? users[0];
  const sellers = users.filter((u) => [2, 3, 4].includes(u.groupId));
  if (!channels.length || !methods.length || !products.length || !admin)
    throw new Error('the Demo Shop needs sale channels, payment methods and products');
  const ofType = (...types: number[]) => methods.filter((m) => types.includes(m.type));
  const prepaid = ofType(1, 5).length ? ofType(1, 5) : methods;
  const providers = Object.values(SHIPPING_PROVIDER);
  const pick = random(20261121);

  const span = DAYS * 24 * HOUR;
  let made = 0;
  let lastSlip: string | null = null;
  for (let i = 0; i < STATUS_PLAN.length; i++) {
    const target = STATUS_PLAN[i]!;
    // Evenly over the 20 days, oldest first, the last one a quarter of an hour ago.
    const createdAt = new Date(
      now.getTime() - 15 * 60_000 - ((STATUS_PLAN.length - 1 - i) * span) / STATUS_PLAN.length,
    );
    // A target reached only from 100 (unpaid, payment failed) needs a prepaid method;
    // the others mix in cash on delivery and platform-paid ones.
    const needsPrepaid = target === 100 || (target === 140 && i % 2 === 0);
    const pool = needsPrepaid ? prepaid : methods.filter((m) => m.type !== 4);
    const method = pool[pick(pool.length)]!;
    const start = initialStatus(method.type);
    const path = pathTo(start, target);
    const steps = [start, ...path];
    // The steps spread over what time is left until now, six hours apart at most.
    const stepMs = Math.min(6 * HOUR, (now.getTime() - createdAt.getTime()) / (steps.length + 1));
    const at = (k: number) => new Date(createdAt.getTime() + k * stepMs);

    const lines = Array.from({ length: 1 + pick(3) }, (_, k) => {
      const product = products[(i + k * 3) % products.length]!;
      const quantity = 1 + pick(3);
      return { product, quantity, lineTotal: product.price.mul(quantity) };
    });
    const subtotal = lines.reduce((s, l) => s.add(l.lineTotal), new Prisma.Decimal(0));
    const discount =
      i % 7 === 0 ? Prisma.Decimal.min(new Prisma.Decimal(50), subtotal) : new Prisma.Decimal(0);
    const shippingFee = new Prisma.Decimal([0, 40, 50][i % 3]!);
    const total = subtotal.sub(discount).add(shippingFee);

    const customer = i % 5 === 0 ? customers[(i / 5) % Math.max(1, customers.length)] : undefined;
    const address = customer?.addresses.find((a) => a.isDefault);
    const [line, subdistrict, district, province, zipcode] = ADDRESSES[i % ADDRESSES.length]!;
    const name =
      customer?.name ??
      `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${FAMILY_HEADS[i % FAMILY_HEADS.length]}${FAMILY_MIDDLES[(i * 3) % FAMILY_MIDDLES.length]}${FAMILY_TAILS[i % FAMILY_TAILS.length]}`;
    const phone =
      customer?.phone ?? `08${String((i * 48271 + 1234567) % 100_000_000).padStart(8, '0')}`;
    const provider = providers[i % providers.length]!;
    const platformPaid = method.type === 6;
    const shipped = steps.some((s) => s === 121 || s === 114) || steps.includes(112);
    // Transfers: a slip for most of them (the seventh one reuses the previous slip).
    const hasSlip = (method.type === 1 || method.type === 5) && i % 4 !== 3;
    const slipRef: string | null = hasSlip
      ? i % 7 === 0 && lastSlip
        ? lastSlip
        : `0${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(1_000_000 + i * 7919).slice(-7)}BPM${String(i).padStart(4, '0')}`
      : null;
    if (slipRef) lastSlip = slipRef;

    const stamps: Record<string, Date> = {};
    const events: Array<{
      type: OrderEventType;
      fromStatus: number | null;
      toStatus: number | null;
      reason: string | null;
      createdAt: Date;
      userId: number | null;
    }> = [
      {
        type: ORDER_EVENT.Created,
        fromStatus: null,
        toStatus: start,
        reason: null,
        createdAt: createdAt,
        userId: admin.id,
      },
    ];
    if (slipRef)
      events.push({
        type: ORDER_EVENT.SlipUploaded,
        fromStatus: null,
        toStatus: null,
        reason: null,
        createdAt: at(0.3),
        userId: admin.id,
      });
    let from: OrderStatus = start;
    steps.slice(1).forEach((to, k) => {
      const when = at(k + 1);
      const move = moveOf(from, to);
      if (move.stamp) stamps[move.stamp] = when;
      const reason =
        to === 140
          ? from === 100
            ? 'ยอดโอนไม่ตรงกับยอดสั่งซื้อ'
            : 'ลูกค้าขอยกเลิก'
          : to === 998
            ? 'ลูกค้าไม่รับสินค้า'
            : to === 142
              ? 'สินค้าเสียหายระหว่างขนส่ง'
              : null;
      events.push({
        type: move.type,
        fromStatus: from,
        toStatus: to,
        reason,
        createdAt: when,
        userId: admin.id,
      });
      if (to === 112 || (to === 114 && !steps.includes(112)))
        events.push({
          type: ORDER_EVENT.Tracking,
          fromStatus: null,
          toStatus: null,
          reason: null,
          createdAt: when,
          userId: admin.id,
        });
      from = to;
    });
    if (start === ORDER_STATUS.AwaitingShipment && !platformPaid && method.type !== 2)
      stamps.paidAt ??= createdAt;
    if (platformPaid) stamps.paidAt = createdAt;
    if (method.type === 2 && stamps.deliveredAt) stamps.paidAt = stamps.deliveredAt;
    const checked =
      (method.type === 1 || method.type === 5) &&
      (stamps.paidAt || (target === 140 && steps[1] === 140));
    const checkedAt = stamps.paidAt ?? stamps.cancelledAt;

    await tenant.$transaction(async (tx) => {
      const t = tx as unknown as TenantDb;
      const orderNumber = await nextOrderNumber(t, e, createdAt);
      const order = await t.order.create({
        data: {
          enterpriseId: e,
          orderNumber,
          platform: platformPaid ? 2 + (i % 3) : 1,
          platformOrderId: platformPaid
            ? `2${String(i * 104729 + 5_000_000_000).padStart(15, '0')}`
            : null,
          status: target,
          customerId: customer?.id ?? null,
          staffUserId: sellers.length ? sellers[i % sellers.length]!.id : null,
          saleChannelId: channels[i % channels.length]!.id,
          paymentMethodId: method.id,
          paymentType: method.type,
          shippingProviderId: provider,
          trackingNumber: shipped ? trackingNumber(provider, 1000 + i) : null,
          storageId: storage?.id ?? null,
          recipientName: address?.recipientName ?? name,
          recipientPhone: address?.phone ?? phone,
          recipientAddress: address?.address ?? line,
          recipientSubdistrict: address?.subdistrict ?? subdistrict,
          recipientDistrict: address?.district ?? district,
          recipientProvince: address?.province ?? province,
          recipientZipcode: address?.zipcode ?? zipcode,
          subtotal,
          discount,
          shippingFee,
          total,
          slipRef,
          slipBank: slipRef ? ['004', '014', '002', '006'][i % 4]! : null,
          slipAmount: checked && stamps.paidAt ? total : null,
          slipUploadedAt: slipRef ? at(0.3) : null,
          paymentCheckedById: checked ? admin.id : null,
          paymentCheckedAt: checked ? checkedAt : null,
          sellerNote: i % 6 === 0 ? 'ลูกค้าขอให้ห่อของขวัญ' : null,
          cancelReasonType: target === 140 ? (steps[1] === 140 && start === 100 ? 3 : 1) : null,
          cancelReason: target === 140 ? events[events.length - 1]!.reason : null,
          paidAt: stamps.paidAt ?? null,
          packedAt: stamps.packedAt ?? null,
          shippedAt: stamps.shippedAt ?? null,
          deliveredAt: stamps.deliveredAt ?? null,
          completedAt: stamps.completedAt ?? null,
          cancelledAt: stamps.cancelledAt ?? null,
          returnedAt: stamps.returnedAt ?? null,
          createdAt,
          items: {
            create: lines.map((l) => ({
              enterpriseId: e,
              productId: l.product.id,
              wmsProductId: l.product.wmsProductId,
              name: l.product.name,
              sku: l.product.pn,
              quantity: l.quantity,
              price: l.product.price,
              lineTotal: l.lineTotal,
              createdAt,
            })),
          },
        },
      });
      await t.orderEvent.createMany({
        data: events.map((ev) => ({ ...ev, enterpriseId: e, orderId: order.id })),
      });
    });
    made++;
  }
  return made;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const made = await seedDemoOrders(db);
    console.log(
      made
        ? `Demo orders: ${made} orders of the Demo Shop over the last ${DAYS} days.`
        : 'Demo orders: the Demo Shop already has orders, nothing added.',
    );
  } finally {
    await db.$disconnect();
  }
}
