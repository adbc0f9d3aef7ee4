'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table';
import { SearchPicker } from '@/components/catalog/search-picker';
import { searchWmsProducts } from '@/components/catalog/pickers';
import { cn } from '@/components/ui/cn';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import {
  addItem,
  canAddItem,
  removeItem,
  setQuantity,
  type PromotionItem,
} from '@/components/wms/promotion/promotion-form';

/**
 * The components of a promotion: warehouse products found by SKU, barcode or name, each
 * with its quantity.
 */
export function PromotionItemsEditor({
  items,
  onChange,
  badIds,
  error,
}: {
  items: PromotionItem[];
  onChange: (items: PromotionItem[]) => void;
  /** Lines whose quantity is wrong. */
  badIds: readonly number[];
  error?: string;
}) {
  const t = useTranslations('promotion');
  const locale = useLocale();
  const units = items.reduce((sum, i) => sum + (Number(i.quantity) || 0), 0);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('fields.components')}</legend>
      {canAddItem(items) && (
        <SearchPicker
          label={t('fields.addComponent')}
          placeholder={t('componentSearch')}
          value={null}
          onChange={(option) => option && onChange(addItem(items, option))}
          search={searchWmsProducts}
          testId="promotion-form-component"
        />
      )}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.map((item) => {
            const bad = badIds.includes(item.product.id);
            return (
              <li
                key={item.product.id}
                className="flex flex-wrap items-center gap-3 px-3 py-2"
                data-testid="promotion-item"
                data-product-id={item.product.id}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-900">
                    {item.product.label}
                  </span>
                  {item.product.detail ? (
                    <span className="block truncate text-xs text-slate-600">
                      {item.product.detail}
                    </span>
                  ) : null}
                </span>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  {t('fields.quantity')}
                  <input
                    type="text"
                    inputMode="numeric"
                    value={item.quantity}
                    onChange={(e) => onChange(setQuantity(items, item.product.id, e.target.value))}
                    aria-invalid={bad || undefined}
                    className={cn(CONTROL_CLASS, 'h-10 w-20 text-right', bad && 'border-red-500')}
                    data-testid={`promotion-item-quantity-${item.product.id}`}
                  />
                </label>
                <button
                  type="button"
                  onClick={() => onChange(removeItem(items, item.product.id))}
                  className="h-10 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                  data-testid={`promotion-item-remove-${item.product.id}`}
                >
                  {t('removeComponent')}
                </button>
                {bad && (
                  <p role="alert" className="w-full text-sm text-red-600">
                    {t('validation.quantity')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
          {t('noComponents')}
        </p>
      )}
      {items.length > 0 && (
        <p className="text-xs text-slate-500">
          {t('componentsTotal', {
            lines: formatNumber(items.length, locale),
            units: formatNumber(units, locale),
          })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600" data-testid="promotion-items-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
