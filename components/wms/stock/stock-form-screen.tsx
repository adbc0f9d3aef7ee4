'use client';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { useHydrated } from '@/components/lib/use-hydrated';
import { Panel } from '@/components/layout/panel';
import { useFeedback } from '@/components/ui/feedback';
import { TextareaField } from '@/components/ui/textarea-field';
import { beep } from '@/components/scanner/beep';
import { useDraftSubmit } from '@/components/form/use-draft-submit';
import { SaveForm } from '@/components/form/save-form';
import { useFieldError } from '@/components/wms/use-field-error';
import type {
  HolderOption,
  StockBill,
  StockMode,
  StorageOption,
} from '@/components/wms/stock/stock-bill';
import { submitBill } from '@/components/wms/stock/stock-api';
import {
  balanceStorages,
  checkDraft,
  emptyDraft,
  type StockDraft,
} from '@/components/wms/stock/stock-draft';
import { shortLines, type ShortLine } from '@/components/wms/stock/short-lines';
import { useStockForm } from '@/components/wms/stock/use-stock-form';
import { balanceKey, useBalances } from '@/components/wms/stock/use-balances';
import { ChoiceButtons } from '@/components/wms/stock/choice-buttons';
import { StockPlaces, storageChoices } from '@/components/wms/stock/stock-places';
import { StockProductAdder } from '@/components/wms/stock/stock-product-adder';
import { StockLines, type BalanceColumn } from '@/components/wms/stock/stock-lines';
import { ImageFileField } from '@/components/image-field/image-file-field';
import { ShortLinesAlert } from '@/components/wms/stock/short-lines-alert';
import { StockSubmitBar, focusFirstStockIssue } from '@/components/wms/stock/stock-submit-bar';
import { StockSaved } from '@/components/wms/stock/stock-saved';

/** The four stock screens: /wms/inventory/in, /out, /transfer, /transfertoline. */
export type StockScreenKind = 'in' | 'out' | 'transfer' | 'toLine';
type TransferKind = 'storage' | 'user';

/** A picker with one choice starts on it; more than one waits for the clerk. */
const onlyOne = (options: readonly StorageOption[]) =>
  options.length === 1 ? String(options[0]!.id) : '';

function freshDraft(mode: StockMode, storages: readonly StorageOption[]): StockDraft {
  const choices = storageChoices(mode, storages);
  return emptyDraft({
    storage_id: onlyOne(choices.source),
    to_storage_id: mode === 'toLine' ? onlyOne(choices.destination) : '',
  });
}

/**
 * One stock bill: where from and where to, the products (search, scan box, wedge scanner
 * anywhere, camera; a second scan adds 1), amounts (and costs on a stock in) with the
 * current balances, a note and the bill's photo; Ctrl+Enter or the button saves with an
 * Idempotency-Key per draft. Then the bill number and the balances it left.
 */
export function StockFormScreen(props: {
  screen: StockScreenKind;
  storages: StorageOption[];
  holders?: HolderOption[];
}) {
  const { screen, storages } = props;
  const t = useTranslations('stockForm');
  const { notify, showError } = useFeedback();
  const issueText = useFieldError();
  const hydrated = useHydrated();
  const [transferKind, setTransferKind] = useState<TransferKind>('storage');
  const mode: StockMode =
    screen === 'transfer' ? (transferKind === 'user' ? 'userMove' : 'move') : screen;
  const ctl = useStockForm(() => freshDraft(mode, storages));
  const [image, setImage] = useState<File | null>(null);
  const [saved, setSaved] = useState<StockBill | null>(null);
  const [short, setShort] = useState<ShortLine[] | null>(null);
  const sending = useDraftSubmit();

  const { draft } = ctl;
  const where = balanceStorages(mode, draft);
  const balanceKeys = useMemo(
    () =>
      draft.lines.flatMap((l) =>
        [where.source, where.destination]
          .filter((s): s is number => s !== null)
          .map((s) => balanceKey(s, l.product_id)),
      ),
    [draft.lines, where.source, where.destination],
  );
  const { balanceOf, forget } = useBalances(balanceKeys);
  const balances = balanceColumns(mode, draft.direction, where, t);
  const shortIds = useMemo(() => new Set(short?.map((s) => s.product_id)), [short]);

  function changeTransferKind(kind: TransferKind) {
    setTransferKind(kind);
    ctl.setIssues({});
    setShort(null);
  }

  async function submit() {
    if (sending.isBusy() || saved) return;
    const checked = checkDraft(mode, draft);
    if (!checked.ok) {
      ctl.setIssues(checked.issues);
      focusFirstStockIssue();
      return;
    }
    setShort(null);
    await sending.run(async (draftId) => {
      try {
        const bill = await submitBill(mode, checked.body, image, draftId);
        notify('success', t('saved.toast', { number: bill.BillNumber }));
        setSaved(bill);
        window.scrollTo({ top: 0 });
      } catch (error) {
        if (error instanceof ApiError && error.msg === 'inventory.balanceNotEnough') {
          beep('error');
          const names = new Map(draft.lines.map((l) => [l.product_id, l.name]));
          setShort(shortLines(error.details, names));
          // The balances shown were older than the server's: read them again.
          forget();
        } else showError(error);
      }
    });
  }

  function startNew() {
    sending.newDraft();
    // The same storages again: the next bill is usually for the same place.
    ctl.reset({ ...freshDraft(mode, storages), ...keepPlaces(draft) });
    setImage(null);
    setShort(null);
    setSaved(null);
    forget();
    window.requestAnimationFrame(() => document.getElementById('stock-scan-input')?.focus());
  }

  if (saved) return <StockSaved bill={saved} onNew={startNew} />;

  return (
    <SaveForm
      onSave={submit}
      className="space-y-5"
      data-testid="stock-form"
      data-mode={mode}
      data-hydrated={hydrated || undefined}
    >
      {screen === 'transfer' && (
        <ChoiceButtons<TransferKind>
          label={t('transferKind.label')}
          value={transferKind}
          onChange={changeTransferKind}
          options={[
            { value: 'storage', label: t('transferKind.storage') },
            { value: 'user', label: t('transferKind.user') },
          ]}
          testId="stock-transfer-kind"
        />
      )}
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="min-w-0 space-y-5 lg:col-span-2">
          <Panel title={t('sections.places')}>
            <StockPlaces
              mode={mode}
              ctl={ctl}
              storages={storages}
              holders={props.holders ?? []}
              issueText={issueText}
            />
          </Panel>
          <Panel title={t('sections.products')}>
            <div className="space-y-4">
              <StockProductAdder ctl={ctl} />
              <StockLines
                ctl={ctl}
                withCost={mode === 'in'}
                balances={balances}
                balanceOf={balanceOf}
                shortIds={shortIds}
                issueText={issueText}
              />
            </div>
          </Panel>
        </div>
        <div className="min-w-0 space-y-5">
          <Panel title={t('sections.note')}>
            <div className="space-y-4">
              <TextareaField
                label={t('note.label')}
                rows={3}
                value={draft.note}
                onChange={(e) => ctl.set('note', e.target.value)}
                placeholder={t('note.placeholder')}
                maxLength={1000}
                className="text-base"
                data-testid="stock-note"
              />
              {/* Sent with the bill (`bill_image`): bill and photo are saved as one. */}
              <ImageFileField
                value={image}
                onChange={setImage}
                messages="stockForm.image"
                touch
                testId="stock-image"
              />
            </div>
          </Panel>
          <div className="lg:sticky lg:bottom-4">
            <StockSubmitBar
              label={submitLabel(mode, draft.direction, t)}
              saving={sending.saving}
              onSubmit={() => void submit()}
            >
              {short && <ShortLinesAlert lines={short} />}
            </StockSubmitBar>
          </div>
        </div>
      </div>
    </SaveForm>
  );
}

type T = ReturnType<typeof useTranslations<'stockForm'>>;

function balanceColumns(
  mode: StockMode,
  direction: StockDraft['direction'],
  where: { source: number | null; destination: number | null },
  t: T,
): BalanceColumn[] {
  if (mode === 'move' || mode === 'toLine')
    return [
      { role: 'source', storageId: where.source, label: t('lines.balanceFrom') },
      { role: 'destination', storageId: where.destination, label: t('lines.balanceTo') },
    ];
  // One storage is picked: stock leaves it (out, to a user) or reaches it (in, back from a user).
  const reaches = mode === 'in' || (mode === 'userMove' && direction === 'from_user');
  return reaches
    ? [{ role: 'destination', storageId: where.destination, label: t('lines.balanceNow') }]
    : [{ role: 'source', storageId: where.source, label: t('lines.balanceNow') }];
}

function submitLabel(mode: StockMode, direction: StockDraft['direction'], t: T): string {
  if (mode === 'userMove') return t(direction === 'to_user' ? 'submit.toUser' : 'submit.fromUser');
  return t(`submit.${mode}`);
}

const keepPlaces = (d: StockDraft): Partial<StockDraft> => ({
  storage_id: d.storage_id,
  to_storage_id: d.to_storage_id,
  user_id: d.user_id,
  direction: d.direction,
});
