'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import {
  autoCloseSettingsInput,
  type AutoCloseSettingsDto,
} from '@/lib/domain/packing/auto-close/schemas';
import { MAX_PACKING_BACK_DAYS } from '@/lib/domain/packing/auto-close/schedule';

type Field = 'run_at' | 'packing_back_days';

/**
 * Auto-close on or off, the Bangkok time of its daily run and the packing back days
 * (PUT /api/v1/autoclose/settings), with when it runs next.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: AutoCloseSettingsDto;
  onSaved: (saved: AutoCloseSettingsDto) => void;
}) {
  const t = useTranslations('autoClose.settings');
  const locale = useLocale();
  const issueText = useIssueText();
  const { notify, showError } = useFeedback();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [runAt, setRunAt] = useState(settings.run_at);
  const [backDays, setBackDays] = useState(String(settings.packing_back_days));
  const [issues, setIssues] = useState<FieldIssues<Field>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(autoCloseSettingsInput, {
      enabled,
      run_at: runAt,
      packing_back_days: backDays.trim() === '' ? undefined : Number(backDays),
    });
    const found: FieldIssues<Field> = checked.ok ? {} : { ...checked.issues };
    if (backDays.trim() === '') found.packing_back_days = { key: 'required' };
    setIssues(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const res = await api<{ Datum: AutoCloseSettingsDto }>('/api/v1/autoclose/settings', {
        method: 'PUT',
        body: checked.data,
      });
      notify('success', t('saved'));
      onSaved(res.Datum);
    } catch (e) {
      showError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="autoclose-settings">
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          data-testid="autoclose-enabled"
        />
        {t('enabled')}
      </label>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          step={60}
          label={t('runAt')}
          hint={t('runAtHint')}
          value={runAt}
          onChange={(e) => {
            setRunAt(e.target.value);
            setIssues((all) => withoutIssue(all, 'run_at'));
          }}
          error={issueText(issues.run_at)}
          data-testid="autoclose-run-at"
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PACKING_BACK_DAYS}
          label={t('backDays')}
          hint={t('backDaysHint', { days: backDays || '0' })}
          value={backDays}
          onChange={(e) => {
            setBackDays(e.target.value);
            setIssues((all) => withoutIssue(all, 'packing_back_days'));
          }}
          error={
            issues.packing_back_days ? t('backDaysRule', { max: MAX_PACKING_BACK_DAYS }) : undefined
          }
          data-testid="autoclose-back-days"
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="autoclose-next-run">
        {settings.next_run_at
          ? t('nextRun', { at: formatDateTime(settings.next_run_at, locale) })
          : t('off')}
      </p>
      <Button type="submit" loading={busy} data-testid="autoclose-save">
        {t('save')}
      </Button>
    </form>
  );
}
