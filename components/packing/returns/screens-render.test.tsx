import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { ReturnStation } from '@/components/packing/returns/return-station';
import { ReturnListScreen } from '@/components/packing/returns/return-list-screen';
import { ReturningListScreen } from '@/components/packing/returns/returning-list-screen';
import {
  INITIAL_RETURN_STATION,
  returnStationReducer as reduce,
  type ReturnStationState,
} from '@/components/packing/returns/return-reducer';
import type { ReturnState } from '@/lib/domain/packing/shared/schemas';

// The return station and the returns list drawn once per language on the server renderer:
// no message key missing in th or en, and the test ids the screens are driven by.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/backoffice/returnv2',
  useSearchParams: () => new URLSearchParams('status=2'),
}));

const parcel: ReturnState = {
  packing_id: 9,
  packing_number: 'RP-9',
  kind: 2,
  status: 1,
  order_id: 40,
  order_number: 'SO-40',
  order_status: 121,
  storage_id: 3,
  line: null,
  closed: false,
  complete: false,
  scanned_product_id: 1,
  return_id: 5,
  return_number: 'RT-5',
  lines: [
    {
      product_id: 1,
      product_name: 'Mug',
      sku: 'M1',
      barcode: '8850001',
      sales_product_id: 5,
      ordered: 3,
      scanned: 2,
    },
  ],
};

const receiving = reduce(INITIAL_RETURN_STATION, {
  type: 'opened',
  orderCode: 'SO-40',
  packing: parcel,
});

describe.each(LANGUAGES)('return station in %s', (locale, messages) => {
  const draw = (initial?: ReturnStationState) =>
    drawScreen(locale, messages, <ReturnStation initial={initial} />);

  it('draws the waiting state with the recorder slot', () => {
    const html = draw();
    expectTestIds(html, [
      'return-station',
      'return-scan-input',
      'return-state',
      'return-recorder-slot',
    ]);
    expect(openingTag(html, 'return-state')).toContain('data-state="waiting"');
    expect(openingTag(html, 'return-recorder-slot')).toContain('data-recording="false"');
    expect(html).not.toContain('data-testid="return-close"');
    // The server HTML is not hydrated: a kiosk must not scan into it yet.
    expect(openingTag(html, 'return-station')).not.toContain('data-hydrated');
  });

  it('draws an open parcel with its counts, remainder and close button', () => {
    const html = draw(receiving);
    expect(openingTag(html, 'return-state')).toContain('data-state="receiving"');
    expectTestIds(html, [
      'return-order-number',
      'return-close',
      'return-reason',
      'return-good-1',
      'return-broken-1',
      'return-lost-1',
      'return-other-1',
    ]);
    const line = openingTag(html, 'return-line-1');
    expect(line).toContain('data-shipped="3"');
    expect(line).toContain('data-scanned="2"');
    expect(line).toContain('data-remainder="1"');
    expect(openingTag(html, 'return-good-1')).toContain('value="2"');
    expect(openingTag(html, 'return-recorder-slot')).toContain('data-recording="true"');
    expect(openingTag(html, 'return-recorder-slot')).toContain('data-packing-id="9"');
    expect(openingTag(html, 'return-close')).not.toContain('disabled=""');
  });

  it('refuses to close a parcel counted beyond what was shipped', () => {
    const over = reduce(receiving, { type: 'edited', productId: 1, field: 'broken', value: 2 });
    const html = draw(over);
    expect(openingTag(html, 'return-close')).toContain('disabled=""');
    expect(openingTag(html, 'return-line-1')).toContain('data-remainder="-1"');
    expect(html).toContain(messages.errors.packing.returnTooMany);
  });

  it('draws the result of a closed return and waits for the next parcel', () => {
    const closed = reduce(receiving, {
      type: 'closed',
      packing: {
        ...parcel,
        closed: true,
        status: 2,
        order_status: 141,
        bill_number: 'RET-2611-00007',
        return_lines: [
          {
            product_id: 1,
            product_name: 'Mug',
            shipped: 3,
            good: 2,
            broken: 0,
            lost: 1,
            other: 0,
            restocked: 2,
          },
        ],
      },
    });
    const html = draw(closed);
    expect(openingTag(html, 'return-state')).toContain('data-state="closed"');
    const result = openingTag(html, 'return-result');
    expect(result).toContain('data-return-number="RT-5"');
    expect(result).toContain('data-bill-number="RET-2611-00007"');
    expect(html).toContain('RET-2611-00007');
    expect(html).toContain('141');
    expect(openingTag(html, 'return-outcome')).toContain('data-outcome="closed"');
  });
});

describe.each(LANGUAGES)('returns list in %s', (locale, messages) => {
  it('draws the table and its filters', () => {
    const html = drawScreen(locale, messages, <ReturnListScreen />);
    expectTestIds(html, [
      'return-list',
      'return-list-filter-status',
      'return-list-filter-order_number',
      'return-list-date-input',
      'return-list-date-open',
      'return-list-reset',
    ]);
    // The range is the app's own picker, never the browser's date input.
    expect(html).not.toContain('type="date"');
  });
});

describe.each(LANGUAGES)('returns on their way in %s', (locale, messages) => {
  it('draws the table and its filters', () => {
    const html = drawScreen(locale, messages, <ReturningListScreen canReceive />);
    expectTestIds(html, [
      'returning-list',
      'returning-list-filter-platform',
      'returning-list-filter-search',
      'returning-list-reset',
    ]);
  });
});
