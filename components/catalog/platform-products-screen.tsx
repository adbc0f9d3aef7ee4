'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import {
  MAPPING_STATUSES,
  PLATFORM_PRODUCT_INITIAL_FILTER,
  PLATFORM_PRODUCT_STATUSES,
  type PlatformProductRow,
} from '@/lib/domain/catalog/schemas';
import {
  DataTable,
  dataTableColumns,
  formatNumber,
  type DataTableFilter,
} from '@/components/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/catalog/product-image';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';

const col = dataTableColumns<PlatformProductRow>();

export function MappingBadge({ status }: { status: number }) {
  const t = useTranslations('platformProducts');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 1
          ? 'bg-emerald-100 text-emerald-800'
          : status === 2
            ? 'bg-amber-100 text-amber-800'
            : 'bg-slate-200 text-slate-700',
      )}
      data-testid="platform-product-mapping"
    >
      {t(`mappingStatus.${status}`)}
    </span>
  );
}

/**
 * /admin/product/{platform}: the products of the connected shops of one platform, opening
 * on the spec's initial filter (status 0 active, mapping status 2 not mapped, page 1;
 * "all" in a filter shows every value).
 */
export function PlatformProductsScreen({
  platform,
  slug,
  shops,
}: {
  platform: number;
  slug: string;
  shops: Array<{ shop_id: string; name: string }>;
}) {
  const t = useTranslations('platformProducts');
  const tAll = useTranslations();
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const [reloadToken, setReloadToken] = useState(0);
  const [busy, setBusy] = useState(false);

  // A proposal (the product whose SKU is the seller SKU) is taken one by one, or all at once.
  const mapTo = async (id: number, productId: number) => {
    setBusy(true);
    try {
      await api(`/api/v1/products/platform/${id}`, {
        method: 'PUT',
        body: { product_id: productId },
      });
      notify('success', tAll('errors.common.editSuccess'));
      setReloadToken((n) => n + 1);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const mapAllBySku = async () => {
    setBusy(true);
    try {
      const done = await api<{ Datum: { mapped: number } }>('/api/v1/products/platform/mapbysku', {
        method: 'POST',
        body: { platform },
      });
      notify('success', t('mappedBySku', { count: done.Datum.mapped }));
      setReloadToken((n) => n + 1);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('image_url', {
          header: t('fields.image'),
          meta: { label: t('fields.image') },
          cell: ({ row }) => <ProductImage url={row.original.image_url} alt={row.original.name} />,
        }),
        col.accessor('name', {
          header: t('fields.name'),
          enableHiding: false,
          cell: ({ row }) => (
            <Link
              href={`/admin/product/${slug}/${row.original.id}`}
              className="font-semibold text-brand-700 hover:underline"
              data-testid={`platform-product-open-${row.original.id}`}
            >
              {row.original.name}
            </Link>
          ),
        }),
        col.accessor('seller_sku', {
          header: t('fields.sellerSku'),
          cell: ({ getValue }) => <span className="font-mono text-sm">{getValue() ?? '-'}</span>,
        }),
        col.accessor('shop_name', { header: t('fields.shop') }),
        col.accessor('price', {
          header: t('fields.price'),
          meta: { numeric: true },
          cell: ({ getValue }) => (getValue() === null ? '-' : formatNumber(getValue(), locale, 2)),
        }),
        col.accessor('stock', {
          header: t('fields.stock'),
          meta: { numeric: true },
          cell: ({ getValue }) => (getValue() === null ? '-' : formatNumber(getValue(), locale)),
        }),
        col.accessor('status', {
          header: t('fields.status'),
          cell: ({ getValue }) => t(`status.${getValue()}`),
        }),
        col.accessor('mapping_status', {
          header: t('fields.mappingStatus'),
          cell: ({ getValue }) => <MappingBadge status={getValue()} />,
        }),
        col.accessor((r) => r.product?.pn ?? null, {
          id: 'product',
          header: t('fields.product'),
          cell: ({ row }) =>
            row.original.product ? (
              <span className="flex flex-col">
                <span className="font-mono text-sm">{row.original.product.pn}</span>
                <span className="text-xs text-slate-600">{row.original.product.name}</span>
              </span>
            ) : row.original.proposed_product ? (
              <span className="flex flex-col items-start gap-1">
                <span className="text-xs text-slate-600">
                  {t('proposed', { sku: row.original.proposed_product.pn })}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void mapTo(row.original.id, row.original.proposed_product!.id)}
                  data-testid={`platform-product-accept-${row.original.id}`}
                >
                  {t('acceptProposal')}
                </Button>
              </span>
            ) : (
              '-'
            ),
        }),
        col.accessor('pushed_quantity', {
          header: t('fields.pushed'),
          meta: { numeric: true },
          cell: ({ row }) =>
            row.original.push_error ? (
              <span className="text-xs text-red-700" title={row.original.push_error}>
                {t('pushFailed')}
              </span>
            ) : row.original.pushed_quantity === null ? (
              '-'
            ) : (
              formatNumber(row.original.pushed_quantity, locale)
            ),
        }),
      ]),
    // mapTo reads only stable setters and `busy`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, slug, busy],
  );

  const filters = useMemo<DataTableFilter[]>(() => {
    const codeSelect = (
      key: 'status' | 'mapping_status',
      label: string,
      codes: readonly number[],
      initial: number,
      text: (code: number) => string,
    ): DataTableFilter => ({
      kind: 'custom',
      keys: [key],
      render: (url) => (
        <FilterSelect
          label={label}
          value={url.get(key) || String(initial)}
          options={[
            ...codes.map((c) => ({ value: String(c), label: text(c) })),
            { value: 'all', label: t('all') },
          ]}
          onChange={(value) => url.set({ [key]: value === String(initial) ? null : value })}
          testId={`platform-products-table-filter-${key}`}
        />
      ),
    });
    return [
      {
        kind: 'select',
        key: 'shop_id',
        label: t('fields.shop'),
        options: shops.map((s) => ({ value: s.shop_id, label: s.name })),
      },
      codeSelect(
        'status',
        t('fields.status'),
        PLATFORM_PRODUCT_STATUSES,
        PLATFORM_PRODUCT_INITIAL_FILTER.status,
        (c) => t(`status.${c}`),
      ),
      codeSelect(
        'mapping_status',
        t('fields.mappingStatus'),
        MAPPING_STATUSES,
        PLATFORM_PRODUCT_INITIAL_FILTER.mapping_status,
        (c) => t(`mappingStatus.${c}`),
      ),
    ];
  }, [t, shops]);

  // The initial filter goes with every request; the URL's own values (or "all") win.
  const baseQuery = useMemo(
    () => ({
      platform,
      status: PLATFORM_PRODUCT_INITIAL_FILTER.status,
      mapping_status: PLATFORM_PRODUCT_INITIAL_FILTER.mapping_status,
    }),
    [platform],
  );

  return (
    <div className="space-y-4">
      {shops.length === 0 && (
        <p
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="platform-products-no-shops"
        >
          {t('noShops')}
        </p>
      )}
      <DataTable
        endpoint="/api/v1/products/platform"
        columns={columns}
        getRowId={(r) => String(r.id)}
        baseQuery={baseQuery}
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        testId="platform-products-table"
        reloadToken={reloadToken}
        actions={
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void mapAllBySku()}
            data-testid="platform-products-map-by-sku"
          >
            {t('mapAllBySku')}
          </Button>
        }
      />
    </div>
  );
}
