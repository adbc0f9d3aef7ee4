'use client';
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { forgotPasswordInput } from '@/lib/domain/auth/schemas';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth.forgot');
  const issueText = useIssueText();
  const { showError } = useFeedback();
  const [email, setEmail] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(forgotPasswordInput, { email });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await api('/api/auth/forgotpassword', {
        method: 'POST',
        body: checked.data,
        allowUnauthorized: true,
      });
      setSent(true);
    } catch (e) {
      showError(e);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-3 py-3 text-sm text-emerald-800"
          data-testid="forgot-sent"
        >
          {t('sent')}
        </p>
        <Link href="/login" className="text-sm text-brand-700 hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={issueText(issues.email)}
        data-testid="forgot-email"
        autoFocus
      />
      <Button type="submit" className="w-full" loading={busy} data-testid="forgot-submit">
        {t('submit')}
      </Button>
      <Link href="/login" className="block text-sm text-brand-700 hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}
