import { describe, expect, it } from 'vitest';
import { ApiError } from '@/components/lib/api';
import {
  answered,
  EMPTY_WMS_SUMMARY,
  failed,
  isReady,
  MAX_POLLS,
  started,
  type WmsSummaryState,
} from '@/components/reports/wms-summary-poll';
import type { WmsSummaryDatum } from '@/components/reports/report-types';

const notReady: WmsSummaryDatum = { state: 0 };
const ready: WmsSummaryDatum = {
  state: 1,
  wms: [{ name: 'คลังหลัก', orders: 3, quantity: 5, amount: '1250.00' }],
  sale_channel: [],
  product: [],
  shipping_user: [],
  user: [],
  total: { orders: 3, quantity: 5, amount: '1250.00' },
};

describe('waiting for the warehouse summary job', () => {
  it('waits while the job answers state 0 and fills when state 1 arrives', () => {
    let state = started(EMPTY_WMS_SUMMARY);
    expect(state.phase).toBe('starting');
    // The start answers state 0: ask again in a second.
    let step = answered(state, notReady);
    expect(step).toMatchObject({ askAgain: true, state: { phase: 'preparing', polls: 0 } });
    state = step.state;
    step = answered(state, notReady);
    expect(step).toMatchObject({ askAgain: true, state: { phase: 'preparing', polls: 1 } });
    state = step.state;
    step = answered(state, ready);
    expect(step.askAgain).toBe(false);
    expect(step.state.phase).toBe('ready');
    expect(step.state.datum).toBe(ready);
    expect(isReady(step.state)).toBe(true);
  });

  it('takes a result that is ready at the start at once', () => {
    const step = answered(started(EMPTY_WMS_SUMMARY), ready);
    expect(step).toMatchObject({ askAgain: false, state: { phase: 'ready' } });
  });

  it('keeps the last summary, dimmed, while new filters are prepared', () => {
    const shown: WmsSummaryState = { phase: 'ready', polls: 2, datum: ready, error: null };
    const again = started(shown);
    expect(again).toEqual({ phase: 'starting', polls: 0, datum: ready, error: null });
    expect(isReady(again)).toBe(false);
    expect(answered(again, notReady).state.datum).toBe(ready);
  });

  it('stops asking after five minutes of state 0', () => {
    const long: WmsSummaryState = {
      ...EMPTY_WMS_SUMMARY,
      phase: 'preparing',
      polls: MAX_POLLS - 1,
    };
    expect(answered(long, notReady)).toMatchObject({
      askAgain: false,
      state: { phase: 'tooSlow', polls: MAX_POLLS },
    });
  });

  it('stops on a failed call, with the error to show', () => {
    const error = new ApiError(403, 'auth.forbidden', '');
    expect(failed(started(EMPTY_WMS_SUMMARY), error)).toMatchObject({ phase: 'failed', error });
  });
});
