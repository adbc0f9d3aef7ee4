// Orders for the order action tests (status moves, cancel, payment, tracking, slip): made
// through POST /api/v1/orders from the demo seed's master data, or, where hundreds are
// needed and only the status matters, inserted straight into the database. An order is
// put at a status by a direct update (the path there is not what those tests are about).
import { randomInt } from 'node:crypto';
import { prisma } from '@/lib/db';
import { call } from './api';

export const root = prisma();

export interface DemoRefs {
  enterpriseId: number;
  saleChannelId: number;
  methods: { transfer: number; cod: number; promptpay: number };
  products: { serum: number; mask: number; cream: number };
  wms: { serum: number; mask: number; cream: number };
  storages: { main: number; spare: number };
}

export async function demoRefs(): Promise<DemoRefs> {
  const e = await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } });
  const channel = await root.saleChannel.findFirstOrThrow({
    where: { enterpriseId: e.id, name: 'หน้าร้าน Facebook' },
  });
  const method = (name: string) =>
    root.paymentMethod.findFirstOrThrow({ where: { enterpriseId: e.id, name } });
  const product = (pn: string) =>
    root.product.findFirstOrThrow({ where: { enterpriseId: e.id, pn } });
  const storage = (name: string) =>
    root.storage.findFirstOrThrow({ where: { enterpriseId: e.id, name } });
  const [transfer, cod, promptpay, serum, mask, cream, main, spare] = await Promise.all([
    method('โอนเงิน กสิกรไทย'),
    method('เก็บเงินปลายทาง (COD)'),
    method('พร้อมเพย์ QR'),
    product('SERUM-30'),
    product('MASK-10'),
    product('CREAM-50'),
    storage('คลังหลัก'),
    storage('คลังสำรอง'),
  ]);
  return {
    enterpriseId: e.id,
    saleChannelId: channel.id,
    methods: { transfer: transfer.id, cod: cod.id, promptpay: promptpay.id },
    products: { serum: serum.id, mask: mask.id, cream: cream.id },
    wms: { serum: serum.wmsProductId!, mask: mask.wmsProductId!, cream: cream.wmsProductId! },
    storages: { main: main.id, spare: spare.id },
  };
}

export const RECIPIENT = {
  name: 'คุณทดสอบ ส่งของ',
  phone: '0861234567',
  address: '12/3 ซอยสุขุมวิท 21',
  subdistrict: 'คลองเตยเหนือ',
  district: 'วัฒนา',
  province: 'กรุงเทพมหานคร',
  zipcode: '10110',
};

export interface CreatedOrder {
  id: number;
  order_number: string;
  status: number;
  total: string;
}

/** An order made by the API (transfer, Thai Post, one SERUM-30 unless told otherwise). */
export async function createOrder(
  token: string,
  refs: DemoRefs,
  overrides: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const res = await call<{ Datum: CreatedOrder }>('POST', '/api/v1/orders', {
    token,
    body: {
      sale_channel_id: refs.saleChannelId,
      payment_method_id: refs.methods.transfer,
      shipping_provider_id: 1,
      recipient: RECIPIENT,
      items: [{ product_id: refs.products.serum, quantity: 1 }],
      ...overrides,
    },
  });
  if (res.status !== 201)
    throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.Datum;
}

let inserted = 0;
const runTag = randomInt(1_000_000).toString(36).toUpperCase();

/** An order row without lines, straight into the database, at `status`. */
export async function insertOrder(refs: DemoRefs, status: number): Promise<number> {
  const order = await root.order.create({
    data: {
      enterpriseId: refs.enterpriseId,
      orderNumber: `T${runTag}-${++inserted}`,
      status,
      saleChannelId: refs.saleChannelId,
      paymentMethodId: refs.methods.transfer,
      paymentType: 1,
      shippingProviderId: 1,
      recipientName: RECIPIENT.name,
      recipientPhone: RECIPIENT.phone,
      recipientAddress: RECIPIENT.address,
      subtotal: '100.00',
      total: '100.00',
    },
    select: { id: true },
  });
  return order.id;
}

export async function setStatus(id: number, status: number): Promise<void> {
  await root.order.update({ where: { id }, data: { status } });
}

export async function eventsOf(orderId: number) {
  return root.orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
}
