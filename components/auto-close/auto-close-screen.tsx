'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/layout/panel';
import { api } from '@/components/lib/api';
import { OpenPackingsTable } from '@/components/auto-close/open-packings-table';
import { RunNowButton } from '@/components/auto-close/run-now-button';
import { RunsTable } from '@/components/auto-close/runs-table';
import { SettingsForm } from '@/components/auto-close/settings-form';
import type { AutoCloseSettingsDto } from '@/lib/domain/packing/auto-close/schemas';

/**
 * /backoffice/autoclose (admin): the settings, a run by hand, the run history and the
 * packings left open past their day. A run or a save reloads what it changed.
 */
export function AutoCloseScreen({ initial }: { initial: AutoCloseSettingsDto }) {
  const t = useTranslations('autoClose');
  const [settings, setSettings] = useState(initial);
  const [reloads, setReloads] = useState(0);

  const refresh = useCallback(async () => {
    setReloads((n) => n + 1);
    try {
      const res = await api<{ Datum: AutoCloseSettingsDto }>('/api/v1/autoclose/settings');
      setSettings(res.Datum);
    } catch {
      // The tables show their own errors; the form keeps what it had.
    }
  }, []);

  return (
    <div className="space-y-5">
      <Panel title={t('settings.title')} testId="autoclose-settings-panel">
        <p className="mb-4 max-w-3xl text-sm text-slate-600">
          {t('settings.intro', { days: settings.packing_back_days })}
        </p>
        <SettingsForm
          key={`${settings.updated_at ?? 'new'}-${settings.packing_back_days}`}
          settings={settings}
          onSaved={setSettings}
        />
      </Panel>
      <Panel title={t('runs.title')} testId="autoclose-runs-panel">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-3xl text-sm text-slate-600">{t('runNow.intro')}</p>
          <RunNowButton onDone={() => void refresh()} />
        </div>
        <RunsTable reloadToken={reloads} />
      </Panel>
      <Panel title={t('openPackings.title')} testId="autoclose-open-packings-panel">
        <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('openPackings.intro')}</p>
        <OpenPackingsTable reloadToken={reloads} />
      </Panel>
    </div>
  );
}
