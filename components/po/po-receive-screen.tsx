'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table';
import { useHydrated } from '@/components/lib/use-hydrated';
import { useDraftSubmit } from '@/components/form/use-draft-submit';
import { beep } from '@/components/scanner/beep';
import { ScanBox } from '@/components/scanner/scan-box';
import { ScanOutcomeBanner } from '@/components/scanner/scan-outcome-banner';
import { useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { TextareaField } from '@/components/ui/textarea-field';
import { billHref, viewHref } from '@/components/po/po-action';
import { receivePo, type ReceiveBody } from '@/components/po/po-api';
import { PoStatusBadge } from '@/components/po/po-status-badge';
import {
  initialReceive,
  lineIssue,
  poRequestKey,
  receiveLines,
  receiveReducer,
  receiveSummary,
  type ReceiveAction,
  type ReceiveState,
  type ScanOutcome,
} from '@/components/po/receive-state';
import { PO_STATUS, type PoDetail } from '@/components/po/po-types';

/** Photos of a delivery note the server keeps with the stock-in bill. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

const OUTCOME_COLOURS: Record<ScanOutcome['kind'], string> = {
  counted: 'bg-green-100 text-green-900',
  unknown: 'bg-red-100 text-red-900',
  overOpen: 'bg-red-100 text-red-900',
  closedLine: 'bg-amber-100 text-amber-900',
};

/**
 * /backoffice/po/receive-{id} (po 2): what arrived, scanned (a wedge scanner anywhere on
 * the page, the scan box or the camera) or typed, counted against what is still open on
 * each line; a scan over what is open is refused here. A photo of the delivery note may go
 * with it. "Receive" books one stock-in bill (PUT /api/v1/wms/po/close/partial/{id}, one
 * Idempotency-Key per attempt) and shows its number; receipts follow one after the other.
 * "Close short" (po 3) ends the PO with lines still open, with a reason.
 */
export function PoReceiveScreen({ po: initial, level }: { po: PoDetail; level: number }) {
  const t = useTranslations('poScreens.receive');
  const tAll = useTranslations('poScreens');
  const locale = useLocale();
  const hydrated = useHydrated();
  const { notify, showError } = useFeedback();
  const { saving, isBusy, run, newDraft } = useDraftSubmit();
  const [po, setPo] = useState(initial);
  const [state, setState] = useState<ReceiveState>(() => initialReceive(initial));
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [lastBill, setLastBill] = useState<{ number: string; billId: number | null } | null>(null);
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);

  const open = po.status === PO_STATUS.Approved || po.status === PO_STATUS.PartiallyReceived;

  const apply = useCallback((action: ReceiveAction) => {
    const next = receiveReducer(latest.current, action);
    latest.current = next;
    setState(next);
    return next;
  }, []);

  const onCode = useCallback(
    (code: string) => {
      if (!code.trim()) return;
      const next = apply({ type: 'scan', code });
      beep(next.last?.kind === 'counted' ? 'ok' : 'error');
      document
        .querySelector(
          `[data-receive-product="${next.last && 'product_id' in next.last ? next.last.product_id : ''}"]`,
        )
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [apply],
  );
  useWedgeScanner(onCode, { enabled: open });

  const summary = receiveSummary(state.lines);
  const nameOf = (productId: number) =>
    state.lines.find((l) => l.product_id === productId)?.name ?? '';

  const outcomeText = (o: ScanOutcome): string => {
    switch (o.kind) {
      case 'counted':
        return t('outcome.counted', {
          name: nameOf(o.product_id),
          count: o.count,
          open: o.open,
        });
      case 'unknown':
        return t('outcome.unknown', { code: o.code });
      case 'overOpen':
        return t('outcome.overOpen', { name: nameOf(o.product_id), open: o.open });
      case 'closedLine':
        return t('outcome.closedLine', { name: nameOf(o.product_id) });
    }
  };

  async function send(body: ReceiveBody) {
    await run(async (draftId) => {
      try {
        const answer = await receivePo(
          po.id,
          body,
          photo,
          poRequestKey('receive', draftId, body, photo),
        );
        newDraft();
        const { BillNumber, ...next } = answer;
        setPo(next);
        apply({ type: 'reset', po: next });
        setPhoto(null);
        setNote('');
        if (photoInput.current) photoInput.current.value = '';
        setClosing(false);
        setReason('');
        const bill = BillNumber
          ? next.receipts.find((r) => r.bill_number === BillNumber)
          : undefined;
        setLastBill(BillNumber ? { number: BillNumber, billId: bill?.bill_id ?? null } : null);
        notify('success', BillNumber ? t('saved', { number: BillNumber }) : t('closedShort'));
      } catch (error) {
        showError(error);
      }
    });
  }

  function receive() {
    if (isBusy() || summary.invalid || summary.units === 0) return;
    void send({
      lines: receiveLines(latest.current.lines),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  }

  function closeShort() {
    if (isBusy() || summary.invalid) return;
    if (summary.linesLeftOpen > 0 && !reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void send({
      lines: receiveLines(latest.current.lines),
      close: true,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  }

  return (
    <div
      className="space-y-5"
      data-testid="po-receive"
      data-po-id={po.id}
      data-status={po.status}
      data-hydrated={hydrated ? '' : undefined}
    >
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex items-center gap-3">
          <Link
            href={viewHref(po.id)}
            className="font-mono text-xl font-semibold text-brand-700 hover:underline"
            data-testid="po-receive-number"
          >
            {po.po_number}
          </Link>
          <PoStatusBadge status={po.status} testId="po-receive-status" />
        </div>
        <p className="text-sm text-slate-700">
          {po.partner.company_name} · {po.storage.name}
        </p>
      </section>

      {lastBill && (
        <section
          className="rounded-lg border border-green-300 bg-green-50 p-5"
          data-testid="po-receive-saved"
        >
          <p className="text-lg font-semibold text-green-900">
            {t('savedTitle')}{' '}
            {lastBill.billId ? (
              <Link
                href={billHref(lastBill.billId)}
                className="font-mono underline"
                data-testid="po-receive-bill-number"
                data-bill-id={lastBill.billId}
              >
                {lastBill.number}
              </Link>
            ) : (
              <span className="font-mono" data-testid="po-receive-bill-number">
                {lastBill.number}
              </span>
            )}
          </p>
          {open && <p className="text-sm text-green-900">{t('nextReceipt')}</p>}
        </section>
      )}

      {!open ? (
        <section
          className="rounded-lg border border-slate-200 bg-white p-5 text-center"
          data-testid="po-receive-not-open"
        >
          <p className="mb-3 text-base">
            {t(po.status === PO_STATUS.Closed ? 'allDone' : 'notOpen')}
          </p>
          <ButtonLink href={viewHref(po.id)} className="h-12 px-6" data-testid="po-receive-back">
            {t('back')}
          </ButtonLink>
        </section>
      ) : (
        <>
          <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
            <ScanBox
              prefix="po-receive"
              onCode={onCode}
              label={t('scan')}
              placeholder={t('scanPlaceholder')}
              cameraLabel={t('camera')}
              size="large"
            />
            {state.last ? (
              <ScanOutcomeBanner
                seq={state.scans}
                kind={state.last.kind}
                colour={OUTCOME_COLOURS[state.last.kind]}
                text={outcomeText(state.last)}
                testId="po-receive-outcome"
              />
            ) : (
              <p className="text-sm text-slate-500">{t('scanHint')}</p>
            )}
          </section>

          <section className="rounded-lg border border-slate-200 bg-white p-5">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold">{tAll('view.lines')}</h2>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  className="h-12"
                  onClick={() => apply({ type: 'fillOpen' })}
                  data-testid="po-receive-fill"
                >
                  {t('fillOpen')}
                </Button>
                <Button
                  variant="ghost"
                  className="h-12"
                  onClick={() => apply({ type: 'clear' })}
                  data-testid="po-receive-clear"
                >
                  {t('clear')}
                </Button>
              </div>
            </div>
            <ul className="divide-y divide-slate-100">
              {state.lines.map((line) => {
                const issue = lineIssue(line);
                return (
                  <li
                    key={line.product_id}
                    className={cn(
                      'grid items-center gap-3 py-3 sm:grid-cols-[1fr_auto]',
                      line.open === 0 && 'opacity-60',
                    )}
                    data-testid="po-receive-line"
                    data-receive-product={line.product_id}
                    data-open={line.open}
                  >
                    <div>
                      <p className="font-semibold">{line.name}</p>
                      <p className="font-mono text-xs text-slate-500">
                        {line.sku}
                        {line.barcode ? ` · ${line.barcode}` : ''}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('lineFigures', {
                          ordered: formatNumber(line.ordered, locale),
                          received: formatNumber(line.received, locale),
                        })}{' '}
                        <span
                          className="font-semibold text-slate-900"
                          data-testid="po-receive-line-open"
                          data-value={line.open}
                        >
                          {t('stillOpen', { open: formatNumber(line.open, locale) })}
                        </span>
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <Button
                        variant="secondary"
                        className="h-14 w-14 text-xl"
                        disabled={line.open === 0}
                        onClick={() => {
                          const n = Number(line.count) || 0;
                          apply({
                            type: 'set',
                            product_id: line.product_id,
                            count: n > 1 ? String(n - 1) : '',
                          });
                        }}
                        aria-label={t('less', { name: line.name })}
                        data-testid="po-receive-line-less"
                      >
                        -
                      </Button>
                      <input
                        value={line.count}
                        inputMode="numeric"
                        placeholder="0"
                        disabled={line.open === 0}
                        onChange={(e) =>
                          apply({ type: 'set', product_id: line.product_id, count: e.target.value })
                        }
                        aria-label={t('count', { name: line.name })}
                        aria-invalid={issue ? true : undefined}
                        className={cn(
                          'h-14 w-24 rounded-md border border-slate-300 bg-white px-3 text-center text-xl tabular-nums shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100',
                          issue && 'border-red-500 text-red-700',
                        )}
                        data-testid="po-receive-line-count"
                      />
                      <Button
                        variant="secondary"
                        className="h-14 w-14 text-xl"
                        disabled={line.open === 0 || (Number(line.count) || 0) >= line.open}
                        onClick={() =>
                          apply({
                            type: 'set',
                            product_id: line.product_id,
                            count: String((Number(line.count) || 0) + 1),
                          })
                        }
                        aria-label={t('more', { name: line.name })}
                        data-testid="po-receive-line-more"
                      >
                        +
                      </Button>
                    </div>
                    {issue && (
                      <p
                        role="alert"
                        className="text-sm text-red-600 sm:col-span-2"
                        data-testid="po-receive-line-issue"
                      >
                        {t(`issues.${issue}`, { open: line.open })}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-2">
            <div className="space-y-1">
              <label
                htmlFor="po-receive-photo"
                className="block text-sm font-semibold text-slate-700"
              >
                {t('photo')}
              </label>
              <input
                id="po-receive-photo"
                ref={photoInput}
                type="file"
                accept={PHOTO_TYPES}
                capture="environment"
                onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
                className="block w-full text-base file:mr-3 file:h-12 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
                data-testid="po-receive-photo-input"
              />
              {photo && (
                <p className="text-sm text-slate-600" data-testid="po-receive-photo-name">
                  {photo.name}
                </p>
              )}
            </div>
            <TextareaField
              label={t('note')}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              data-testid="po-receive-note"
            />
          </section>

          <div className="flex flex-wrap items-center justify-end gap-3">
            <p
              className="mr-auto text-base"
              data-testid="po-receive-summary"
              data-units={summary.units}
            >
              {t('summary', {
                units: formatNumber(summary.units, locale),
                lines: summary.linesCounted,
              })}
            </p>
            {level >= 3 && (
              <Button
                variant="secondary"
                className="h-14 px-6 text-base"
                onClick={() => {
                  setReasonMissing(false);
                  setClosing(true);
                }}
                disabled={saving}
                data-testid="po-close-short"
              >
                {t('closeShort')}
              </Button>
            )}
            <Button
              className="h-14 px-8 text-lg"
              onClick={receive}
              loading={saving && !closing}
              disabled={summary.invalid || summary.units === 0}
              data-testid="po-receive-submit"
            >
              {t('submit')}
            </Button>
          </div>
        </>
      )}

      {closing && (
        <Dialog
          open
          onOpenChange={(o) => !o && setClosing(false)}
          title={t('closeTitle', { number: po.po_number })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setClosing(false)}>
                {t('closeCancel')}
              </Button>
              <Button
                variant="danger"
                onClick={closeShort}
                loading={saving}
                data-testid="po-close-confirm"
              >
                {summary.units > 0 ? t('closeWithReceipt') : t('closeShort')}
              </Button>
            </>
          }
        >
          <p className="mb-3 text-sm text-slate-700">
            {summary.linesLeftOpen > 0
              ? t('closeText', { lines: summary.linesLeftOpen })
              : t('closeTextNothingOpen')}
          </p>
          <TextareaField
            label={t('reason')}
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('reasonRequired') : undefined}
            data-testid="po-close-reason"
          />
        </Dialog>
      )}
    </div>
  );
}
