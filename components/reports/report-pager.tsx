'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table';
import { Pagination } from '@/components/data-table/pagination';

/**
 * Under a product-grain report: which rows of how many (Datum.count, the rows before
 * paging) and the page buttons of the lists.
 */
export function ReportPager({
  page,
  limit,
  count,
  onPage,
  testId,
}: {
  page: number;
  limit: number;
  count: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const t = useTranslations('table');
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(count / limit));
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(count, page * limit);
  const pager = {
    getPageCount: () => pages,
    getCanPreviousPage: () => page > 1,
    getCanNextPage: () => page < pages,
    setPageIndex: (index: number) => onPage(index + 1),
    previousPage: () => onPage(page - 1),
    nextPage: () => onPage(page + 1),
  };
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p data-testid={`${testId}-count`} data-count={count}>
        {t('showing', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(count, locale),
        })}
      </p>
      <Pagination table={pager} page={page} testId={testId} />
    </div>
  );
}
