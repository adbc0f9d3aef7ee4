'use client';
import { useCallback, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import type { MemberView } from '@/lib/domain/members/schemas';
import { formatDate } from '@/lib/time/date-format';
import { DataTable, useListUrl, type DataTableFilter } from '@/components/data-table';
import { SelectField } from '@/components/ui/field';
import { discountLabel } from '@/components/coupons/coupon-format';
import { filterFromUrl } from '@/components/coupons/assign/assign-filter';
import { memberColumns } from '@/components/coupons/assign/member-columns';
import { SpendingFilter } from '@/components/coupons/assign/spending-filter';
import { AssignPanel, type AssignResult } from '@/components/coupons/assign/assign-panel';

/**
 * /backoffice/coupon/v2: give a coupon to the members the filters choose (docs/members.md,
 * Assigning). The coupon and the filters live in the URL; the table (GET /api/v2/member)
 * shows the members they match, the panel what an assign would do (blocked members never
 * chosen, holders of an unused code skipped) and, for coupon 2, assigns.
 */
export function AssignScreen({
  coupons,
  canAssign,
}: {
  coupons: CouponAnswer[];
  canAssign: boolean;
}) {
  const t = useTranslations('couponAssign');
  const locale = useLocale();
  const url = useListUrl();
  const [result, setResult] = useState<AssignResult | null>(null);
  const [reloads, setReloads] = useState(0);

  const couponId = Number(url.get('coupon_id')) || 0;
  const coupon = coupons.find((c) => c.id === couponId) ?? null;
  const filterKey = JSON.stringify(filterFromUrl(url.values));
  const filter = useMemo(() => JSON.parse(filterKey) as Record<string, string>, [filterKey]);

  const columns = useMemo(() => memberColumns(t, locale), [t, locale]);
  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    return Array.from({ length: 12 }, (_, i) => ({
      value: i + 1,
      label: name.format(new Date(Date.UTC(2024, i, 1))),
    }));
  }, [locale]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: ([1, 0] as const).map((s) => ({ value: s, label: t(`memberStatus.${s}`) })),
      },
      { kind: 'select', key: 'birth_month', label: t('filters.birthMonth'), options: months },
      { kind: 'text', key: 'province', label: t('filters.province') },
      {
        kind: 'custom',
        keys: ['spending_min', 'spending_max'],
        render: (u) => <SpendingFilter url={u} />,
      },
    ],
    [t, months],
  );

  const onAssigned = useCallback((r: AssignResult) => {
    setResult(r);
    setReloads((n) => n + 1);
  }, []);

  const options = [
    { value: '', label: t('pickCoupon') },
    ...coupons.map((c) => ({
      value: String(c.id),
      label: t('couponOption', {
        code: c.code,
        name: c.name,
        discount: discountLabel(c, locale, (v) => t('capped', v)),
        to: formatDate(c.valid_to, locale),
      }),
    })),
  ];

  return (
    <div className="space-y-5" data-testid="coupon-assign">
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        {coupons.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="coupon-assign-no-coupons">
            {t('noCoupons')}
          </p>
        ) : (
          <div className="max-w-xl">
            <SelectField
              label={t('coupon')}
              options={options}
              value={coupon ? String(coupon.id) : ''}
              onChange={(e) => {
                setResult(null);
                url.set({ coupon_id: e.target.value || null });
              }}
              data-testid="coupon-assign-coupon"
            />
            <p className="mt-2 text-xs text-slate-500">{t('rule')}</p>
          </div>
        )}
      </section>

      {coupon ? (
        <AssignPanel
          couponId={coupon.id}
          couponCode={coupon.code}
          filter={filter}
          canAssign={canAssign}
          onAssigned={onAssigned}
          result={result}
          reloadToken={reloads}
        />
      ) : (
        coupons.length > 0 && (
          <p className="text-sm text-slate-500" data-testid="coupon-assign-pick-first">
            {t('pickFirst')}
          </p>
        )
      )}

      <section className="space-y-2">
        <h2 className="font-semibold">{t('members')}</h2>
        <DataTable<MemberView>
          endpoint="/api/v2/member"
          columns={columns}
          getRowId={(r) => String(r.id)}
          searchPlaceholder={t('filters.search')}
          filters={filters}
          reloadToken={reloads}
          testId="coupon-assign-members"
        />
      </section>
    </div>
  );
}
