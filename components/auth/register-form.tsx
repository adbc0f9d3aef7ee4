'use client';
import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { SIGNUP_PLANS, signupInput, type SignupPlan } from '@/lib/domain/signup/schemas';
import { RecaptchaCheckbox, type RecaptchaHandle } from '@/components/auth/recaptcha-checkbox';
import { useAuthSubmit } from '@/components/auth/use-auth-submit';

type Field = 'shop_name' | 'contact_name' | 'email' | 'phone' | 'plan' | 'message';
const EMPTY: Record<Field, string> = {
  shop_name: '',
  contact_name: '',
  email: '',
  phone: '',
  plan: 'starter',
  message: '',
};

interface Props {
  initialPlan: SignupPlan | null;
  recaptchaSiteKey?: string;
}

/** A shop asks for an account; an admin reviews the request (/admin/signup). */
export function RegisterForm({ initialPlan, recaptchaSiteKey }: Props) {
  const t = useTranslations();
  const issueText = useIssueText();
  const { busy, post } = useAuthSubmit();
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    ...EMPTY,
    plan: initialPlan ?? EMPTY.plan,
  });
  const [token, setToken] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [botError, setBotError] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setIssues((all) => withoutIssue(all, field));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(
      signupInput,
      { ...values, message: values.message.trim() || undefined },
      { phone: 'invalidPhone' },
    );
    setIssues(checked.ok ? {} : checked.issues);
    setBotError(Boolean(recaptchaSiteKey && !token));
    if (!checked.ok || (recaptchaSiteKey && !token)) return;
    await post(
      '/api/v1/signup',
      { ...checked.data, recaptcha_token: token || undefined },
      {
        onSuccess: () => setSent(true),
        onFailure: () => recaptcha.current?.reset(),
        onApiError: (e) => {
          if (e.msg !== 'signup.duplicate') return false;
          setIssues({ email: { key: 'errors.signup.duplicate' } });
          return true;
        },
      },
    );
  }

  if (sent) {
    return (
      <div className="space-y-4" data-testid="register-sent">
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-emerald-800">
          <span className="block font-semibold">{t('register.sentTitle')}</span>
          <span className="mt-1 block text-sm">
            {t('register.sentText', { email: values.email.trim() })}
          </span>
        </p>
        <Link href="/home" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('register.backHome')}
        </Link>
      </div>
    );
  }

  const field = (name: Field, extra: Record<string, unknown> = {}) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: issueText(issues[name]),
    label: t(`register.fields.${name}`),
    'data-testid': `register-${name.replace('_', '-')}`,
    ...extra,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField {...field('shop_name', { autoComplete: 'organization', autoFocus: true })} />
      <TextField {...field('contact_name', { autoComplete: 'name' })} />
      <TextField {...field('email', { type: 'email', autoComplete: 'email' })} />
      <TextField {...field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })} />
      <div className="sm:col-span-2">
        <SelectField
          {...field('plan')}
          options={SIGNUP_PLANS.map((plan) => ({
            value: plan,
            label: `${t(`pricing.plans.${plan}.name`)} · ${t(`pricing.plans.${plan}.price`)} ${t('pricing.perMonth')}`,
          }))}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField {...field('message')} hint={t('register.messageHint')} />
      </div>
      {recaptchaSiteKey ? (
        <div className="sm:col-span-2">
          <RecaptchaCheckbox ref={recaptcha} siteKey={recaptchaSiteKey} onToken={setToken} />
          {botError ? (
            <p role="alert" className="text-sm text-red-600">
              {t('auth.login.botCheckNeeded')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" loading={busy} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <Link href="/pricing" className="text-sm text-brand-700 hover:underline">
          {t('register.seePricing')}
        </Link>
        <Link href="/login" className="text-sm text-brand-700 hover:underline">
          {t('register.haveAccount')}
        </Link>
      </div>
    </form>
  );
}
