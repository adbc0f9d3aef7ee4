import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { PackingRow } from '@/lib/domain/packing/shared/schemas';
import {
  PackingVideosCard,
  PackingVideosList,
} from '@/components/orders/detail/packing-videos-card';

// The order detail's packing card drawn on the server renderer, once per language: each
// video state shows what it should, the player and links point at the right calls, and
// who lacks packing level 1 sees no card at all.

const base: PackingRow = {
  id: 41,
  packing_number: 'PK2611200041',
  kind: 1,
  status: 2,
  order_id: 7,
  order_number: 'SO2611200042',
  order_status: 112,
  storage_id: 1,
  storage_name: 'คลังหลัก',
  user_id: 3,
  user_name: 'สมหญิง แพ็กดี',
  line: 'A1',
  video_key: 'packing-videos/1/41.webm',
  video_status: 3,
  video_size: 12_582_912,
  units_ordered: 2,
  units_scanned: 2,
  created_at: '2026-11-20T03:00:00Z',
  closed_at: '2026-11-20T03:05:00Z',
};
const rows: PackingRow[] = [
  base,
  { ...base, id: 42, video_status: 2, video_key: 'packing-videos/1/42.webm', video_size: null },
  { ...base, id: 43, kind: 2, status: 1, video_status: 4, video_size: null, closed_at: null },
  { ...base, id: 44, status: 3, video_status: 0, video_key: null, video_size: null },
];
const nothing = () => {};

describe.each(LANGUAGES)('packing videos card in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  const t = messages.orderPackings;

  it('draws each packing with its video state', () => {
    const html = draw(
      <PackingVideosList rows={rows} loading={false} error={null} onRetry={nothing} />,
    );
    expectTestIds(html, [
      'order-packing-41',
      'order-packing-42',
      'order-packing-43',
      'order-packing-44',
      'order-packing-video',
      'order-packing-video-download',
      'order-packing-evidence',
    ]);
    expect(openingTag(html, 'order-packing-41')).toContain('data-video-status="3"');
    expect(openingTag(html, 'order-packing-43')).toContain('data-video-status="4"');

    const video = openingTag(html, 'order-packing-video');
    expect(video).toMatch(/^<video /);
    expect(video).toContain('src="/api/v1/packings/41/video"');
    expect(video).toContain('preload="metadata"');
    expect(video).toContain('controls');
    expect(openingTag(html, 'order-packing-video-download')).toContain(
      'href="/api/v1/packings/41/video"',
    );
    expect(openingTag(html, 'order-packing-evidence')).toContain(
      'href="/api/v1/packings/41/video/evidence"',
    );
    // Only the uploaded video gets a player.
    expect(html.match(/data-testid="order-packing-video"/g)).toHaveLength(1);

    expect(html).toContain('12.0 MB');
    expect(html).toContain(t.video.uploading);
    expect(html).toContain(t.video.failed);
    expect(html).toContain(t.video.none);
    expect(html).toContain(t.kind['2']);
    expect(html).toContain(t.status['3']);
    // The evidence limits are the call's defaults (Shopee: 60 s, 30 MB).
    expect(html).toMatch(/60[^<]*30/);
    // Bangkok time: 03:00Z is 10:00, written as every screen writes dates.
    expect(html).toContain(locale === 'th' ? '20 พ.ย. 2569 10:00' : '20 Nov 2026 10:00');
  });

  it('says where the read stands', () => {
    expect(
      draw(<PackingVideosList rows={null} loading error={null} onRetry={nothing} />),
    ).toContain(t.loading);
    expect(
      draw(<PackingVideosList rows={[]} loading={false} error={null} onRetry={nothing} />),
    ).toContain(t.empty);
    const failed = draw(
      <PackingVideosList rows={null} loading={false} error="boom" onRetry={nothing} />,
    );
    expect(failed).toContain('boom');
    expect(failed).toContain(t.retry);
  });

  it('shows the card only at packing level 1 and up', () => {
    expect(draw(<PackingVideosCard orderId={7} level={0} />)).not.toContain('order-packing');
    const card = draw(<PackingVideosCard orderId={7} level={1} />);
    expectTestIds(card, ['order-packings', 'order-packing-label']);
    expect(openingTag(card, 'order-packing-label')).toContain(
      'href="/api/v1/packings/print?order_ids=7"',
    );
    expect(card).toContain(t.loading);
  });
});
