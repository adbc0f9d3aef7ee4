'use client';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { orgUnitInput, updateOrgUnitInput, type OrgUnit } from '@/lib/domain/org/schemas';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { ORG_KINDS, type OrgKind } from '@/components/org/org-kinds';
import { useFormDialog } from '@/components/crud/use-form-dialog';

/** The create and edit form of a team or a department: name and description. */
export function OrgUnitFormDialog(props: {
  kind: OrgKind;
  /** null: create. */
  unit: OrgUnit | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { kind, unit } = props;
  const meta = ORG_KINDS[kind];
  const t = useTranslations(meta.namespace);
  const issueText = useIssueText();
  const creating = unit === null;
  const { form, set, issues, setIssues, saving, save } = useFormDialog({
    initial: () => ({ name: unit?.name ?? '', description: unit?.description ?? '' }),
    creating,
    fieldErrors: { [meta.duplicateKey]: 'name' },
    onSaved: props.onSaved,
    onClose: props.onClose,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { name: form.name, description: form.description };
    const checked = validate(creating ? orgUnitInput : updateOrgUnitInput, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    await save(async () => {
      if (creating) await api(meta.endpoint, { method: 'POST', body });
      else await api(`${meta.endpoint}/${unit.id}`, { method: 'PUT', body });
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={creating ? t('createTitle') : t('editTitle', { name: unit.name })}
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid={`${kind}-form`}>
        <TextField
          label={t('fields.name')}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={issueText(issues.name)}
          data-testid={`${kind}-form-name`}
          autoComplete="off"
          autoFocus
        />
        <TextareaField
          label={t('fields.description')}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={issueText(issues.description)}
          rows={3}
          data-testid={`${kind}-form-description`}
        />
        <DialogFormActions
          onCancel={props.onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId={`${kind}-form-submit`}
        />
      </form>
    </Dialog>
  );
}
