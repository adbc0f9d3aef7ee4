'use client';
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { loginInput } from '@/lib/domain/auth/schemas';
import { FormError } from '@/components/auth/form-message';
import { useSignIn } from '@/components/auth/use-sign-in';

interface Props {
  username: string;
  fullName: string;
  returnUrl: string | null;
}

/** The lock screen: the signed-in user continues by signing in again with the password. */
export function LockForm({ username, fullName, returnUrl }: Props) {
  const t = useTranslations();
  const issueText = useIssueText();
  const { busy, error, setError, signIn } = useSignIn(returnUrl);
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validate(loginInput, { username, password });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    await signIn(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center gap-3 rounded-md bg-slate-50 px-4 py-3">
        <span
          aria-hidden
          className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {(fullName || username).slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="lock-name">
            {fullName}
          </p>
          <p className="truncate text-sm text-slate-500" data-testid="lock-username">
            {username}
          </p>
        </div>
      </div>
      <TextField
        label={t('lock.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={issueText(issues.password)}
        data-testid="lock-password"
        autoFocus
      />
      {error ? <FormError testId="lock-error">{error}</FormError> : null}
      <Button type="submit" className="w-full" loading={busy} data-testid="lock-submit">
        {t('lock.submit')}
      </Button>
      <Link href="/login" className="block text-sm text-brand-700 hover:underline">
        {t('lock.otherUser')}
      </Link>
    </form>
  );
}
