'use client';
import { useTranslations } from 'next-intl';
import type { LineConnection } from '@/lib/domain/line/schemas';
import { useApiRead } from '@/components/lib/use-api-read';
import { useErrorText } from '@/components/lib/use-error-text';
import { useListUrl } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LineConnectionPanel } from '@/components/line/line-connection-panel';
import { LineMembersPanel } from '@/components/line/line-members-panel';
import { LineMessagesPanel } from '@/components/line/line-messages-panel';

export const LINE_TABS = ['connection', 'members', 'delivery'] as const;
export type LineTab = (typeof LINE_TABS)[number];

const NO_QUERY = {};

/**
 * /backoffice/line: the seller's LINE Official Account in three parts, the open one kept in
 * the URL (`tab`): Connection, Members (send from coupon 2), Delivery results.
 */
export function LineScreen({ canSend }: { canSend: boolean }) {
  const t = useTranslations('lineScreens');
  const url = useListUrl();
  const tab: LineTab = (LINE_TABS as readonly string[]).includes(url.get('tab'))
    ? (url.get('tab') as LineTab)
    : 'connection';
  const open = (next: LineTab) => url.set({ tab: next === 'connection' ? null : next });

  return (
    <div className="space-y-4" data-testid="line-screen">
      <div
        role="tablist"
        aria-label={t('subtitle')}
        className="flex gap-1 border-b border-slate-200"
      >
        {LINE_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`line-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`line-panel-${k}`}
            onClick={() => open(k)}
            data-testid={`line-tab-${k}`}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
              tab === k
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`line-panel-${tab}`} aria-labelledby={`line-tab-${tab}`}>
        {tab === 'connection' && <ConnectionPart canCheck={canSend} />}
        {tab === 'members' && (
          <LineMembersPanel canSend={canSend} onSeeResults={() => open('delivery')} />
        )}
        {tab === 'delivery' && <LineMessagesPanel />}
      </div>
    </div>
  );
}

function ConnectionPart({ canCheck }: { canCheck: boolean }) {
  const t = useTranslations('lineScreens.connection');
  const tTable = useTranslations('table');
  const errorText = useErrorText();
  const read = useApiRead<{ Datum: LineConnection }>('/api/v2/line/connection', NO_QUERY);
  if (read.data) return <LineConnectionPanel connection={read.data.Datum} canCheck={canCheck} />;
  if (read.error)
    return (
      <div className="space-y-2 text-sm text-red-700" role="alert" data-testid="line-conn-error">
        <p>{errorText(read.error.msg)}</p>
        <Button variant="secondary" size="sm" onClick={read.retry}>
          {tTable('retry')}
        </Button>
      </div>
    );
  return (
    <p className="text-sm text-slate-500" data-testid="line-conn-loading">
      {t('loading')}
    </p>
  );
}
