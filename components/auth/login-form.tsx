'use client';
import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { loginInput } from '@/lib/domain/auth/schemas';
import { RecaptchaCheckbox, type RecaptchaHandle } from '@/components/auth/recaptcha-checkbox';
import { FormError } from '@/components/auth/form-message';
import { useSignIn } from '@/components/auth/use-sign-in';
import { useHydrated } from '@/components/lib/use-hydrated';

interface Props {
  returnUrl: string | null;
  recaptchaSiteKey?: string;
}

export function LoginForm({ returnUrl, recaptchaSiteKey }: Props) {
  const t = useTranslations();
  const issueText = useIssueText();
  const { busy, error, setError, signIn } = useSignIn(returnUrl);
  const hydrated = useHydrated();
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validate(loginInput, { username, password });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    if (recaptchaSiteKey && !token) {
      setError(t('auth.login.botCheckNeeded'));
      return;
    }
    await signIn({ ...checked.data, recaptcha_token: token || undefined }, () =>
      recaptcha.current?.reset(),
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-testid="login-form"
      // Set once React handles the submit: a click before that would post the form natively.
      data-hydrated={hydrated ? '' : undefined}
    >
      <TextField
        label={t('auth.login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={issueText(issues.username)}
        data-testid="login-username"
        autoFocus
      />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={issueText(issues.password)}
        data-testid="login-password"
      />
      {recaptchaSiteKey ? (
        <RecaptchaCheckbox ref={recaptcha} siteKey={recaptchaSiteKey} onToken={setToken} />
      ) : null}
      {error ? <FormError testId="login-error">{error}</FormError> : null}
      <Button type="submit" className="w-full" loading={busy} data-testid="login-submit">
        {t('auth.login.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgotpassword" className="text-brand-700 hover:underline">
          {t('auth.login.forgot')}
        </Link>
        <Link href="/register" className="text-brand-700 hover:underline">
          {t('auth.login.register')}
        </Link>
      </div>
    </form>
  );
}
