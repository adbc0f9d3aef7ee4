import { describe, expect, it } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { HandOverScreen } from '@/components/packing/handover/handover-screen';
import {
  handOverReducer,
  INITIAL_HAND_OVER,
  ROW_OUTCOMES,
} from '@/components/packing/handover/handover-reducer';

// The hand-over screen drawn once per language on the server renderer: no message key
// missing in th or en, the test ids it is driven by, and a row per scan with its outcome.

const at = '2026-11-21T05:00:00.000Z';

describe.each(LANGUAGES)('hand-over check in %s', (locale, messages) => {
  it('draws an empty session with every counter at zero', () => {
    const html = drawScreen(locale, messages, <HandOverScreen />);
    expectTestIds(html, ['handover', 'handover-scan-input']);
    for (const outcome of ROW_OUTCOMES)
      expect(openingTag(html, `handover-count-${outcome}`)).toContain('data-count="0"');
    expect(html).not.toContain('data-testid="handover-row"');
    // The server HTML is not hydrated: a kiosk must not scan into it yet.
    expect(openingTag(html, 'handover')).not.toContain('data-hydrated');
  });

  it('draws the newest scan on top, an error row, and the counts', () => {
    let state = handOverReducer(INITIAL_HAND_OVER, {
      type: 'checked',
      code: 'SO-1',
      result: {
        order_id: 1,
        order_number: 'SO-1',
        tracking_number: 'EE123456785TH',
        outcome: 'handed_over',
        status: 121,
      },
      at,
    });
    state = handOverReducer(state, {
      type: 'failed',
      code: 'X-404',
      errorKey: 'order.notFound',
      at,
    });
    const html = drawScreen(locale, messages, <HandOverScreen initial={state} />);
    const first = openingTag(html, 'handover-row');
    expect(first).toContain('data-outcome="error"');
    expect(first).toContain('data-order-number=""');
    expect(html).toContain('data-outcome="handed_over"');
    expect(html).toContain('data-order-number="SO-1"');
    expect(html).toContain('EE123456785TH');
    expect(html).toContain('X-404');
    expect(html).toContain(
      (messages as { errors: { order: { notFound: string } } }).errors.order.notFound,
    );
    expect(openingTag(html, 'handover-count-handed_over')).toContain('data-count="1"');
    expect(openingTag(html, 'handover-count-error')).toContain('data-count="1"');
    expect(openingTag(html, 'handover-count-cancelled')).toContain('data-count="0"');
  });
});
