'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminPasswordInput } from '@/lib/domain/admin/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';

/** An admin sets a user's password (PUT /api/v1/admin/users/password/{id}); their sign-ins end. */
export function PasswordDialog(props: {
  user: { id: number; username: string };
  onClose: () => void;
}) {
  const t = useTranslations('users');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const issueText = useIssueText();
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { password, confirm_password: confirm };
    const checked = validate(adminPasswordInput, body, { password: 'passwordRule' });
    const found: FieldIssues = checked.ok ? {} : { ...checked.issues };
    if (!found.confirm_password && password !== confirm)
      found.confirm_password = { key: 'errors.profile.confirmMismatch' };
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await api(`/api/v1/admin/users/password/${props.user.id}`, { method: 'PUT', body });
      notify('success', tAll('errors.common.updateSuccess'));
      props.onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const err = (f: string) => issueText(issues[f]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('passwordTitle', { username: props.user.username })}
      description={t('passwordNote')}
    >
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="password-form">
        <TextField
          label={t('fields.newPassword')}
          type="password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setIssues((all) => withoutIssue(all, 'password'));
          }}
          error={err('password')}
          hint={t('passwordHint')}
          autoComplete="new-password"
          data-testid="password-form-password"
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setIssues((all) => withoutIssue(all, 'confirm_password'));
          }}
          error={err('confirm_password')}
          autoComplete="new-password"
          data-testid="password-form-confirm"
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={props.onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="password-form-submit">
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
