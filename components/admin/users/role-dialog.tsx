'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { GROUP_IDS } from '@/lib/auth/permissions';
import { userRoleInput, type UserDetail } from '@/lib/domain/admin/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { RoleGrid, type RoleGridValue } from '@/components/admin/role-grid';

/** Changes a user's group and per-area levels (PUT /api/v1/users/{id}/role). */
export function RoleDialog(props: {
  user: UserDetail;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { user } = props;
  const t = useTranslations('users');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [groupId, setGroupId] = useState(String(user.group_id));
  const [roles, setRoles] = useState<RoleGridValue>(user.roles as RoleGridValue);
  const issueText = useIssueText();
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const body = { group_id: Number(groupId), roles };
    const checked = validate(userRoleInput, body);
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    setSaving(true);
    try {
      await api(`/api/v1/users/${user.id}/role`, { method: 'PUT', body });
      notify('success', tAll('errors.common.updateSuccess'));
      props.onSaved();
      props.onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('roleTitle', { username: user.username })}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button onClick={save} loading={saving} data-testid="role-form-submit">
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label={t('fields.group')}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          options={GROUP_IDS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
          disabled={props.isSelf}
          error={issueText(issues.group_id)}
          data-testid="role-form-group"
        />
        {props.isSelf && <p className="text-sm text-slate-600">{t('ownGroupLocked')}</p>}
        {(groupId === '1' || groupId === '2') && (
          <p className="text-sm text-slate-600">{t('rolesAllForGroup')}</p>
        )}
        <RoleGrid value={roles} onChange={setRoles} />
        {issues.roles && <p className="text-sm text-red-600">{issueText(issues.roles)}</p>}
      </div>
    </Dialog>
  );
}
