import { describe, expect, it } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { PackingStation } from '@/components/packing/station/packing-station';
import {
  INITIAL_STATION,
  stationReducer,
  type StationState,
} from '@/components/packing/station/station-reducer';
import type { PackingState } from '@/lib/domain/packing/shared/schemas';

// The station drawn once per language on the server renderer: no message key missing in
// th or en, and the test ids the screen is driven by, in the waiting state and with an order.

const packing: PackingState = {
  packing_id: 7,
  packing_number: 'PK-7',
  kind: 1,
  status: 1,
  order_id: 40,
  order_number: 'SO-40',
  order_status: 111,
  storage_id: 3,
  line: null,
  closed: false,
  complete: true,
  scanned_product_id: 1,
  lines: [
    {
      product_id: 1,
      product_name: 'Mug',
      sku: 'M1',
      barcode: '8850001',
      sales_product_id: 5,
      ordered: 2,
      scanned: 2,
    },
  ],
};

describe.each(LANGUAGES)('packing station in %s', (locale, messages) => {
  const draw = (initial?: StationState) =>
    drawScreen(locale, messages, <PackingStation initial={initial} />);

  it('draws the waiting state', () => {
    const html = draw();
    expectTestIds(html, ['station', 'station-scan-input', 'station-state']);
    expect(openingTag(html, 'station-state')).toContain('data-state="waiting"');
    expect(html).not.toContain('data-testid="station-line"');
    // The server HTML is not hydrated: a kiosk must not scan into it yet.
    expect(openingTag(html, 'station')).not.toContain('data-hydrated');
  });

  it('draws a complete order with its lines, outcome and close button', () => {
    const html = draw(
      stationReducer(INITIAL_STATION, { type: 'opened', orderCode: 'SO-40', packing }),
    );
    expect(openingTag(html, 'station-state')).toContain('data-state="complete"');
    expectTestIds(html, ['station-order-number', 'station-close', 'station-remove-8850001']);
    const line = openingTag(html, 'station-line');
    expect(line).toContain('data-barcode="8850001"');
    expect(line).toContain('data-ordered="2"');
    expect(line).toContain('data-scanned="2"');
    expect(openingTag(html, 'station-outcome')).toContain('data-outcome="complete"');
  });

  it('draws a closed order with its print link', () => {
    const html = draw(
      stationReducer(INITIAL_STATION, { type: 'closed', packing: { ...packing, closed: true } }),
    );
    expect(openingTag(html, 'station-state')).toContain('data-state="closed"');
    expect(openingTag(html, 'station-print')).toContain(
      'href="/api/v1/packings/print?order_ids=40"',
    );
  });

  it('offers the coupon box on an open order, then shows the coupon and the new total', () => {
    const open = stationReducer(INITIAL_STATION, { type: 'opened', orderCode: 'SO-40', packing });
    const html = draw(open);
    expectTestIds(html, ['station-coupon-scan-input', 'station-coupon-camera-open']);
    // Only the order box takes the focus: the scanner keeps feeding units into it.
    expect(openingTag(html, 'station-coupon-scan-input')).not.toContain('autofocus');
    const linked = draw(
      stationReducer(open, {
        type: 'couponLinked',
        coupon: { code: 'VIP-AB12CD34', discount: '50.00', total: '1450.00' },
      }),
    );
    expect(linked).not.toContain('data-testid="station-coupon-scan-input"');
    expect(openingTag(linked, 'station-coupon-linked')).toContain('data-total="1450.00"');
    expect(linked).toContain('1,450.00');
    expect(openingTag(linked, 'station-outcome')).toContain('data-outcome="coupon"');
  });

  it('shows the coupon an order already holds instead of the box', () => {
    const html = draw(
      stationReducer(INITIAL_STATION, {
        type: 'opened',
        orderCode: 'SO-40',
        packing: { ...packing, coupon_code: 'SUMMER' },
      }),
    );
    expect(html).not.toContain('data-testid="station-coupon-scan-input"');
    expect(html).toContain('SUMMER');
    expectTestIds(html, ['station-coupon-held']);
  });

  it('names the wrong barcode', () => {
    const html = draw(
      stationReducer(INITIAL_STATION, {
        type: 'failed',
        code: 'X-999',
        errorKey: 'common.notFound',
      }),
    );
    expect(openingTag(html, 'station-outcome')).toContain('data-outcome="wrong"');
    expect(html).toContain('X-999');
  });
});
