'use client';
import { ActiveCheckbox } from '@/components/form/active-checkbox';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  SALE_CHANNEL_TYPES,
  saleChannelInput,
  updateSaleChannelInput,
  type SaleChannel,
} from '@/lib/domain/sale-channels/schemas';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { validate } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  name: string;
  type: string;
  active: boolean;
}

/** The create and edit form of a sale channel: name, type (company or agent), active. */
export function SaleChannelFormDialog(props: {
  /** null: create. */
  channel: SaleChannel | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { channel } = props;
  const t = useTranslations('saleChannels');
  const issueText = useIssueText();
  const creating = channel === null;
  const { form, set, issues, setIssues, saving, save } = useFormDialog<FormState>({
    initial: () => ({
      name: channel?.name ?? '',
      type: String(channel?.type ?? 1),
      active: channel?.active ?? true,
    }),
    creating,
    fieldErrors: { 'saleChannel.duplicate': 'name' },
    onSaved: props.onSaved,
    onClose: props.onClose,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { name: form.name, type: Number(form.type), active: form.active };
    const checked = validate(creating ? saleChannelInput : updateSaleChannelInput, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    await save(async () => {
      if (creating) await api('/api/v1/salechannel', { method: 'POST', body });
      else await api(`/api/v1/salechannel/${channel.id}`, { method: 'PUT', body });
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: channel.name })}
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="sale-channel-form">
        <TextField
          label={t('fields.name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={issueText(issues.name)}
          data-testid="sale-channel-form-name"
          autoComplete="off"
          autoFocus
        />
        <SelectField
          label={t('fields.type')}
          value={form.type}
          onChange={(e) => set('type', e.target.value)}
          options={SALE_CHANNEL_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          error={issueText(issues.type)}
          data-testid="sale-channel-form-type"
        />
        <ActiveCheckbox
          checked={form.active}
          onChange={(checked) => set('active', checked)}
          label={t('fields.active')}
          hint={t('activeHint')}
          testId="sale-channel-form-active"
        />
        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="sale-channel-form-submit"
        />
      </form>
    </Dialog>
  );
}
