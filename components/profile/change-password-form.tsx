'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { changePasswordInput } from '@/lib/domain/auth/schemas';

type Field = 'old_password' | 'new_password' | 'confirm_password';
const EMPTY: Record<Field, string> = { old_password: '', new_password: '', confirm_password: '' };
const MISMATCH = { key: 'errors.profile.confirmMismatch' };

/** Server errors that belong to one field. */
const FIELD_ERRORS: Record<string, Field> = {
  'profile.wrongOldPassword': 'old_password',
  'profile.confirmMismatch': 'confirm_password',
};

/** Old password, new password and its confirmation (PUT /api/v1/profile/password). */
export function ChangePasswordForm() {
  const t = useTranslations('profile.password');
  const issueText = useIssueText();
  const { notify, showError } = useFeedback();
  const [values, setValues] = useState(EMPTY);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(changePasswordInput, values, { new_password: 'passwordRule' });
    const found: FieldIssues = checked.ok ? {} : { ...checked.issues };
    if (!found.confirm_password && values.new_password !== values.confirm_password)
      found.confirm_password = MISMATCH;
    setIssues(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api('/api/v1/profile/password', { method: 'PUT', body: checked.data });
      setValues(EMPTY);
      notify('success', t('saved'));
    } catch (e) {
      const field = e instanceof ApiError ? FIELD_ERRORS[e.msg] : undefined;
      if (field && e instanceof ApiError) setIssues({ [field]: { key: `errors.${e.msg}` } });
      else showError(e);
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field, testId: string, autoComplete: string) => (
    <TextField
      name={name}
      type="password"
      autoComplete={autoComplete}
      label={t(name)}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setIssues((all) => withoutIssue(all, name));
      }}
      error={issueText(issues[name])}
      hint={name === 'new_password' ? t('rule') : undefined}
      data-testid={testId}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      {input('old_password', 'old-password', 'current-password')}
      {input('new_password', 'new-password', 'new-password')}
      {input('confirm_password', 'confirm-password', 'new-password')}
      <Button type="submit" loading={busy} data-testid="change-password-submit">
        {t('submit')}
      </Button>
    </form>
  );
}
