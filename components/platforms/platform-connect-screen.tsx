'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { Panel } from '@/components/layout/panel';
import { api } from '@/components/lib/api';
import { useFeedback } from '@/components/ui/feedback';
import { ConnectBanner } from '@/components/platforms/connect-banner';
import { ConnectButtons } from '@/components/platforms/connect-buttons';
import { PancakeConnectButton } from '@/components/platforms/pancake-connect';
import type { ConnectNotice } from '@/components/platforms/connect-notice';
import { ShopCard, type ShopJob } from '@/components/platforms/shop-card';
import { canConnect, type ShopSettingsOptions } from '@/components/platforms/shop-view';

/** A run still going when the screen opens is followed as if it had just been started. */
function runningJobs(shops: readonly PlatformShopRow[]): Record<number, ShopJob> {
  const jobs: Record<number, ShopJob> = {};
  for (const shop of shops) {
    const run = shop.last_run;
    if (run && (run.state === 'queued' || run.state === 'running'))
      jobs[shop.id] = { jobId: run.job_id, kind: run.kind === 'products' ? 'products' : 'orders' };
  }
  return jobs;
}

/**
 * /admin/platform: the connected selling-platform shops and what a seller does with them.
 * Level 1 sees; level 2 connects, syncs, refreshes and edits the settings; level 3 also
 * disconnects (the server checks each call again).
 */
export function PlatformConnectScreen({
  initialShops,
  options,
  level,
  canMap,
  notice,
}: {
  initialShops: PlatformShopRow[];
  options: ShopSettingsOptions;
  /** The user's platform level (1..3). */
  level: number;
  canMap: boolean;
  notice: ConnectNotice | null;
}) {
  const t = useTranslations('platformConnect');
  const tPancake = useTranslations('pancake');
  const { showError } = useFeedback();
  const [shops, setShops] = useState(initialShops);
  const [jobs, setJobs] = useState<Record<number, ShopJob>>(() => runningJobs(initialShops));
  const [now] = useState(() => Date.now());

  const reload = useCallback(async () => {
    try {
      const res = await api<{ Datum: PlatformShopRow[] }>('/api/platform/seller');
      setShops(res.Datum);
    } catch (error) {
      showError(error);
    }
  }, [showError]);

  const replace = (saved: PlatformShopRow) =>
    setShops((all) => all.map((s) => (s.id === saved.id ? saved : s)));

  return (
    <div className="space-y-5" data-testid="platform-connect-screen" data-level={level}>
      {notice && <ConnectBanner notice={notice} />}
      <Panel title={t('connectTitle')} testId="platform-connect-panel">
        <p className="mb-4 max-w-3xl text-sm text-slate-600">
          {canConnect(level) ? t('connectIntro') : t('viewOnly')}
        </p>
        {canConnect(level) && (
          <div className="flex flex-wrap gap-2">
            <ConnectButtons />
            <PancakeConnectButton
              label={tPancake('connect')}
              variant="secondary"
              onConnected={() => void reload()}
            />
          </div>
        )}
      </Panel>
      {shops.length === 0 ? (
        <p
          className="rounded-md border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600"
          data-testid="platform-no-shops"
        >
          {t('noShops')}
        </p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2" data-testid="platform-shops">
          {shops.map((shop) => (
            <ShopCard
              key={shop.id}
              shop={shop}
              level={level}
              canMap={canMap}
              options={options}
              job={jobs[shop.id] ?? null}
              now={now}
              onJobStarted={(job) => setJobs((all) => ({ ...all, [shop.id]: job }))}
              onJobFinished={() => {
                setJobs((all) => {
                  const job = all[shop.id];
                  return job ? { ...all, [shop.id]: { ...job, finished: true } } : all;
                });
                // The counts and the last sync changed.
                void reload();
              }}
              onChanged={replace}
              onRemoved={() => void reload()}
            />
          ))}
        </div>
      )}
    </div>
  );
}
