'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { codeDigits, isSixDigitCode } from '@/components/liff/liff-format';
import { Button } from '@/components/ui/button';
import { normaliseThaiPhone, formatThaiPhone } from '@/lib/domain/customers/phone';

// The parts of the member's page in LINE: a card, the notices (signing in, not opened from
// LINE, blocked, failed) and the phone steps. Large text and touch targets: the page is
// read on a phone, 360-430 px wide.

const INPUT =
  'block h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-xl shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';
const BIG_BUTTON = 'h-14 w-full rounded-xl text-lg';

export function LiffCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <section
      data-testid={testId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {children}
    </section>
  );
}

export function LiffSpinner({ text, testId }: { text: string; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex flex-col items-center gap-4 py-16 text-lg text-slate-600"
    >
      <span
        aria-hidden
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
      />
      {text}
    </div>
  );
}

/** A page-wide message: a title, words and, when given, one action. */
export function LiffNotice({
  title,
  body,
  testId,
  action,
}: {
  title: string;
  body?: string;
  testId: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <LiffCard testId={testId}>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {body ? <p className="text-base leading-relaxed text-slate-700">{body}</p> : null}
      {action ? (
        <Button className={BIG_BUTTON} onClick={action.onClick} data-testid={`${testId}-action`}>
          {action.label}
        </Button>
      ) : null}
    </LiffCard>
  );
}

function ErrorLine({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p role="alert" data-testid={testId} className="text-base text-red-700">
      {text}
    </p>
  );
}

/** The phone step: a Thai number, checked here first, then by the server. */
export function LiffPhoneStep({
  initialPhone = '',
  busy,
  error,
  onSubmit,
}: {
  initialPhone?: string;
  busy: boolean;
  /** The last refusal, already in words. */
  error: string | null;
  onSubmit: (phone: string) => void;
}) {
  const t = useTranslations('liffPage.phone');
  const [phone, setPhone] = useState(initialPhone);
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = normaliseThaiPhone(phone);
    setInvalid(!digits);
    if (digits) onSubmit(digits);
  };
  return (
    <LiffCard testId="liff-phone-step">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="text-base leading-relaxed text-slate-700">{t('body')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="block space-y-2">
          <span className="block text-base font-semibold text-slate-700">{t('label')}</span>
          <input
            data-testid="liff-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={t('placeholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={invalid || undefined}
            className={INPUT}
          />
        </label>
        <ErrorLine text={invalid ? t('invalid') : error} testId="liff-phone-error" />
        <Button type="submit" loading={busy} className={BIG_BUTTON} data-testid="liff-phone-submit">
          {t('submit')}
        </Button>
      </form>
    </LiffCard>
  );
}

/** The code step: six digits sent on LINE; ask again or change the number. */
export function LiffCodeStep({
  phone,
  busy,
  error,
  notice,
  onSubmit,
  onResend,
  onChangePhone,
}: {
  /** The national digits the code was sent for. */
  phone: string;
  busy: boolean;
  error: string | null;
  /** A line of good news (a new code was sent). */
  notice: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangePhone: () => void;
}) {
  const t = useTranslations('liffPage.code');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = isSixDigitCode(code);
    setInvalid(!ok);
    if (ok) onSubmit(code);
  };
  return (
    <LiffCard testId="liff-code-step">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="text-base leading-relaxed text-slate-700" data-testid="liff-code-sent">
        {t('sent', { phone: formatThaiPhone(phone) })}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="block space-y-2">
          <span className="block text-base font-semibold text-slate-700">{t('label')}</span>
          <input
            data-testid="liff-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(codeDigits(e.target.value))}
            aria-invalid={invalid || undefined}
            className={`${INPUT} text-center font-mono text-3xl tracking-[0.5em]`}
          />
        </label>
        <ErrorLine text={invalid ? t('invalid') : error} testId="liff-code-error" />
        {notice && !error && !invalid ? (
          <p role="status" className="text-base text-emerald-700" data-testid="liff-code-notice">
            {notice}
          </p>
        ) : null}
        <Button type="submit" loading={busy} className={BIG_BUTTON} data-testid="liff-code-submit">
          {t('submit')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          className="h-12 rounded-xl text-base"
          disabled={busy}
          onClick={onResend}
          data-testid="liff-code-resend"
        >
          {t('resend')}
        </Button>
        <Button
          variant="ghost"
          className="h-12 rounded-xl text-base"
          disabled={busy}
          onClick={onChangePhone}
          data-testid="liff-code-change-phone"
        >
          {t('changePhone')}
        </Button>
      </div>
    </LiffCard>
  );
}
