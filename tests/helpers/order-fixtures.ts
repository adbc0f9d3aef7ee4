// Master data and helpers shared by the order integration tests (orders-create,
// orders-update): the demo shop's seed rows looked up once, a phone number per test, a
// valid order body, and a whole new enterprise for tests that need a day of their own.
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { prisma } from '@/lib/db';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { call, loginAs } from './api';

export const root = prisma();
export const tag = randomInt(36 ** 4).toString(36);

const usedPhones = new Set<string>();
/** A mobile number no other test of the run used: 08 and eight random digits. */
export function newPhone(): string {
  for (;;) {
    const p = `08${String(randomInt(100_000_000)).padStart(8, '0')}`;
    if (!usedPhones.has(p)) {
      usedPhones.add(p);
      return p;
    }
  }
}

export const recipient = (phone = newPhone()) => ({
  name: `คุณทดสอบ ${tag}`,
  phone,
  address: '99/1 ถนนพระราม 4',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  zipcode: '10110',
});

export interface Shop {
  id: number;
  channelId: number;
  transferId: number;
  codId: number;
  platformId: number;
  products: Record<'SERUM-30' | 'CREAM-50' | 'SOAP-3' | 'MASK-10', { id: number; price: string }>;
}

/** The demo shop's seed: its first sale channel, three payment methods and four products. */
export async function demoShop(): Promise<Shop> {
  const e = (await root.enterprise.findUniqueOrThrow({ where: { code: 'demo-shop' } })).id;
  const channel = await root.saleChannel.findFirstOrThrow({
    where: { enterpriseId: e, name: 'หน้าร้าน Facebook' },
  });
  const method = (name: string) =>
    root.paymentMethod.findFirstOrThrow({ where: { enterpriseId: e, name } });
  const [transfer, cod, platform] = await Promise.all([
    method('โอนเงิน กสิกรไทย'),
    method('เก็บเงินปลายทาง (COD)'),
    method('ชำระผ่านแพลตฟอร์ม'),
  ]);
  const rows = await root.product.findMany({
    where: { enterpriseId: e, pn: { in: ['SERUM-30', 'CREAM-50', 'SOAP-3', 'MASK-10'] } },
  });
  const products = Object.fromEntries(
    rows.map((p) => [p.pn, { id: p.id, price: p.price.toFixed(2) }]),
  ) as Shop['products'];
  return {
    id: e,
    channelId: channel.id,
    transferId: transfer.id,
    codId: cod.id,
    platformId: platform.id,
    products,
  };
}

export function orderBody(shop: Shop, extra: Record<string, unknown> = {}) {
  return {
    sale_channel_id: shop.channelId,
    payment_method_id: shop.transferId,
    shipping_provider_id: 1,
    recipient: recipient(),
    items: [{ product_id: shop.products['SERUM-30'].id, quantity: 2 }],
    ...extra,
  };
}

export interface OrderAnswer {
  Msg: string;
  Cause?: string;
  Datum: OrderDetail;
}

export async function createOk(token: string, body: Record<string, unknown>) {
  const res = await call<OrderAnswer>('POST', '/api/v1/orders', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.Datum;
}

export const detail = (token: string, id: number) =>
  call<OrderAnswer>('GET', `/api/v1/orders/detail?id=${id}`, { token });

/**
 * A new enterprise with one admin (signed in), a sale channel, a transfer method and a
 * product: a shop whose order numbers no other test touches.
 */
export async function freshShop(): Promise<{ token: string; shop: Shop; adminId: number }> {
  const code = `orders-${tag}-${randomInt(1_000_000)}`;
  const ent = await root.enterprise.create({ data: { code, name: `Shop ${code}` } });
  const username = `adm${tag}${randomInt(1_000_000)}`;
  const admin = await root.user.create({
    data: {
      enterpriseId: ent.id,
      username,
      passwordHash: await hashPassword('demo1234'),
      firstName: 'ผู้ดูแล',
      lastName: 'ร้านใหม่',
      groupId: 1,
    },
  });
  const channel = await root.saleChannel.create({
    data: { enterpriseId: ent.id, name: 'หน้าร้าน', type: 1 },
  });
  const transfer = await root.paymentMethod.create({
    data: { enterpriseId: ent.id, name: 'โอนเงิน', type: 1 },
  });
  const cod = await root.paymentMethod.create({
    data: { enterpriseId: ent.id, name: 'ปลายทาง', type: 2 },
  });
  const product = await root.product.create({
    data: { enterpriseId: ent.id, pn: 'P-1', name: 'สินค้าทดสอบ', price: '100.00' },
  });
  const p = { id: product.id, price: '100.00' };
  return {
    token: await loginAs(username),
    adminId: admin.id,
    shop: {
      id: ent.id,
      channelId: channel.id,
      transferId: transfer.id,
      codId: cod.id,
      platformId: cod.id,
      products: { 'SERUM-30': p, 'CREAM-50': p, 'SOAP-3': p, 'MASK-10': p },
    },
  };
}
