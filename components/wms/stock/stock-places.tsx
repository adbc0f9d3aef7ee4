'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { FieldIssue } from '@/components/ui/validate';
import type {
  HolderOption,
  StockMode,
  StorageOption,
  UserMoveDirection,
} from '@/components/wms/stock/stock-bill';
import { ChoiceButtons } from '@/components/wms/stock/choice-buttons';
import { BigSelect } from '@/components/wms/stock/big-select';
import { StorageSelect } from '@/components/wms/stock/storage-select';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';

/** The storages a mode's pickers offer: a line's staging only as a line's destination. */
export function storageChoices(mode: StockMode, storages: readonly StorageOption[]) {
  const normal = storages.filter((s) => s.kind === 1);
  const lines = storages.filter((s) => s.kind === 2);
  if (mode === 'toLine') return { source: normal, destination: lines };
  return { source: storages, destination: storages };
}

/**
 * Where the stock comes from and goes to, by mode: one storage (in, out), two (a move,
 * to a packing line), or a person, the direction and the warehouse side (a user move).
 */
export function StockPlaces(props: {
  mode: StockMode;
  ctl: StockFormController;
  storages: readonly StorageOption[];
  holders: readonly HolderOption[];
  issueText: (issue: FieldIssue | undefined) => string | undefined;
}) {
  const { mode, ctl, issueText } = props;
  const t = useTranslations('stockForm.places');
  const choices = storageChoices(mode, props.storages);
  const { draft, issues, set } = ctl;

  if (mode === 'userMove')
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <HolderSelect
          value={draft.user_id}
          onChange={(v) => set('user_id', v)}
          holders={props.holders}
          error={issueText(issues.user_id)}
        />
        <ChoiceButtons<UserMoveDirection>
          label={t('direction')}
          value={draft.direction}
          onChange={(v) => set('direction', v)}
          options={[
            { value: 'to_user', label: t('toUser') },
            { value: 'from_user', label: t('fromUser') },
          ]}
          testId="stock-direction"
        />
        <StorageSelect
          label={draft.direction === 'to_user' ? t('userSource') : t('userDestination')}
          value={draft.storage_id}
          onChange={(v) => set('storage_id', v)}
          options={choices.source}
          error={issueText(issues.storage_id)}
          testId="stock-storage"
        />
      </div>
    );

  const isMove = mode === 'move' || mode === 'toLine';
  return (
    <div className={cn('grid gap-4', isMove && 'md:grid-cols-2')}>
      <StorageSelect
        label={t(mode === 'in' ? 'inStorage' : mode === 'out' ? 'outStorage' : 'from')}
        value={draft.storage_id}
        onChange={(v) => set('storage_id', v)}
        options={choices.source}
        error={issueText(issues.storage_id)}
        testId="stock-storage"
      />
      {isMove && (
        <StorageSelect
          label={t(mode === 'toLine' ? 'toLine' : 'to')}
          value={draft.to_storage_id}
          onChange={(v) => set('to_storage_id', v)}
          options={choices.destination}
          error={issueText(issues.to_storage_id)}
          testId="stock-to-storage"
        />
      )}
    </div>
  );
}

function HolderSelect(props: {
  value: string;
  onChange: (value: string) => void;
  holders: readonly HolderOption[];
  error?: string;
}) {
  const t = useTranslations('stockForm.places');
  return (
    <BigSelect
      label={t('user')}
      value={props.value}
      onChange={props.onChange}
      prompt={props.holders.length === 0 ? t('noUsers') : t('chooseUser')}
      options={props.holders.map((h) => ({
        value: String(h.id),
        label: t('userOption', { name: h.name, group: t(`groups.${h.group_id}`) }),
      }))}
      error={props.error}
      className="md:col-span-2"
      testId="stock-user"
    />
  );
}
