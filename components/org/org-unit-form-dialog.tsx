'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { orgUnitInput, updateOrgUnitInput, type OrgUnit } from '@/lib/domain/org/schemas';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { ORG_KINDS, type OrgKind } from '@/components/org/org-kinds';

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
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const issueText = useIssueText();
  const [name, setName] = useState(unit?.name ?? '');
  const [description, setDescription] = useState(unit?.description ?? '');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);
  const creating = unit === null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { name, description };
    const checked = validate(creating ? orgUnitInput : updateOrgUnitInput, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setSaving(true);
    try {
      if (creating) await api(meta.endpoint, { method: 'POST', body });
      else await api(`${meta.endpoint}/${unit.id}`, { method: 'PUT', body });
      notify(
        'success',
        tAll(creating ? 'errors.common.createSuccess' : 'errors.common.editSuccess'),
      );
      props.onSaved();
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.msg === meta.duplicateKey)
        setIssues({ name: { key: `errors.${error.msg}` } });
      else showError(error);
    } finally {
      setSaving(false);
    }
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
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setIssues((all) => withoutIssue(all, 'name'));
          }}
          error={issueText(issues.name)}
          data-testid={`${kind}-form-name`}
          autoComplete="off"
          autoFocus
        />
        <TextareaField
          label={t('fields.description')}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            setIssues((all) => withoutIssue(all, 'description'));
          }}
          error={issueText(issues.description)}
          rows={3}
          data-testid={`${kind}-form-description`}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid={`${kind}-form-submit`}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
