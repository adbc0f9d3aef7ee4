import { describe, expect, it } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { AssignPanel } from '@/components/express/assign-panel';
import { CashScreen } from '@/components/express/cash-screen';
import { DriverScreen, findOnRoute, shownStatus } from '@/components/express/driver-screen';
import { EMPTY_QUEUE, enqueue } from '@/components/express/offline-queue';
import type { CashReport, Parcel } from '@/lib/domain/express/schemas';

// The Express screens drawn once per language on the server renderer: no message key
// missing in th or en, the test ids the Playwright flow drives, the waiting badge, a parcel
// waiting on the phone shown as done, and the flagged cash rows.

const parcel = (over: Partial<Parcel>): Parcel => ({
  order_id: 1,
  order_number: 'SO2611270001',
  tracking_number: 'EXP001',
  order_status: 121,
  recipient_name: 'คุณสมชาย',
  recipient_phone: '0812345678',
  address: '1 ถนนสุขุมวิท คลองเตย กรุงเทพมหานคร 10110',
  cod: true,
  cod_amount: '350.00',
  seller_note: null,
  assignment_id: 10,
  driver_id: 5,
  driver_name: 'ประยุทธ ส่งไว',
  day: '2026-11-27',
  position: 1,
  status: 'on_route',
  last_outcome: null,
  last_reason: null,
  last_at: null,
  ...over,
});

const route = {
  day: '2026-11-27',
  driver_id: 5,
  parcels: [
    parcel({}),
    parcel({
      order_id: 2,
      order_number: 'SO2611270002',
      tracking_number: null,
      cod: false,
      cod_amount: '0.00',
    }),
    parcel({ order_id: 3, order_number: 'SO2611270003', status: 'delivered', order_status: 122 }),
  ],
};

const cash: CashReport = {
  start_date: '2026-11-27',
  end_date: '2026-11-27',
  rows: [
    {
      driver_id: 5,
      driver_name: 'ประยุทธ ส่งไว',
      day: '2026-11-27',
      delivered: 3,
      cod_delivered: 2,
      expected: '350.50',
      collected: '330.50',
      handed_in: '300.00',
      collected_diff: '-20.00',
      handed_in_diff: '-30.50',
      flagged: true,
    },
    {
      driver_id: 6,
      driver_name: 'สมศักดิ์ ขับดี',
      day: '2026-11-27',
      delivered: 1,
      cod_delivered: 1,
      expected: '80.00',
      collected: '80.00',
      handed_in: '80.00',
      collected_diff: '0.00',
      handed_in_diff: '0.00',
      flagged: false,
    },
  ],
  totals: { expected: '430.50', collected: '410.50', handed_in: '380.00', flagged: 1 },
};

describe('route helpers', () => {
  it('finds a scanned parcel by order or tracking number, however it is typed', () => {
    expect(findOnRoute(route.parcels, ' so2611270002 ')?.order_id).toBe(2);
    expect(findOnRoute(route.parcels, 'exp-001')?.order_id).toBe(1);
    expect(findOnRoute(route.parcels, 'nope')).toBeNull();
  });
  it('shows an action waiting on the phone instead of the server status', () => {
    const q = enqueue(EMPTY_QUEUE, {
      id: 'exp-00000001',
      kind: 'failed',
      orderId: 1,
      orderNumber: 'SO2611270001',
      at: '2026-11-27T05:00:00.000Z',
      reason: 'ไม่มีคนรับ',
      next: 'retry',
      hasPhoto: false,
    });
    expect(shownStatus(route.parcels[0]!, q.items[0]!)).toBe('pending_failed');
    expect(shownStatus(route.parcels[2]!, null)).toBe('delivered');
  });
});

describe.each(LANGUAGES)('Express screens in %s', (locale, messages) => {
  it('draws the route list, the scan box and an empty badge', () => {
    const html = drawScreen(locale, messages, <DriverScreen userId={5} initial={route} />);
    expectTestIds(html, ['express-driver', 'express-scan-input', 'express-pending']);
    expect(openingTag(html, 'express-pending')).toContain('data-count="0"');
    expect(html.match(/data-testid="express-parcel"/g)).toHaveLength(3);
    expect(html).toContain('data-status="delivered"');
    expect(html).toContain('350.00');
    expect(openingTag(html, 'express-driver')).not.toContain('data-hydrated');
  });

  it('draws the waiting badge and the open parcel with its actions', () => {
    const queue = enqueue(EMPTY_QUEUE, {
      id: 'exp-00000002',
      kind: 'delivered',
      orderId: 2,
      orderNumber: 'SO2611270002',
      at: '2026-11-27T05:00:00.000Z',
      hasPhoto: false,
    });
    const html = drawScreen(
      locale,
      messages,
      <DriverScreen userId={5} initial={route} initialOpen={1} initialQueue={queue} />,
    );
    expect(openingTag(html, 'express-pending')).toContain('data-count="1"');
    expect(html).toContain('data-status="pending_delivered"');
    expectTestIds(html, [
      'express-open-parcel',
      'express-delivered',
      'express-failed',
      'express-cod',
    ]);
  });

  it('draws the empty route', () => {
    const html = drawScreen(
      locale,
      messages,
      <DriverScreen userId={5} initial={{ day: '2026-11-27', driver_id: 5, parcels: [] }} />,
    );
    expectTestIds(html, ['express-empty']);
  });

  it('draws the cash reconciliation with the flagged day and the totals', () => {
    const html = drawScreen(
      locale,
      messages,
      <CashScreen initial={cash} drivers={[{ id: 5, name: 'ประยุทธ ส่งไว' }]} />,
    );
    expectTestIds(html, ['express-cash', 'express-cash-totals', 'express-cash-driver']);
    expect(html.match(/data-testid="express-cash-row"/g)).toHaveLength(2);
    expect(html).toContain('data-flagged="true"');
    expect(html).toContain('-20.00');
    expect(html).toContain('430.50');
  });

  it('draws the dispatcher panel', () => {
    const html = drawScreen(
      locale,
      messages,
      <AssignPanel
        initialParcels={[parcel({ driver_id: null, driver_name: null, status: null })]}
        initialDrivers={[{ id: 5, name: 'ประยุทธ ส่งไว' }]}
      />,
    );
    expectTestIds(html, ['express-assign', 'express-assign-row', 'express-assign-driver']);
  });
});
