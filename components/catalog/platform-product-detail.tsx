'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PlatformProductRow } from '@/lib/domain/catalog/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { api } from '@/components/lib/api';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useFeedback } from '@/components/ui/feedback';
import { MappingBadge } from '@/components/catalog/platform-products-screen';
import { ProductImage } from '@/components/catalog/product-image';
import { SearchPicker, type PickerOption } from '@/components/catalog/search-picker';
import { searchProducts } from '@/components/catalog/pickers';

/**
 * /admin/product/{platform}/{id}: one platform product and the picker that maps it to one
 * of our products (PUT /api/v1/products/platform/{id}), or unmaps it.
 */
export function PlatformProductDetail({
  initial,
  slug,
  canWrite,
}: {
  initial: PlatformProductRow;
  slug: string;
  canWrite: boolean;
}) {
  const t = useTranslations('platformProducts');
  const tAll = useTranslations();
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const [item, setItem] = useState(initial);
  const [picked, setPicked] = useState<PickerOption | null>(
    initial.product
      ? { id: initial.product.id, label: `${initial.product.pn} · ${initial.product.name}` }
      : null,
  );
  const [busy, setBusy] = useState(false);

  async function save(productId: number | null) {
    setBusy(true);
    try {
      const res = await api<{ Datum: PlatformProductRow }>(`/api/v1/products/platform/${item.id}`, {
        method: 'PUT',
        body: { product_id: productId },
      });
      setItem(res.Datum);
      if (productId === null) setPicked(null);
      notify('success', tAll('errors.common.editSuccess'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const facts: Array<[string, string]> = [
    [t('fields.shop'), `${item.shop_name} (${item.shop_id})`],
    [t('fields.itemId'), item.platform_item_id],
    [t('fields.skuId'), item.platform_sku_id],
    [t('fields.sellerSku'), item.seller_sku ?? '-'],
    [t('fields.price'), item.price === null ? '-' : formatNumber(item.price, locale, 2)],
    [t('fields.stock'), item.stock === null ? '-' : formatNumber(item.stock, locale)],
    [t('fields.status'), t(`status.${item.status}`)],
    [t('fields.syncedAt'), formatDateTime(item.synced_at, locale)],
  ];

  return (
    <div className="grid gap-5 lg:grid-cols-2" data-testid="platform-product-detail">
      <Panel title={item.name}>
        <div className="flex flex-wrap gap-5">
          <ProductImage url={item.image_url} alt={item.name} size="lg" />
          <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-600">{label}</dt>
                <dd className="min-w-0 break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Panel>
      <Panel title={t('mapTitle')}>
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm">
            <span className="font-semibold text-slate-600">{t('fields.mappingStatus')}</span>
            <MappingBadge status={item.mapping_status} />
          </p>
          {item.product && (
            <p className="text-sm" data-testid="platform-product-mapped">
              {t('mappedTo', { pn: item.product.pn, name: item.product.name })}
            </p>
          )}
          {canWrite && (
            <>
              <SearchPicker
                label={t('pickProduct')}
                placeholder={t('productSearch')}
                value={picked}
                onChange={setPicked}
                search={searchProducts}
                testId="platform-product-picker"
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => picked && save(picked.id)}
                  disabled={!picked || picked.id === item.product_id}
                  loading={busy}
                  data-testid="platform-product-save"
                >
                  {t('save')}
                </Button>
                {item.product_id !== null && (
                  <Button
                    variant="secondary"
                    onClick={() => save(null)}
                    loading={busy}
                    data-testid="platform-product-unmap"
                  >
                    {t('unmap')}
                  </Button>
                )}
              </div>
            </>
          )}
          <ButtonLink href={`/admin/product/${slug}`} variant="ghost" size="sm">
            {t('back')}
          </ButtonLink>
        </div>
      </Panel>
    </div>
  );
}
