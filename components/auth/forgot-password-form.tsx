'use client';
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { forgotPasswordInput } from '@/lib/domain/auth/schemas';
import { FormSuccess } from '@/components/auth/form-message';
import { useAuthSubmit } from '@/components/auth/use-auth-submit';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth.forgot');
  const issueText = useIssueText();
  const { busy, post } = useAuthSubmit();
  const [email, setEmail] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(forgotPasswordInput, { email });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    await post('/api/auth/forgotpassword', checked.data, { onSuccess: () => setSent(true) });
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <FormSuccess testId="forgot-sent">{t('sent')}</FormSuccess>
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
