'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { ProductRow } from '@/lib/domain/catalog/schemas';
import { formatDate } from '@/lib/time/date-format';
import {
  DataTable,
  dataTableColumns,
  formatNumber,
  RowActions,
  type DataTableFilter,
  type RowAction,
} from '@/components/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { api } from '@/components/lib/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { CategoriesDialog } from '@/components/catalog/categories-dialog';
import { ProductForm, type CategoryOption } from '@/components/catalog/product-form';
import { ProductImage } from '@/components/catalog/product-image';

const col = dataTableColumns<ProductRow>();

type Open =
  | { kind: 'form'; product: ProductRow | null }
  | { kind: 'archive' | 'restore' | 'delete'; product: ProductRow }
  | { kind: 'categories' }
  | null;

function ProductStatusBadge({ active }: { active: boolean }) {
  const t = useTranslations('products');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
      data-testid="product-status"
    >
      {active ? t('status.active') : t('status.archived')}
    </span>
  );
}

/**
 * The product list of /backoffice/products (mode "backoffice": read-only at product level
 * 1; level 2 adds and edits in a dialog, level 3 archives and deletes) and of
 * /admin/product (mode "admin": the form is its own page, categories, import and export).
 */
export function CatalogProductsScreen({
  mode,
  level,
  categories: initialCategories,
}: {
  mode: 'backoffice' | 'admin';
  /** The user's product level (admins and owners: 3). */
  level: 1 | 2 | 3;
  categories: CategoryOption[];
}) {
  const t = useTranslations('products');
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);
  const [categories, setCategories] = useState(initialCategories);
  const refresh = () => setReload((n) => n + 1);
  const canWrite = level >= 2;
  const canManage = level >= 3;

  async function reloadCategories() {
    try {
      const res = await api<{ data: Array<{ id: number; name: string }> }>(
        '/api/v1/products/category',
        { query: { limit: 100, sort: 'name' } },
      );
      setCategories(res.data.map((c) => ({ id: c.id, name: c.name })));
    } catch (error) {
      showError(error);
    }
  }

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('image_url', {
          header: t('fields.image'),
          enableHiding: true,
          meta: { label: t('fields.image') },
          cell: ({ row }) => (
            <ProductImage
              url={row.original.image_url}
              alt={row.original.name}
              testId="product-thumb"
            />
          ),
        }),
        col.accessor('pn', {
          header: t('fields.pn'),
          enableSorting: true,
          enableHiding: false,
          cell: ({ getValue }) => <span className="font-mono text-sm">{getValue()}</span>,
        }),
        col.accessor('name', {
          header: t('fields.name'),
          enableSorting: true,
          cell: ({ row }) => (
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{row.original.name}</span>
              {row.original.barcode ? (
                <span className="text-xs text-slate-500">{row.original.barcode}</span>
              ) : null}
            </span>
          ),
        }),
        col.accessor('category_name', {
          header: t('fields.category'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('price', {
          header: t('fields.price'),
          enableSorting: true,
          meta: { numeric: true },
          cell: ({ getValue }) => formatNumber(getValue(), locale, 2),
        }),
        col.accessor((r) => r.wms_product?.name ?? null, {
          id: 'wms_product',
          header: t('fields.wmsProduct'),
          cell: ({ row }) =>
            row.original.wms_product ? (
              <span className="flex flex-col" data-testid="product-wms">
                <span>{row.original.wms_product.name}</span>
                <span className="text-xs text-slate-500">{row.original.wms_product.barcode}</span>
              </span>
            ) : (
              <span className="text-xs text-amber-700">{t('notLinked')}</span>
            ),
        }),
        col.accessor('tags', {
          header: t('fields.tags'),
          cell: ({ getValue }) => (
            <span className="flex flex-wrap gap-1">
              {getValue().map((tag) => (
                <span
                  key={tag}
                  className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800"
                >
                  {tag}
                </span>
              ))}
            </span>
          ),
        }),
        col.accessor('active', {
          header: t('fields.status'),
          cell: ({ getValue }) => <ProductStatusBadge active={getValue()} />,
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDate(getValue(), locale),
        }),
        ...(canWrite
          ? [
              col.display({
                id: 'actions',
                header: t('actions'),
                enableHiding: false,
                cell: ({ row }) => {
                  const p = row.original;
                  const actions: RowAction[] = [
                    {
                      label: t('edit'),
                      onClick: () =>
                        mode === 'admin'
                          ? router.push(`/admin/product/form?id=${p.id}`)
                          : setOpen({ kind: 'form', product: p }),
                      testId: `product-edit-${p.id}`,
                    },
                  ];
                  if (canManage) {
                    actions.push(
                      p.active
                        ? {
                            label: t('archive'),
                            onClick: () => setOpen({ kind: 'archive', product: p }),
                            testId: `product-archive-${p.id}`,
                          }
                        : {
                            label: t('restore'),
                            onClick: () => setOpen({ kind: 'restore', product: p }),
                            testId: `product-restore-${p.id}`,
                          },
                      {
                        label: t('delete'),
                        onClick: () => setOpen({ kind: 'delete', product: p }),
                        danger: true,
                        testId: `product-delete-${p.id}`,
                      },
                    );
                  }
                  return (
                    <RowActions
                      label={t('actions')}
                      actions={actions}
                      testId={`product-actions-${p.id}`}
                    />
                  );
                },
              }),
            ]
          : []),
      ]),
    [t, locale, canWrite, canManage, mode, router],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'category_id',
        label: t('fields.category'),
        options: categories.map((c) => ({ value: c.id, label: c.name })),
      },
      {
        kind: 'select',
        key: 'has_wms_product',
        label: t('filters.linked'),
        options: [
          { value: 'true', label: t('filters.linkedYes') },
          { value: 'false', label: t('filters.linkedNo') },
        ],
      },
      {
        kind: 'text',
        key: 'tag',
        label: t('fields.tag'),
        placeholder: t('filters.tagPlaceholder'),
      },
      {
        kind: 'custom',
        keys: ['active'],
        render: (url) => (
          <FilterSelect
            label={t('fields.status')}
            value={url.get('active') || 'true'}
            options={[
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.archived') },
              { value: 'all', label: t('filters.allStatuses') },
            ]}
            onChange={(value) => url.set({ active: value === 'true' ? null : value })}
            testId="products-table-filter-active"
          />
        ),
      },
    ],
    [t, categories],
  );

  async function setActive(product: ProductRow, active: boolean) {
    try {
      await api(`/api/v1/products/${product.id}`, { method: 'PUT', body: { active } });
      notify('success', active ? t('restored') : t('archived'));
      setOpen(null);
      refresh();
    } catch (error) {
      showError(error);
    }
  }

  async function remove(product: ProductRow) {
    try {
      await api(`/api/v1/products/${product.id}`, { method: 'DELETE' });
      notify('success', tAll('errors.common.deleteSuccess'));
      setOpen(null);
      refresh();
    } catch (error) {
      setOpen(null);
      showError(error);
    }
  }

  const actions = (
    <>
      {mode === 'admin' && (
        <Button
          variant="secondary"
          onClick={() => setOpen({ kind: 'categories' })}
          data-testid="product-categories"
        >
          {t('categories')}
        </Button>
      )}
      {canWrite &&
        (mode === 'admin' ? (
          <ButtonLink href="/admin/product/form" data-testid="product-create">
            {t('create')}
          </ButtonLink>
        ) : (
          <Button
            onClick={() => setOpen({ kind: 'form', product: null })}
            data-testid="product-create"
          >
            {t('create')}
          </Button>
        ))}
    </>
  );

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/products"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        hiddenColumns={['created_at']}
        reloadToken={reload}
        testId="products-table"
        actions={actions}
        exportUrl="/api/v1/products/export"
        {...(mode === 'admin' && canWrite
          ? {
              importUrl: '/api/v1/products/import',
              importTemplateUrl: '/api/v1/products/import/template',
              importTitle: t('importTitle'),
            }
          : {})}
      />
      {open?.kind === 'form' && (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={open.product ? t('editTitle', { pn: open.product.pn }) : t('createTitle')}
          wide
        >
          <div data-testid="product-form-dialog">
            <ProductForm
              product={open.product}
              categories={categories}
              onSaved={() => {
                setOpen(null);
                refresh();
              }}
              onCancel={() => setOpen(null)}
            />
          </div>
        </Dialog>
      )}
      {open?.kind === 'categories' && (
        <CategoriesDialog
          canManage={canManage}
          onClose={() => setOpen(null)}
          onChanged={() => {
            void reloadCategories();
            refresh();
          }}
        />
      )}
      {(open?.kind === 'archive' || open?.kind === 'restore') && (
        <ConfirmDialog
          title={open.kind === 'archive' ? t('archiveTitle') : t('restoreTitle')}
          text={t(open.kind === 'archive' ? 'archiveConfirm' : 'restoreConfirm', {
            pn: open.product.pn,
          })}
          confirmLabel={open.kind === 'archive' ? t('archive') : t('restore')}
          onConfirm={() => setActive(open.product, open.kind === 'restore')}
          onClose={() => setOpen(null)}
          testId={`product-${open.kind}-confirm`}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteConfirm', { pn: open.product.pn })}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.product)}
          onClose={() => setOpen(null)}
          testId="product-delete-confirm"
        />
      )}
    </div>
  );
}
