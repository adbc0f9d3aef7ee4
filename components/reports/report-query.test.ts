import { describe, expect, it } from 'vitest';
import { pageOf, reportFileHref, reportQuery } from '@/components/reports/report-query';

const november = { start_date: '2026-11-01', end_date: '2026-11-27' };

describe('the query of a report call', () => {
  it('sends the period and the offered filters the URL sets, in one order', () => {
    expect(
      reportQuery({
        period: november,
        values: { platform: '3', sale_channel_id: '2', team_id: '', q: 'x' },
        filters: ['platform', 'sale_channel_id', 'team_id'],
      }),
    ).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-27',
      sale_channel_id: '2',
      platform: '3',
    });
    // The keys come in the same order whatever order the URL had them in.
    const query = reportQuery({
      period: november,
      values: { platform: '3', sale_channel_id: '2' },
      filters: ['sale_channel_id', 'platform'],
    });
    expect(Object.keys(query)).toEqual(['start_date', 'end_date', 'sale_channel_id', 'platform']);
  });

  it('leaves out a filter the report does not offer, even when the URL kept it', () => {
    expect(
      reportQuery({
        period: november,
        values: { team_id: '4', user_id: '9' },
        filters: ['team_id'],
      }),
    ).toEqual({ ...november, team_id: '4' });
  });

  it('keeps 0, the "none" group of a filter (no team, no staff)', () => {
    expect(
      reportQuery({ period: november, values: { team_id: '0' }, filters: ['team_id'] }),
    ).toEqual({
      ...november,
      team_id: '0',
    });
  });

  it('pages a product-grain report', () => {
    expect(reportQuery({ period: november, values: {}, filters: [], page: 3 })).toEqual({
      ...november,
      page: '3',
      limit: '100',
    });
    expect(pageOf('3')).toBe(3);
    expect(pageOf('')).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('abc')).toBe(1);
  });

  it('downloads the same call with the same query and the format', () => {
    const query = reportQuery({
      period: november,
      values: { platform: '3' },
      filters: ['platform'],
    });
    expect(reportFileHref('/api/v2/reports/recbysalechannel', query, 'xlsx')).toBe(
      '/api/v2/reports/recbysalechannel?start_date=2026-11-01&end_date=2026-11-27&platform=3&format=xlsx',
    );
    expect(
      reportFileHref(
        '/api/v1/reports/recbyproduct',
        { ...november, page: '2', limit: '100' },
        'csv',
      ),
    ).toBe(
      '/api/v1/reports/recbyproduct?start_date=2026-11-01&end_date=2026-11-27&page=2&limit=100&format=csv',
    );
  });
});
