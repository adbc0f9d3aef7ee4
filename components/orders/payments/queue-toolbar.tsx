'use client';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import type { DataTableFilter } from '@/components/data-table/types';
import { DebouncedInput } from '@/components/data-table/debounced-input';
import type { ListUrl } from '@/components/data-table/use-list-url';
import { FilterSlot } from '@/components/data-table/filter-slot';
import { Button } from '@/components/ui/button';

/**
 * The queue's search and filters (the order list's, bound to the URL the same way).
 */
export function QueueToolbar({ url, filters }: { url: ListUrl; filters: DataTableFilter[] }) {
  const t = useTranslations('orderList');
  const tTable = useTranslations('table');
  const router = useRouter();
  const pathname = usePathname();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <DebouncedInput
        value={url.get('q')}
        onChange={(v) => url.set({ q: v })}
        placeholder={t('searchPlaceholder')}
        ariaLabel={tTable('search')}
        type="search"
        testId="payments-search"
        className="w-full sm:w-64"
      />
      {filters.map((f) => (
        <FilterSlot
          key={f.kind === 'custom' ? f.keys.join(',') : f.key}
          filter={f}
          url={url}
          testId="payments"
          allLabel={tTable('all')}
        />
      ))}
      {Object.keys(url.values).length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => router.replace(pathname, { scroll: false })}
          data-testid="payments-reset"
        >
          {t('resetFilters')}
        </Button>
      )}
    </div>
  );
}
