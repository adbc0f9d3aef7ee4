'use client';
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { resetPasswordInput } from '@/lib/domain/auth/schemas';
import { FormSuccess } from '@/components/auth/form-message';
import { useAuthSubmit } from '@/components/auth/use-auth-submit';

/** A new password with the single-use token of the reset email. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth.reset');
  const tRoot = useTranslations();
  const issueText = useIssueText();
  const { busy, post } = useAuthSubmit();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [done, setDone] = useState(false);
  const [badToken, setBadToken] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { token, password, confirm_password: confirm };
    const checked = validate(resetPasswordInput, values, { password: 'passwordRule' });
    const found: FieldIssues = checked.ok ? {} : { ...checked.issues };
    if (!found.confirm_password && password !== confirm)
      found.confirm_password = { key: 'errors.profile.confirmMismatch' };
    if (found.token) setBadToken(true);
    setIssues(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    await post('/api/auth/resetpassword', checked.data, {
      onSuccess: () => setDone(true),
      onApiError: (e) => {
        if (e.msg === 'auth.resetTokenInvalid') setBadToken(true);
        else if (e.msg === 'profile.confirmMismatch')
          setIssues({ confirm_password: { key: 'errors.profile.confirmMismatch' } });
        else return false;
        return true;
      },
    });
  }

  if (done) {
    return (
      <div className="space-y-4">
        <FormSuccess testId="reset-done">{tRoot('errors.auth.resetPasswordSuccess')}</FormSuccess>
        <Link
          href="/login"
          className="text-sm font-semibold text-brand-700 hover:underline"
          data-testid="reset-login-link"
        >
          {t('toLogin')}
        </Link>
      </div>
    );
  }
  if (badToken) return <InvalidLink />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={issueText(issues.password)}
        hint={t('passwordHint')}
        data-testid="reset-password"
        autoFocus
      />
      <TextField
        label={t('confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={issueText(issues.confirm_password)}
        data-testid="reset-confirm"
      />
      <Button type="submit" className="w-full" loading={busy} data-testid="reset-submit">
        {t('submit')}
      </Button>
    </form>
  );
}

/** A missing, used or expired token: ask for a new link. */
export function InvalidLink() {
  const t = useTranslations('auth.reset');
  const tRoot = useTranslations();
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-md bg-red-50 px-3 py-3 text-sm text-red-700"
        data-testid="reset-invalid"
      >
        {tRoot('errors.auth.resetTokenInvalid')}
      </p>
      <Link href="/forgotpassword" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('newLink')}
      </Link>
    </div>
  );
}
