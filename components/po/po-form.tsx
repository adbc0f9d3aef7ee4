'use client';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { useHydrated } from '@/components/lib/use-hydrated';
import { ProductSearchScan } from '@/components/product-picker/product-search-scan';
import { useProductAdding, type Placed } from '@/components/product-picker/use-product-adding';
import { searchWmsProducts, wmsProductByCode } from '@/components/wms/stock/stock-api';
import { BigSelect } from '@/components/wms/stock/big-select';
import { useDraftSubmit } from '@/components/form/use-draft-submit';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { LIST_HREF, viewHref } from '@/components/po/po-action';
import { savePo } from '@/components/po/po-api';
import {
  addPoProduct,
  initialPoForm,
  MAX_PO_LINES,
  poBody,
  type PoFormLine,
  type PoFormState,
  type PoIssues,
} from '@/components/po/po-form-state';
import { lineAmount, poTotals } from '@/components/po/po-money';
import { poRequestKey } from '@/components/po/receive-state';
import { PoTotalsBox } from '@/components/po/po-totals-box';
import type { PoDetail, PoOption } from '@/components/po/po-types';

const toOption = (p: WmsProductDto) => ({
  id: p.id,
  label: `${p.sku} · ${p.name}`,
  detail: p.barcode,
  codes: [p.sku, p.barcode],
});

const toFormProduct = (p: WmsProductDto) => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  barcode: p.barcode,
  unit_name: p.unit_name,
  avg_cost: p.avg_cost,
});

const BIG_INPUT =
  'block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-right text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * /backoffice/po/create and /backoffice/po/edit-{id} (po 2, a draft only): partner,
 * receiving storage, expected day, note, and lines added by scanning a barcode or searching
 * the warehouse products, each with its quantity and unit cost (ex VAT, up to 4 decimals);
 * the totals with VAT 7% follow the typing (the server computes the stored ones). A save
 * opens the PO.
 */
export function PoForm({
  po,
  partners,
  storages,
}: {
  po: PoDetail | null;
  partners: readonly PoOption[];
  storages: readonly PoOption[];
}) {
  const t = useTranslations('poScreens');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const { notify, showError } = useFeedback();
  const { saving, isBusy, run } = useDraftSubmit();
  const [form, setForm] = useState<PoFormState>(() => initialPoForm(po, locale));
  const [issues, setIssues] = useState<PoIssues>({});
  // Two scans in a row must both count, before React has drawn the first.
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  const set = <K extends keyof PoFormState>(key: K, value: PoFormState[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setForm((f) => ({ ...f, [key]: value }));
    setIssues(({ [key]: _gone, ...rest }) => rest);
  };
  const setLines = useCallback((lines: PoFormLine[]) => {
    latest.current = { ...latest.current, lines };
    setForm((f) => ({ ...f, lines }));
    // Line issues go with any change of the lines (their indexes may have moved).
    setIssues((all) =>
      Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith('lines'))),
    );
  }, []);

  const place = useCallback(
    (product: WmsProductDto): Placed => {
      const result = addPoProduct(latest.current.lines, toFormProduct(product));
      if (!result.ok) return { ok: false, message: t('form.tooManyLines', { max: MAX_PO_LINES }) };
      setLines(result.lines);
      return { ok: true, key: result.key };
    },
    [setLines, t],
  );
  const notFound = useCallback((code: string) => t('form.products.notFound', { code }), [t]);
  const { add, addByCode, flashKey } = useProductAdding(place, wmsProductByCode, notFound);
  const onCode = useCallback((code: string) => void addByCode(code), [addByCode]);

  const updateLine = (key: string, change: Partial<PoFormLine>) =>
    setLines(latest.current.lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const removeLine = (key: string) => setLines(latest.current.lines.filter((l) => l.key !== key));

  const issue = (field: string) => {
    const i = issues[field];
    return i ? t(`form.issues.${i}`) : undefined;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (isBusy()) return;
    const checked = poBody(latest.current, locale);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    await run(async (draftId) => {
      try {
        const saved = await savePo(
          po?.id ?? null,
          checked.body,
          poRequestKey('create', draftId, checked.body, null),
        );
        notify('success', tErrors(po ? 'common.editSuccess' : 'common.createSuccess'));
        router.push(viewHref(saved.id));
      } catch (error) {
        showError(error);
      }
    });
  }

  const totals = poTotals(form.lines);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      data-testid="po-form"
      data-hydrated={hydrated ? '' : undefined}
    >
      <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-2">
        <BigSelect
          label={t('form.partner')}
          prompt={partners.length === 0 ? t('form.noPartners') : t('form.choose')}
          value={form.partner_id}
          onChange={(v) => set('partner_id', v)}
          options={partners.map((p) => ({ value: String(p.id), label: p.name }))}
          error={issue('partner_id')}
          testId="po-form-partner"
        />
        <BigSelect
          label={t('form.storage')}
          prompt={storages.length === 0 ? t('form.noStorages') : t('form.choose')}
          value={form.storage_id}
          onChange={(v) => set('storage_id', v)}
          options={storages.map((s) => ({ value: String(s.id), label: s.name }))}
          error={issue('storage_id')}
          testId="po-form-storage"
        />
        <TextField
          label={t('form.expected')}
          hint={t('form.dayHint')}
          value={form.expected_at}
          onChange={(e) => set('expected_at', e.target.value)}
          error={issue('expected_at')}
          autoComplete="off"
          className="h-12 text-base"
          data-testid="po-form-expected"
        />
        <TextareaField
          label={t('form.note')}
          rows={2}
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
          data-testid="po-form-note"
        />
      </section>

      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="font-semibold">{t('form.lines')}</h2>
        <ProductSearchScan
          prefix="po"
          messages="poScreens.form.products"
          layout="tablet"
          search={searchWmsProducts}
          toOption={toOption}
          onPick={(p) => add(p, false)}
          onCode={onCode}
        />
        {form.lines.length === 0 ? (
          <p
            className={cn(
              'rounded-md border border-dashed border-slate-300 p-6 text-center text-sm',
              issues.lines ? 'border-red-400 text-red-600' : 'text-slate-500',
            )}
            role={issues.lines ? 'alert' : undefined}
            data-testid="po-form-lines-empty"
          >
            {issues.lines ? issue('lines') : t('form.noLines')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm" data-testid="po-form-lines">
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th className="py-2">{t('lines.product')}</th>
                  <th className="w-32 text-right">{t('lines.quantity')}</th>
                  <th className="w-40 text-right">{t('lines.unitCost')}</th>
                  <th className="w-32 text-right">{t('lines.amount')}</th>
                  <th className="w-16" />
                </tr>
              </thead>
              <tbody>
                {form.lines.map((line, i) => {
                  const amount = lineAmount(line.quantity, line.unit_cost);
                  const qIssue = issue(`lines.${i}.quantity`);
                  const cIssue = issue(`lines.${i}.unit_cost`);
                  return (
                    <tr
                      key={line.key}
                      data-line-key={line.key}
                      data-product-id={line.product_id}
                      className={cn(
                        'border-t border-slate-100 align-top transition-colors',
                        flashKey === line.key && 'bg-brand-50',
                      )}
                      data-testid="po-form-line"
                    >
                      <td className="py-2 pr-2">
                        <span className="block font-semibold">{line.name}</span>
                        <span className="font-mono text-xs text-slate-500">
                          {line.sku}
                          {line.barcode ? ` · ${line.barcode}` : ''}
                        </span>
                      </td>
                      <td className="py-2 pr-2">
                        <input
                          aria-label={t('lines.quantity')}
                          value={line.quantity}
                          inputMode="numeric"
                          onChange={(e) => updateLine(line.key, { quantity: e.target.value })}
                          aria-invalid={qIssue ? true : undefined}
                          className={cn(BIG_INPUT, qIssue && 'border-red-500')}
                          data-testid="po-form-line-quantity"
                        />
                        {qIssue && <p className="mt-1 text-xs text-red-600">{qIssue}</p>}
                      </td>
                      <td className="py-2 pr-2">
                        <input
                          aria-label={t('lines.unitCost')}
                          value={line.unit_cost}
                          inputMode="decimal"
                          onChange={(e) => updateLine(line.key, { unit_cost: e.target.value })}
                          aria-invalid={cIssue ? true : undefined}
                          className={cn(BIG_INPUT, cIssue && 'border-red-500')}
                          data-testid="po-form-line-cost"
                        />
                        {cIssue && <p className="mt-1 text-xs text-red-600">{cIssue}</p>}
                      </td>
                      <td
                        className="py-2 pr-2 text-right font-semibold tabular-nums leading-[3rem]"
                        data-testid="po-form-line-amount"
                        data-value={amount ?? ''}
                      >
                        {amount === null ? '—' : amount}
                      </td>
                      <td className="py-2 text-right">
                        <Button
                          variant="ghost"
                          className="h-12 w-12 text-red-600"
                          onClick={() => removeLine(line.key)}
                          aria-label={t('form.removeLine', { name: line.name })}
                          data-testid="po-form-line-remove"
                        >
                          ×
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <PoTotalsBox totals={totals} testId="po-form-totals" />
      </section>

      <div className="flex justify-end gap-2">
        <ButtonLink
          variant="secondary"
          href={po ? viewHref(po.id) : LIST_HREF}
          className="h-12"
          data-testid="po-form-cancel"
        >
          {t('form.cancel')}
        </ButtonLink>
        <Button type="submit" loading={saving} className="h-12 px-6" data-testid="po-form-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
