'use client';
import { useId, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError, api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { formatNumber } from '@/components/data-table/format';

// Every list carries the Import button; the dialog library loads when it is first opened
// (the first-load budget of quality-bars), not with the list.
const Dialog = dynamic(() => import('@/components/ui/dialog').then((m) => m.Dialog), {
  ssr: false,
});

interface RowError {
  line: number;
  column?: string;
  value?: string;
  message: string;
}

interface Failure {
  errors: RowError[];
  reportUrl: string | null;
  errorCount: number;
  invalidRows: number;
  rowCount: number;
}

type Outcome = { kind: 'done'; imported: number } | { kind: 'invalid'; failure: Failure } | null;

function failureFrom(details: Record<string, unknown> | undefined): Failure {
  const errors = Array.isArray(details?.errors) ? (details.errors as RowError[]) : [];
  const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  return {
    errors,
    reportUrl: typeof details?.report_url === 'string' ? details.report_url : null,
    errorCount: num(details?.error_count, errors.length),
    invalidRows: num(details?.invalid_rows, new Set(errors.map((e) => e.line)).size),
    rowCount: num(details?.row_count, 0),
  };
}

/** `<templateUrl>?format=csv|xlsx` */
const templateHref = (templateUrl: string, format: 'csv' | 'xlsx') =>
  `${templateUrl}${templateUrl.includes('?') ? '&' : '?'}format=${format}`;

/**
 * The Import button and its dialog: pick a CSV or XLSX file, upload it (multipart field
 * `file`) to importUrl, then show "imported N rows", or the count of invalid rows, the
 * first errors (line, column, value, reason) and a link to the full report. The server
 * imports all rows or none (lib/import).
 */
export function ImportDialog({
  importUrl,
  templateUrl,
  title,
  onDone,
  buttonLabel,
  buttonTestId = 'import-open',
}: {
  /** POST endpoint taking multipart `file`, answering `Datum { imported }`. */
  importUrl: string;
  /** GET endpoint of a header-only file (`?format=csv|xlsx`). */
  templateUrl?: string;
  title?: string;
  /** Called after a successful import with the number of rows imported. */
  onDone?: (imported: number) => void;
  buttonLabel?: string;
  buttonTestId?: string;
}) {
  const t = useTranslations('import');
  const locale = useLocale();
  const { showError } = useFeedback();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  // Kept once opened, so that closing still plays the dialog's closing animation.
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const n = (v: number) => formatNumber(v, locale);

  function openChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (next) setOpened(true);
    if (!next) {
      setFile(null);
      setOutcome(null);
      setMissing(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await api<{ Datum?: { imported?: number } }>(importUrl, {
        method: 'POST',
        body: form,
      });
      const imported = res.Datum?.imported ?? 0;
      setOutcome({ kind: 'done', imported });
      onDone?.(imported);
    } catch (error) {
      if (error instanceof ApiError && error.msg === 'import.rowsInvalid') {
        setOutcome({ kind: 'invalid', failure: failureFrom(error.details) });
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const failure = outcome?.kind === 'invalid' ? outcome.failure : null;

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => openChange(true)}
        data-testid={buttonTestId}
      >
        {buttonLabel ?? t('button')}
      </Button>
      {opened && (
        <Dialog
          open={open}
          onOpenChange={openChange}
          title={title ?? t('title')}
          description={t('hint')}
          wide
          footer={
            <>
              <Button variant="secondary" onClick={() => openChange(false)} disabled={busy}>
                {t('close')}
              </Button>
              <Button
                type="submit"
                form={`${inputId}-form`}
                loading={busy}
                data-testid="import-submit"
              >
                {t('submit')}
              </Button>
            </>
          }
        >
          <form id={`${inputId}-form`} onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-1">
              <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
                {t('file')}
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setMissing(false);
                  setOutcome(null);
                }}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-slate-100"
                data-testid="import-file"
              />
              {missing && (
                <p role="alert" className="text-sm text-red-600">
                  {t('noFile')}
                </p>
              )}
            </div>
            {templateUrl && (
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <span className="text-slate-600">{t('template')}</span>
                {(['csv', 'xlsx'] as const).map((format) => (
                  <a
                    key={format}
                    href={templateHref(templateUrl, format)}
                    download
                    className="font-semibold text-brand-700 hover:underline"
                    data-testid={`import-template-${format}`}
                  >
                    {t(format === 'csv' ? 'templateCsv' : 'templateXlsx')}
                  </a>
                ))}
              </p>
            )}
          </form>

          {outcome?.kind === 'done' && (
            <p
              role="status"
              className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800"
              data-testid="import-result"
            >
              {t('success', { count: n(outcome.imported) })}
            </p>
          )}

          {failure && (
            <div className="mt-4 space-y-2" data-testid="import-errors">
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {t('failed', {
                  rows: n(failure.invalidRows),
                  total: n(failure.rowCount),
                  count: n(failure.errorCount),
                })}
              </p>
              {failure.reportUrl && (
                <a
                  href={failure.reportUrl}
                  download
                  className="inline-block text-sm font-semibold text-brand-700 hover:underline"
                  data-testid="import-report-link"
                >
                  {t('reportLink')}
                </a>
              )}
              {failure.errors.length > 0 && (
                <>
                  <p className="text-xs text-slate-500">
                    {t('firstErrors', { shown: n(failure.errors.length) })}
                  </p>
                  <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
                    <table className="min-w-full divide-y divide-slate-200 text-sm">
                      <thead className="sticky top-0 bg-slate-50 text-left text-slate-600">
                        <tr>
                          <th className="px-3 py-2 text-right font-semibold">{t('line')}</th>
                          <th className="px-3 py-2 font-semibold">{t('column')}</th>
                          <th className="px-3 py-2 font-semibold">{t('value')}</th>
                          <th className="px-3 py-2 font-semibold">{t('reason')}</th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100">
                        {failure.errors.map((e, i) => (
                          <tr key={`${e.line}-${i}`} data-testid="import-error-row">
                            <td className="px-3 py-1.5 text-right tabular-nums">{n(e.line)}</td>
                            <td className="px-3 py-1.5">{e.column ?? ''}</td>
                            <td className="max-w-[12rem] truncate px-3 py-1.5" title={e.value}>
                              {e.value ?? ''}
                            </td>
                            <td className="px-3 py-1.5">{e.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </div>
          )}
        </Dialog>
      )}
    </>
  );
}
