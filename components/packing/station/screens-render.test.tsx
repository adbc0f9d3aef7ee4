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
