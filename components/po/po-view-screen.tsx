'use client';
import { useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatDateTime } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatBaht } from '@/components/coupons/coupon-format';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { useFeedback } from '@/components/ui/feedback';
import {
  billHref,
  editHref,
  LIST_HREF,
  pdfHref,
  receiveHref,
  viewHref,
} from '@/components/po/po-action';
import {
  removeAttachment,
  runPoCommand,
  uploadAttachment,
  type PoCommand,
} from '@/components/po/po-api';
import { PoStatusBadge } from '@/components/po/po-status-badge';
import { PoTotalsBox } from '@/components/po/po-totals-box';
import { PO_STATUS, type PoDetail } from '@/components/po/po-types';

/** What a user of this po level may do with a PO in its status (docs/domain-rules.md). */
export function poActions(po: PoDetail, level: number) {
  const draft = po.status === PO_STATUS.Draft;
  const approved = po.status === PO_STATUS.Approved;
  const nothingReceived = po.lines.every((l) => l.received === 0);
  return {
    edit: draft && level >= 2,
    approve: draft && level >= 3,
    cancel: (draft || (approved && nothingReceived)) && level >= 3,
    duplicate: level >= 2,
    remove: (draft || po.status === PO_STATUS.Cancelled) && level >= 3,
    receive: (approved || po.status === PO_STATUS.PartiallyReceived) && level >= 2,
    attach: po.status !== PO_STATUS.Cancelled && level >= 2,
  };
}

/** Attachments the server takes: the supplier's quotation as a PDF or a photo. */
const ATTACHMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

type Confirming = PoCommand | 'removeAttachment' | null;

const LINK =
  'inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/**
 * /backoffice/po/view-{id} (po 1): the PO's header, lines (ordered, received, open),
 * totals with VAT, the supplier's quotation, the receipts (each bill opens in the
 * warehouse history) and why it was closed; the actions the user's po level allows in
 * its status, each that commits or destroys behind a confirm dialog.
 */
export function PoViewScreen({ po: initial, level }: { po: PoDetail; level: number }) {
  const t = useTranslations('poScreens');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [po, setPo] = useState(initial);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const can = poActions(po, level);

  async function command(which: PoCommand) {
    try {
      const answer = await runPoCommand(which, po.id);
      setConfirming(null);
      if (which === 'delete') {
        notify('success', tErrors('common.deleteSuccess'));
        router.push(LIST_HREF);
      } else if (which === 'duplicate' && answer) {
        notify('success', t('view.duplicated', { number: answer.po_number }));
        router.push(viewHref(answer.id));
      } else if (answer) {
        notify('success', t(`view.done.${which}`));
        setPo(answer);
      }
    } catch (error) {
      showError(error);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      setPo(await uploadAttachment(po.id, file));
      notify('success', t('attachment.uploaded'));
    } catch (error) {
      showError(error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function dropAttachment() {
    try {
      setPo(await removeAttachment(po.id));
      setConfirming(null);
      notify('success', t('attachment.removed'));
    } catch (error) {
      showError(error);
    }
  }

  const p = po.partner;
  const contact = [p.contact_name, p.contact_tel, p.email].filter(Boolean).join(' · ');
  const facts: Array<[string, ReactNode, string]> = [
    [t('view.storage'), po.storage.name, 'po-view-storage'],
    [
      t('view.expected'),
      po.expected_at ? (
        <span className={cn(po.late && 'text-red-600')} data-late={po.late ? '1' : undefined}>
          {formatDate(po.expected_at, locale)}
          {po.late && <span className="ml-1 text-xs">{t('late')}</span>}
        </span>
      ) : (
        '—'
      ),
      'po-view-expected',
    ],
    [
      t('view.created'),
      `${formatDateTime(po.created_at, locale)} · ${po.created_by.name}`,
      'po-view-created',
    ],
    [
      t('view.approved'),
      po.approved_by && po.approved_at
        ? `${formatDateTime(po.approved_at, locale)} · ${po.approved_by.name}`
        : '—',
      'po-view-approved',
    ],
  ];
  if (po.closed_at)
    facts.push([t('view.closed'), formatDateTime(po.closed_at, locale), 'po-view-closed']);
  if (po.cancelled_at)
    facts.push([t('view.cancelled'), formatDateTime(po.cancelled_at, locale), 'po-view-cancelled']);

  const confirmText: Record<
    Exclude<Confirming, null>,
    { title: string; text: string; label: string; danger: boolean; run: () => Promise<void> }
  > = {
    approve: {
      title: t('view.confirm.approveTitle', { number: po.po_number }),
      text: t('view.confirm.approveText'),
      label: t('view.approve'),
      danger: false,
      run: () => command('approve'),
    },
    cancel: {
      title: t('view.confirm.cancelTitle', { number: po.po_number }),
      text: t('view.confirm.cancelText'),
      label: t('view.cancel'),
      danger: true,
      run: () => command('cancel'),
    },
    duplicate: {
      title: t('view.confirm.duplicateTitle', { number: po.po_number }),
      text: t('view.confirm.duplicateText'),
      label: t('view.duplicate'),
      danger: false,
      run: () => command('duplicate'),
    },
    delete: {
      title: t('view.confirm.deleteTitle', { number: po.po_number }),
      text: t('view.confirm.deleteText'),
      label: t('view.delete'),
      danger: true,
      run: () => command('delete'),
    },
    removeAttachment: {
      title: t('attachment.removeTitle'),
      text: t('attachment.removeText'),
      label: t('attachment.remove'),
      danger: true,
      run: dropAttachment,
    },
  };
  const dialog = confirming ? confirmText[confirming] : null;

  return (
    <div className="space-y-5" data-testid="po-view" data-po-id={po.id} data-status={po.status}>
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="font-mono text-xl font-semibold" data-testid="po-view-number">
              {po.po_number}
            </span>
            <PoStatusBadge status={po.status} testId="po-view-status" />
          </div>
          <div className="flex flex-wrap gap-2">
            {can.receive && (
              <ButtonLink href={receiveHref(po.id)} className="h-10" data-testid="po-receive">
                {t('view.receive')}
              </ButtonLink>
            )}
            {can.edit && (
              <ButtonLink
                variant="secondary"
                href={editHref(po.id)}
                className="h-10"
                data-testid="po-edit"
              >
                {t('view.edit')}
              </ButtonLink>
            )}
            {can.approve && (
              <Button onClick={() => setConfirming('approve')} data-testid="po-approve">
                {t('view.approve')}
              </Button>
            )}
            <a
              href={pdfHref(po.id)}
              target="_blank"
              rel="noreferrer"
              className={LINK}
              data-testid="po-pdf"
            >
              {t('view.print')}
            </a>
            {can.duplicate && (
              <Button
                variant="secondary"
                onClick={() => setConfirming('duplicate')}
                data-testid="po-duplicate"
              >
                {t('view.duplicate')}
              </Button>
            )}
            {can.cancel && (
              <Button
                variant="secondary"
                className="text-red-700"
                onClick={() => setConfirming('cancel')}
                data-testid="po-cancel"
              >
                {t('view.cancel')}
              </Button>
            )}
            {can.remove && (
              <Button
                variant="danger"
                onClick={() => setConfirming('delete')}
                data-testid="po-delete"
              >
                {t('view.delete')}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-[2fr_3fr]">
          <div data-testid="po-view-partner">
            <p className="text-xs text-slate-500">{t('view.partner')}</p>
            <p className="font-semibold">{p.company_name}</p>
            {contact && <p className="text-sm text-slate-700">{contact}</p>}
            {p.address && <p className="text-sm text-slate-600">{p.address}</p>}
            {p.tax_id && (
              <p className="text-sm text-slate-600">{t('view.taxId', { taxId: p.tax_id })}</p>
            )}
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map(([label, value, testId]) => (
              <div key={testId}>
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-sm font-semibold text-slate-900" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {po.note && (
          <p className="mt-3 whitespace-pre-line text-sm text-slate-700" data-testid="po-view-note">
            {po.note}
          </p>
        )}
        {po.close_reason && (
          <p
            className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="po-view-close-reason"
          >
            <span className="font-semibold">{t('view.closeReason')}</span> {po.close_reason}
          </p>
        )}
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="mb-2 font-semibold">{t('view.lines')}</h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm" data-testid="po-view-lines">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-1">{t('lines.product')}</th>
                <th className="text-right">{t('lines.ordered')}</th>
                <th className="text-right">{t('lines.received')}</th>
                <th className="text-right">{t('lines.open')}</th>
                <th className="text-right">{t('lines.unitCost')}</th>
                <th className="text-right">{t('lines.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {po.lines.map((l) => (
                <tr
                  key={l.id}
                  className="border-t border-slate-100"
                  data-testid="po-view-line"
                  data-product-id={l.product_id}
                >
                  <td className="py-1">
                    <span className="block font-semibold">{l.product_name}</span>
                    <span className="font-mono text-xs text-slate-500">{l.sku}</span>
                  </td>
                  <td className="text-right tabular-nums" data-testid="po-view-line-ordered">
                    {formatNumber(l.quantity, locale)}
                  </td>
                  <td
                    className="text-right tabular-nums"
                    data-testid="po-view-line-received"
                    data-value={l.received}
                  >
                    {formatNumber(l.received, locale)}
                  </td>
                  <td
                    className={cn('text-right tabular-nums', l.open > 0 && 'font-semibold')}
                    data-testid="po-view-line-open"
                    data-value={l.open}
                  >
                    {formatNumber(l.open, locale)}
                  </td>
                  <td className="text-right tabular-nums">{l.unit_cost}</td>
                  <td className="text-right tabular-nums">{formatBaht(l.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-3 flex">
          <PoTotalsBox totals={po} testId="po-view-totals" />
        </div>
      </section>

      <section
        className="rounded-lg border border-slate-200 bg-white p-5"
        data-testid="po-attachment"
      >
        <h2 className="mb-2 font-semibold">{t('attachment.title')}</h2>
        {po.attachment ? (
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={po.attachment.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 hover:underline"
              data-testid="po-attachment-open"
            >
              {po.attachment.name}
            </a>
            {can.attach && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming('removeAttachment')}
                data-testid="po-attachment-remove"
              >
                {t('attachment.remove')}
              </Button>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-500" data-testid="po-attachment-none">
            {t('attachment.none')}
          </p>
        )}
        {can.attach && (
          <div className="mt-3">
            <input
              ref={fileInput}
              type="file"
              accept={ATTACHMENT_TYPES}
              className="sr-only"
              onChange={(e) => void upload(e.target.files?.[0])}
              data-testid="po-attachment-input"
              aria-label={t('attachment.upload')}
            />
            <Button
              variant="secondary"
              loading={uploading}
              onClick={() => fileInput.current?.click()}
              data-testid="po-attachment-upload"
            >
              {po.attachment ? t('attachment.replace') : t('attachment.upload')}
            </Button>
            <p className="mt-1 text-xs text-slate-500">{t('attachment.hint')}</p>
          </div>
        )}
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="mb-2 font-semibold">{t('receipts.title')}</h2>
        {po.receipts.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="po-receipts-none">
            {t('receipts.none')}
          </p>
        ) : (
          <table className="w-full text-sm" data-testid="po-receipts">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-1">{t('receipts.bill')}</th>
                <th>{t('receipts.date')}</th>
                <th>{t('receipts.user')}</th>
                <th className="text-right">{t('receipts.units')}</th>
                <th>{t('receipts.photo')}</th>
              </tr>
            </thead>
            <tbody>
              {po.receipts.map((r) => (
                <tr
                  key={r.bill_id}
                  className="border-t border-slate-100"
                  data-testid="po-receipt"
                  data-bill-number={r.bill_number}
                >
                  <td className="py-1">
                    <Link
                      href={billHref(r.bill_id)}
                      className="font-mono font-semibold text-brand-700 hover:underline"
                      data-testid={`po-receipt-bill-${r.bill_id}`}
                    >
                      {r.bill_number}
                    </Link>
                  </td>
                  <td>{formatDateTime(r.created_at, locale)}</td>
                  <td>{r.user_name}</td>
                  <td className="text-right tabular-nums">
                    {formatNumber(
                      r.lines.reduce((sum, l) => sum + l.quantity, 0),
                      locale,
                    )}
                  </td>
                  <td>
                    {r.image_url ? (
                      <a
                        href={r.image_url}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 hover:underline"
                        data-testid={`po-receipt-photo-${r.bill_id}`}
                      >
                        {t('receipts.openPhoto')}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {dialog && (
        <ConfirmDialog
          title={dialog.title}
          text={dialog.text}
          confirmLabel={dialog.label}
          danger={dialog.danger}
          onConfirm={dialog.run}
          onClose={() => setConfirming(null)}
          testId="po-confirm"
        />
      )}
    </div>
  );
}
