'use client';
import { useLocale, useTranslations } from 'next-intl';
import { ScanBox } from '@/components/scanner/scan-box';
import { formatMoney } from '@/components/orders/list/money';
import type { LinkedCoupon } from '@/components/packing/station/station-reducer';

/**
 * The open order's coupon at the packing station. A member shows the QR of their personal
 * code on their LINE page: the packer clicks into this box (or opens the camera) and scans
 * it, and the server checks, prices and counts it in the order's transaction. Once the
 * order holds a coupon the box gives way to the coupon and the order's new total.
 */
export function StationCoupon(props: {
  /** The order's coupon code when it already has one (from the packing). */
  orderCoupon: string | null;
  linked: LinkedCoupon | null;
  onCode: (code: string) => void;
}) {
  const t = useTranslations('packingStation.coupon');
  const locale = useLocale();
  if (props.linked)
    return (
      <div
        className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
        data-testid="station-coupon-linked"
        data-code={props.linked.code}
        data-discount={props.linked.discount}
        data-total={props.linked.total}
      >
        <p className="text-lg font-semibold">{t('linked', { code: props.linked.code })}</p>
        <p>
          {t('amounts', {
            discount: formatMoney(props.linked.discount, locale),
            total: formatMoney(props.linked.total, locale),
          })}
        </p>
      </div>
    );
  if (props.orderCoupon)
    return (
      <p
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700"
        data-testid="station-coupon-held"
      >
        {t('held', { code: props.orderCoupon })}
      </p>
    );
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm font-medium text-slate-700">{t('title')}</p>
      <ScanBox
        prefix="station-coupon"
        onCode={props.onCode}
        label={t('title')}
        placeholder={t('placeholder')}
        cameraLabel={t('camera')}
        size="large"
        autoFocus={false}
      />
      <p className="text-xs text-slate-500">{t('hint')}</p>
    </div>
  );
}
