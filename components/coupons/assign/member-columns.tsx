'use client';
import type { useTranslations } from 'next-intl';
import type { MemberView } from '@/lib/domain/members/schemas';
import { formatDate } from '@/lib/time/date-format';
import { dataTableColumns } from '@/components/data-table';
import { cn } from '@/components/ui/cn';
import { formatBaht } from '@/components/coupons/coupon-format';

const col = dataTableColumns<MemberView>();

type AssignT = ReturnType<typeof useTranslations<'couponAssign'>>;

const STATUS_COLOURS: Record<number, string> = {
  0: 'bg-amber-100 text-amber-800',
  1: 'bg-green-100 text-green-800',
  2: 'bg-red-100 text-red-800',
};

/** The members the filters match (GET /api/v2/member): who they are and what they spent. */
export function memberColumns(t: AssignT, locale: string) {
  return col.columns([
    col.accessor('display_name', {
      header: t('columns.name'),
      enableHiding: false,
      enableSorting: true,
      cell: ({ row }) => row.original.display_name ?? row.original.line_user_id,
    }),
    col.accessor('phone', {
      header: t('columns.phone'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('status', {
      header: t('columns.status'),
      cell: ({ row }) => (
        <span
          className={cn(
            'rounded px-2 py-0.5 text-xs font-semibold',
            STATUS_COLOURS[row.original.status],
          )}
          data-status={row.original.status}
        >
          {t(`memberStatus.${row.original.status === 2 ? 2 : row.original.status === 1 ? 1 : 0}`)}
        </span>
      ),
    }),
    col.accessor('province', {
      header: t('columns.province'),
      cell: ({ getValue }) => getValue() ?? '-',
    }),
    col.accessor('birthday', {
      header: t('columns.birthday'),
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? formatDate(`${day}T00:00:00+07:00`, locale) : '-';
      },
    }),
    col.accessor('total_spending', {
      header: t('columns.spending'),
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ getValue }) => formatBaht(getValue(), locale),
    }),
  ]);
}
