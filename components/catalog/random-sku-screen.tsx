'use client';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { randomSkuGenerateInput, type RandomSkuRow } from '@/lib/domain/catalog/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import {
  DataTable,
  dataTableColumns,
  RowActions,
  type DataTableFilter,
  type RowAction,
} from '@/components/data-table';
import { api } from '@/components/lib/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Panel } from '@/components/layout/panel';
import { useIssueText } from '@/components/layout/use-issue-text';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';

const col = dataTableColumns<RandomSkuRow>();

/**
 * /admin/skurandom: generate N unique SKUs with an optional prefix, list them (unused
 * first), copy one or all just made, delete an unused one.
 */
export function RandomSkuScreen({ canManage }: { canManage: boolean }) {
  const t = useTranslations('randomSku');
  const tAll = useTranslations();
  const locale = useLocale();
  const issueText = useIssueText();
  const { notify, showError } = useFeedback();
  const [count, setCount] = useState('10');
  const [prefix, setPrefix] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string[]>([]);
  const [reload, setReload] = useState(0);
  const [deleting, setDeleting] = useState<RandomSkuRow | null>(null);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('copied'));
    } catch {
      notify('info', text);
    }
  }

  async function generate(e: FormEvent) {
    e.preventDefault();
    const body = { count, prefix };
    const checked = validate(randomSkuGenerateInput, body, {
      count: 'countRule',
      prefix: 'prefixRule',
    });
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues({});
    setBusy(true);
    try {
      const res = await api<{ Datum: { count: number; rows: RandomSkuRow[] } }>(
        '/api/v1/products/random',
        { method: 'POST', body: checked.data },
      );
      setGenerated(res.Datum.rows.map((r) => r.sku));
      notify('success', t('generated', { count: res.Datum.count }));
      setReload((n) => n + 1);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: RandomSkuRow) {
    try {
      await api(`/api/v1/products/random/${row.id}`, { method: 'DELETE' });
      notify('success', tAll('errors.common.deleteSuccess'));
      setDeleting(null);
      setReload((n) => n + 1);
    } catch (error) {
      setDeleting(null);
      showError(error);
    }
  }

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('sku', {
          header: t('fields.sku'),
          enableHiding: false,
          cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
        }),
        col.accessor('used', {
          header: t('fields.status'),
          cell: ({ getValue }) => (
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                getValue() ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800',
              )}
              data-testid="random-sku-status"
            >
              {getValue() ? t('status.used') : t('status.unused')}
            </span>
          ),
        }),
        col.accessor('used_by_product_name', {
          header: t('fields.usedBy'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('used_at', {
          header: t('fields.usedAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale) || '-',
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.display({
          id: 'actions',
          header: t('actions'),
          enableHiding: false,
          cell: ({ row }) => {
            const r = row.original;
            const actions: RowAction[] = [
              {
                label: t('copy'),
                onClick: () => void copy(r.sku),
                testId: `random-sku-copy-${r.id}`,
              },
            ];
            if (canManage && !r.used)
              actions.push({
                label: t('delete'),
                onClick: () => setDeleting(r),
                danger: true,
                testId: `random-sku-delete-${r.id}`,
              });
            return (
              <RowActions
                label={t('actions')}
                actions={actions}
                testId={`random-sku-actions-${r.id}`}
              />
            );
          },
        }),
      ]),
    // copy only closes over stable values and the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, canManage],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'used',
        label: t('fields.status'),
        options: [
          { value: 'false', label: t('status.unused') },
          { value: 'true', label: t('status.used') },
        ],
      },
    ],
    [t],
  );

  return (
    <div className="space-y-5">
      <Panel title={t('generateTitle')}>
        <form
          onSubmit={generate}
          noValidate
          className="grid gap-3 sm:grid-cols-[10rem_14rem_auto] sm:items-start"
          data-testid="random-sku-form"
        >
          <TextField
            label={t('fields.count')}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            inputMode="numeric"
            error={
              issues.count
                ? issues.count.key === 'countRule'
                  ? t('validation.countRule')
                  : issueText(issues.count)
                : undefined
            }
            data-testid="random-sku-count"
          />
          <TextField
            label={t('fields.prefix')}
            value={prefix}
            onChange={(e) => setPrefix(e.target.value)}
            hint={t('prefixHint')}
            error={
              issues.prefix
                ? issues.prefix.key === 'prefixRule'
                  ? t('validation.prefixRule')
                  : issueText(issues.prefix)
                : undefined
            }
            data-testid="random-sku-prefix"
            autoComplete="off"
          />
          <div className="sm:pt-6">
            <Button type="submit" loading={busy} data-testid="random-sku-generate">
              {t('generate')}
            </Button>
          </div>
        </form>
        {generated.length > 0 && (
          <div className="mt-4 space-y-2" data-testid="random-sku-generated">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">
                {t('generated', { count: generated.length })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copy(generated.join('\n'))}
                data-testid="random-sku-copy-all"
              >
                {t('copyAll')}
              </Button>
            </div>
            <p className="max-h-40 overflow-y-auto rounded-md bg-slate-50 p-3 font-mono text-sm leading-7">
              {generated.join(' · ')}
            </p>
          </div>
        )}
      </Panel>
      <DataTable
        endpoint="/api/v1/products/random"
        columns={columns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="random-skus-table"
      />
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteConfirm', { sku: deleting.sku })}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="random-sku-delete-confirm"
        />
      )}
    </div>
  );
}
