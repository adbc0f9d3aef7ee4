'use client';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/components/data-table/format';
import { NARROW_PAGE_BUTTONS, pageButtons } from '@/components/data-table/page-buttons';

interface PagerTable {
  getPageCount: () => number;
  getCanPreviousPage: () => boolean;
  getCanNextPage: () => boolean;
  setPageIndex: (pageIndex: number) => void;
  previousPage: () => void;
  nextPage: () => void;
}

/**
 * First, previous, the numbered pages around the current one, next, last; none for one
 * page. On a phone fewer numbered pages show, so that the whole row fits the screen.
 */
export function Pagination({
  table,
  page,
  testId,
}: {
  table: PagerTable;
  page: number;
  testId: string;
}) {
  const t = useTranslations('table');
  const locale = useLocale();
  const pageCount = Math.max(1, table.getPageCount());
  if (pageCount <= 1) return null;
  const onNarrow = new Set(pageButtons(page, pageCount, NARROW_PAGE_BUTTONS));
  return (
    <nav className="flex items-center gap-1" aria-label={t('pagination')}>
      <PageButton
        label="«"
        title={t('first')}
        disabled={page <= 1}
        onClick={() => table.setPageIndex(0)}
      />
      <PageButton
        label="‹"
        title={t('previous')}
        disabled={!table.getCanPreviousPage()}
        onClick={() => table.previousPage()}
        testId={`${testId}-prev`}
      />
      {pageButtons(page, pageCount).map((n) => (
        <PageButton
          key={n}
          label={formatNumber(n, locale)}
          title={t('page', { page: n })}
          current={n === page}
          onClick={() => table.setPageIndex(n - 1)}
          testId={`${testId}-page-${n}`}
          className={onNarrow.has(n) ? undefined : 'max-sm:hidden'}
        />
      ))}
      <PageButton
        label="›"
        title={t('next')}
        disabled={!table.getCanNextPage()}
        onClick={() => table.nextPage()}
        testId={`${testId}-next`}
      />
      <PageButton
        label="»"
        title={t('last')}
        disabled={page >= pageCount}
        onClick={() => table.setPageIndex(pageCount - 1)}
      />
    </nav>
  );
}

function PageButton(props: {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      title={props.title}
      aria-label={props.title}
      aria-current={props.current ? 'page' : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
      className={cn(
        'h-8 min-w-8 rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-40',
        props.current
          ? 'border-brand-600 bg-brand-600 font-semibold text-white'
          : 'border-slate-300 bg-white hover:bg-slate-100',
        props.className,
      )}
    >
      {props.label}
    </button>
  );
}
