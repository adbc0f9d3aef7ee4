import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES } from '@/components/testing/draw-screen';
import type { AutoCloseSettingsDto } from '@/lib/domain/packing/auto-close/schemas';
import { AutoCloseScreen } from '@/components/auto-close/auto-close-screen';
import { RunStatusBadge } from '@/components/auto-close/run-status-badge';

// The auto-close screen drawn once per language on the server renderer: no message key
// missing in th or en, the settings as saved, and the test ids the screen is driven by.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/backoffice/autoclose',
  useSearchParams: () => new URLSearchParams('runs_status=3'),
}));

const settings: AutoCloseSettingsDto = {
  enabled: true,
  run_at: '02:30',
  packing_back_days: 4,
  updated_at: '2026-11-19T03:00:00Z',
  updated_by_name: 'Admin',
  next_run_at: '2026-11-20T19:30:00Z',
  last_run: {
    id: 9,
    idempotency_key: 'auto:2026-11-20',
    trigger: 'auto',
    status: 'succeeded',
    triggered_by_id: null,
    triggered_by_name: null,
    started_at: '2026-11-19T19:30:00Z',
    finished_at: '2026-11-19T19:30:02Z',
    closed_orders: 12,
    listed_packings: 2,
    error: null,
  },
};

describe.each(LANGUAGES)('auto-close screen in %s', (locale, messages) => {
  const draw = (s: AutoCloseSettingsDto) =>
    drawScreen(locale, messages, <AutoCloseScreen initial={s} />);

  it('draws the settings, the run button and both lists', () => {
    const html = draw(settings);
    expectTestIds(html, [
      'autoclose-settings',
      'autoclose-enabled',
      'autoclose-run-at',
      'autoclose-back-days',
      'autoclose-save',
      'autoclose-next-run',
      'autoclose-run-now',
      'autoclose-runs',
      'autoclose-open-packings',
    ]);
    expect(html).toContain('value="02:30"');
    expect(html).toContain('value="4"');
    expect(html).toMatch(
      /data-testid="autoclose-enabled"[^>]*checked|checked[^>]*data-testid="autoclose-enabled"/,
    );
  });

  it('says when auto-close is off instead of a next run', () => {
    const html = draw({ ...settings, enabled: false, next_run_at: null });
    const off = (messages as { autoClose: { settings: { off: string } } }).autoClose.settings.off;
    expect(html).toContain(off.replace(/"/g, '&quot;'));
  });

  it('labels every run status', () => {
    for (const status of ['running', 'succeeded', 'failed'] as const) {
      const html = drawScreen(locale, messages, <RunStatusBadge status={status} />);
      expect(html).toContain(`data-status="${status}"`);
    }
  });
});
