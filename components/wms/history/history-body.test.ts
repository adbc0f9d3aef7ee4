import { describe, expect, it } from 'vitest';
import { historyQuery } from '@/lib/domain/wms/inventory/reads/schemas';
import { historyBody } from '@/components/wms/history/history-body';

describe('the history body from the URL', () => {
  it('turns the URL text into the POST body', () => {
    const body = historyBody(
      {
        page: '3',
        start_date: '2026-11-01',
        end_date: '2026-11-20',
        kind: '1',
        storage_id: '2',
        product_id: '14',
        user_id: '5',
        bill_number: '  IN-2611 ',
        sort: 'bill_number',
        unrelated: 'x',
      },
      10,
    );
    expect(body).toEqual({
      page: 3,
      limit: 10,
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      kind: 1,
      storage_id: 2,
      product_id: 14,
      user_id: 5,
      bill_number: 'IN-2611',
      sort: 'bill_number',
    });
    expect(historyQuery.safeParse(body).success).toBe(true);
  });

  it('leaves out what a mangled link holds, so the server never refuses the list', () => {
    const body = historyBody(
      {
        page: '-2',
        start_date: '1/11/2026',
        kind: '9',
        storage_id: 'abc',
        product_id: '0',
        bill_number: 'x'.repeat(50),
        sort: 'DROP',
      },
      25,
    );
    expect(body).toEqual({ page: 1, limit: 25, bill_number: 'x'.repeat(30) });
    expect(historyQuery.safeParse(body).success).toBe(true);
  });

  it('an empty URL is the first page of everything', () => {
    expect(historyBody({}, 10)).toEqual({ page: 1, limit: 10 });
  });
});
