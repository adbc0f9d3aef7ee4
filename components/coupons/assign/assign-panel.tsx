'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { AssignPreview } from '@/lib/domain/members/schemas';
import { api } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';
import { useErrorText } from '@/components/lib/use-error-text';
import { formatNumber } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { assignBlocker } from '@/components/coupons/assign/assign-filter';

export interface AssignResult {
  couponId: number;
  assigned: number;
  skipped: number;
}

/**
 * The preview of an assign by the filters (GET /api/v2/member-coupons/assign/preview:
 * matching, skipped, codes left) and, for coupon 2, "Assign to N members" behind a
 * confirm; the result names what was given and links to the coupon's codes.
 */
export function AssignPanel(props: {
  couponId: number;
  couponCode: string;
  filter: Record<string, string>;
  canAssign: boolean;
  onAssigned: (result: AssignResult) => void;
  result: AssignResult | null;
  reloadToken: number;
}) {
  const { couponId, couponCode, filter, canAssign, onAssigned, result, reloadToken } = props;
  const t = useTranslations('couponAssign');
  const locale = useLocale();
  const errorText = useErrorText();
  const { showError } = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const read = useApiRead<{ Datum: AssignPreview }>(
    '/api/v2/member-coupons/assign/preview',
    { query: { coupon_id: couponId, ...filter } },
    reloadToken,
  );
  const p = read.data?.Datum ?? null;
  const n = (v: number) => formatNumber(v, locale);
  const blocker = p ? assignBlocker(p) : null;

  async function assign() {
    try {
      const res = await api<{ assigned: number; skipped: number }>(
        '/api/v2/member-coupons/assign',
        { method: 'POST', body: { coupon_id: couponId, filter } },
      );
      setConfirming(false);
      onAssigned({ couponId, assigned: res.assigned, skipped: res.skipped });
    } catch (error) {
      setConfirming(false);
      showError(error);
    }
  }

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="coupon-assign-preview"
      data-loading={read.loading ? 'true' : undefined}
    >
      <h2 className="font-semibold">{t('preview.title', { code: couponCode })}</h2>
      {read.error && (
        <p className="text-sm text-red-600" role="alert" data-testid="coupon-assign-preview-error">
          {errorText(read.error.msg)}
        </p>
      )}
      {p && (
        <dl className="grid gap-3 sm:grid-cols-4">
          {(
            [
              ['matching', n(p.matching)],
              ['skipped', n(p.skipped)],
              ['toAssign', n(p.to_assign)],
              ['usesLeft', p.uses_left === null ? t('preview.unlimited') : n(p.uses_left)],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-slate-500">{t(`preview.${key}`)}</dt>
              <dd
                className="text-lg font-semibold text-slate-900"
                data-testid={`coupon-assign-preview-${key}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {p && blocker && (
        <p className="text-sm text-amber-700" data-testid="coupon-assign-blocker">
          {t(`blocker.${blocker}`, { max: n(p.max_members), left: n(p.uses_left ?? 0) })}
        </p>
      )}
      {canAssign ? (
        <Button
          onClick={() => setConfirming(true)}
          disabled={!p || blocker !== null || read.loading}
          data-testid="coupon-assign-submit"
        >
          {t('assignTo', { count: p?.to_assign ?? 0, n: n(p?.to_assign ?? 0) })}
        </Button>
      ) : (
        <p className="text-sm text-slate-500" data-testid="coupon-assign-read-only">
          {t('readOnly')}
        </p>
      )}
      {result && result.couponId === couponId && (
        <div
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          role="status"
          data-testid="coupon-assign-result"
        >
          {t('result', { assigned: n(result.assigned), skipped: n(result.skipped) })}{' '}
          <Link
            href={`/backoffice/coupon/all/${couponId}`}
            className="font-semibold text-brand-700 hover:underline"
            data-testid="coupon-assign-codes-link"
          >
            {t('seeCodes')}
          </Link>
        </div>
      )}
      {confirming && p && (
        <ConfirmDialog
          title={t('confirm.title', { code: couponCode })}
          text={t('confirm.text', {
            count: p.to_assign,
            n: n(p.to_assign),
            skipped: n(p.skipped),
          })}
          confirmLabel={t('assignTo', { count: p.to_assign, n: n(p.to_assign) })}
          onConfirm={assign}
          onClose={() => setConfirming(false)}
          testId="coupon-assign-confirm"
        />
      )}
    </section>
  );
}
