'use client';
import { useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { LineBotInfo, LineConnection } from '@/lib/domain/line/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api, ApiError } from '@/components/lib/api';
import { useErrorText } from '@/components/lib/use-error-text';
import { formatNumber } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CopyButton } from '@/components/line/copy-button';
import { connectionStatus } from '@/components/line/line-rules';

type CheckResult = { ok: true; bot: LineBotInfo } | { ok: false; msg: string };

/**
 * The Connection part of /backoffice/line: this deployment's LINE settings (which are set,
 * never a secret), the URLs to paste into LINE with copy buttons, the status line, the
 * members' counts and the last webhook event; "Check connection" (coupon 2) asks LINE
 * whether the messaging token works (POST /api/v2/line/connection/check).
 */
export function LineConnectionPanel({
  connection: c,
  canCheck,
}: {
  connection: LineConnection;
  canCheck: boolean;
}) {
  const t = useTranslations('lineScreens.connection');
  const errorText = useErrorText();
  const locale = useLocale();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const status = connectionStatus(c);

  async function check() {
    setChecking(true);
    try {
      const res = await api<{ Datum: LineBotInfo }>('/api/v2/line/connection/check', {
        method: 'POST',
      });
      setResult({ ok: true, bot: res.Datum });
    } catch (error) {
      setResult({ ok: false, msg: error instanceof ApiError ? error.msg : 'common.systemError' });
    } finally {
      setChecking(false);
    }
  }

  const setOrNot = (v: boolean, id: string) => (
    <span
      className={cn('font-semibold', v ? 'text-green-700' : 'text-red-700')}
      data-testid={`line-conn-${id}`}
      data-set={v}
    >
      {v ? t('set') : t('notSet')}
    </span>
  );
  const value = (v: string | null, id: string) => (
    <span className="break-all font-mono text-sm" data-testid={`line-conn-${id}`}>
      {v ?? <span className="font-sans font-semibold text-red-700">{t('notSet')}</span>}
    </span>
  );

  const settings: Array<[string, ReactNode]> = [
    [t('loginChannelId'), value(c.login_channel_id, 'login-channel-id')],
    [t('loginChannelSecret'), setOrNot(c.login_channel_secret_set, 'login-secret')],
    [t('messagingToken'), setOrNot(c.messaging_token_set, 'token')],
    [t('channelSecret'), setOrNot(c.channel_secret_set, 'channel-secret')],
    [t('liffId'), value(c.liff_id, 'liff-id')],
    [t('apiBase'), value(c.api_base, 'api-base')],
    [
      t('enterprise'),
      c.enterprise_code_set ? (
        <span
          className={cn(
            'font-semibold',
            c.serves_this_enterprise ? 'text-green-700' : 'text-amber-700',
          )}
          data-testid="line-conn-enterprise"
        >
          {c.serves_this_enterprise ? t('servesThis') : t('servesOther')}
        </span>
      ) : (
        setOrNot(false, 'enterprise')
      ),
    ],
  ];
  const counts = (['members', 'following', 'verified', 'blocked'] as const).map(
    (k) => [k, c.counts[k]] as const,
  );

  return (
    <div className="space-y-5" data-testid="line-connection">
      <p
        className={cn(
          'rounded-md px-4 py-3 text-sm font-semibold',
          status.kind === 'ready'
            ? 'bg-green-50 text-green-800'
            : status.kind === 'otherShop'
              ? 'bg-amber-50 text-amber-800'
              : 'bg-red-50 text-red-800',
        )}
        data-testid="line-conn-status"
        data-status={status.kind}
      >
        {status.kind === 'ready'
          ? t('statusReady')
          : status.kind === 'otherShop'
            ? t('statusOtherShop')
            : t('statusMissing', { names: status.names.join(', ') })}
      </p>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="font-semibold">{t('title')}</h2>
            <p className="text-xs text-slate-500">{t('hint')}</p>
          </div>
          {canCheck && (
            <Button size="sm" onClick={check} loading={checking} data-testid="line-conn-check">
              {t('check')}
            </Button>
          )}
        </div>
        {result && (
          <p
            className={cn(
              'mb-3 rounded-md px-3 py-2 text-sm',
              result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
            )}
            role="status"
            data-testid="line-conn-check-result"
            data-ok={result.ok}
          >
            {result.ok
              ? t('checkOk', {
                  name: result.bot.display_name ?? '-',
                  basicId: result.bot.basic_id ?? '-',
                })
              : t('checkFailed', { reason: errorText(result.msg) })}
          </p>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          {settings.map(([label, v]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-sm">{v}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <UrlRow
          label={t('webhookUrl')}
          hint={t('webhookHint')}
          url={c.webhook_url}
          testId="line-conn-webhook-url"
        />
        <UrlRow
          label={t('memberPageUrl')}
          hint={t('memberPageHint')}
          url={c.member_page_url}
          testId="line-conn-member-url"
        />
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <dl className="grid gap-3 sm:grid-cols-5">
          {counts.map(([k, n]) => (
            <div key={k}>
              <dt className="text-xs text-slate-500">{t(`counts.${k}`)}</dt>
              <dd className="text-lg font-semibold" data-testid={`line-conn-count-${k}`}>
                {formatNumber(n, locale)}
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-xs text-slate-500">{t('lastWebhook')}</dt>
            <dd className="text-sm font-semibold" data-testid="line-conn-last-webhook">
              {c.last_webhook_at ? formatDateTime(c.last_webhook_at, locale) : t('never')}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function UrlRow({
  label,
  hint,
  url,
  testId,
}: {
  label: string;
  hint: string;
  url: string;
  testId: string;
}) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded bg-slate-100 px-3 py-2 text-sm"
          data-testid={testId}
        >
          {url}
        </code>
        <CopyButton value={url} testId={`${testId}-copy`} />
      </div>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}
