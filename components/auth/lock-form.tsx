'use client';
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { loginInput } from '@/lib/domain/auth/schemas';
import {
  INLINE_LOGIN_ERRORS,
  continueAfterSignIn,
  type LoginReply,
} from '@/components/auth/after-sign-in';

interface Props {
  username: string;
  fullName: string;
  returnUrl: string | null;
}

/** The lock screen: the signed-in user continues by signing in again with the password. */
export function LockForm({ username, fullName, returnUrl }: Props) {
  const t = useTranslations();
  const issueText = useIssueText();
  const { showError } = useFeedback();
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validate(loginInput, { username, password });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const reply = await api<LoginReply>('/api/auth/login', {
        method: 'POST',
        body: checked.data,
        allowUnauthorized: true,
      });
      continueAfterSignIn(reply.Datum.user, returnUrl);
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && INLINE_LOGIN_ERRORS.has(e.msg)) setError(t(`errors.${e.msg}`));
      else showError(e);
    }
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
      {error ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
          data-testid="lock-error"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={busy} data-testid="lock-submit">
        {t('lock.submit')}
      </Button>
      <Link href="/login" className="block text-sm text-brand-700 hover:underline">
        {t('lock.otherUser')}
      </Link>
    </form>
  );
}
