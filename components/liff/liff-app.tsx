'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  askPhoneCode,
  loadCoupons,
  startSession,
  verifyPhoneCode,
} from '@/components/liff/liff-api';
import { LiffCouponCard } from '@/components/liff/liff-coupon-card';
import { LiffCodeStep, LiffNotice, LiffPhoneStep, LiffSpinner } from '@/components/liff/liff-steps';
import { lineIdToken } from '@/components/liff/line-id-token';
import { ApiError } from '@/components/lib/api';
import { useErrorText } from '@/components/lib/use-error-text';
import { Button } from '@/components/ui/button';
import { MEMBER_STATUS, type LiffCouponView } from '@/lib/domain/members/schemas';

// The member's own page in LINE (docs/members.md, LIFF): sign in with LINE, confirm the
// phone once with a code sent on LINE, then the member's coupons with their QR codes.
// `LiffView` draws a phase (render tests draw each one); `LiffApp` moves between them.

export type LiffPhase =
  | { step: 'signingIn' }
  | { step: 'noLine' }
  /** A refusal while signing in: its catalogue key. */
  | { step: 'failed'; error: string }
  | { step: 'blocked' }
  | { step: 'phone'; phone: string; error: string | null }
  | { step: 'code'; phone: string; error: string | null; notice: string | null }
  | {
      step: 'coupons';
      /** null while loading. */
      coupons: LiffCouponView[] | null;
      /** The phone was confirmed just now. */
      verified: boolean;
      error: string | null;
    };

export interface LiffHandlers {
  retry: () => void;
  askCode: (phone: string) => void;
  resendCode: () => void;
  changePhone: () => void;
  verifyCode: (code: string) => void;
  reloadCoupons: () => void;
}

export function LiffView({
  phase,
  name,
  busy,
  on,
}: {
  phase: LiffPhase;
  name: string | null;
  busy: boolean;
  on: LiffHandlers;
}) {
  const t = useTranslations('liffPage');
  switch (phase.step) {
    case 'signingIn':
      return <LiffSpinner text={t('signingIn')} testId="liff-signing-in" />;
    case 'noLine':
      return (
        <LiffNotice
          testId="liff-open-from-line"
          title={t('openFromLine.title')}
          body={t('openFromLine.body')}
        />
      );
    case 'failed':
      return (
        <LiffNotice
          testId="liff-failed"
          title={t('failed.title')}
          body={phase.error}
          action={{ label: t('failed.retry'), onClick: on.retry }}
        />
      );
    case 'blocked':
      return (
        <LiffNotice testId="liff-blocked" title={t('blocked.title')} body={t('blocked.body')} />
      );
    case 'phone':
      return (
        <LiffPhoneStep
          initialPhone={phase.phone}
          busy={busy}
          error={phase.error}
          onSubmit={on.askCode}
        />
      );
    case 'code':
      return (
        <LiffCodeStep
          phone={phase.phone}
          busy={busy}
          error={phase.error}
          notice={phase.notice}
          onSubmit={on.verifyCode}
          onResend={on.resendCode}
          onChangePhone={on.changePhone}
        />
      );
    case 'coupons':
      return (
        <div className="space-y-4" data-testid="liff-coupons">
          {phase.verified ? (
            <p
              role="status"
              data-testid="liff-verified"
              className="rounded-xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-800"
            >
              {t('verified')}
            </p>
          ) : null}
          <div className="flex items-end justify-between gap-3">
            <div>
              {name ? (
                <p className="text-base text-slate-600" data-testid="liff-hello">
                  {t('coupons.hello', { name })}
                </p>
              ) : null}
              <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
            </div>
            <Button
              variant="secondary"
              className="h-11 rounded-xl px-4 text-base"
              onClick={on.reloadCoupons}
              loading={phase.coupons === null}
              data-testid="liff-coupons-reload"
            >
              {t('coupons.refresh')}
            </Button>
          </div>
          {phase.error ? (
            <p role="alert" className="text-base text-red-700" data-testid="liff-coupons-error">
              {phase.error}
            </p>
          ) : null}
          {phase.coupons === null ? (
            phase.error ? null : (
              <LiffSpinner text={t('loading')} testId="liff-coupons-loading" />
            )
          ) : phase.coupons.length === 0 ? (
            <p
              className="rounded-2xl bg-white p-6 text-center text-base text-slate-600"
              data-testid="liff-coupons-empty"
            >
              {t('coupons.empty')}
            </p>
          ) : (
            <ul className="space-y-4" data-testid="liff-coupon-list">
              {phase.coupons.map((c) => (
                <LiffCouponCard key={c.id} coupon={c} />
              ))}
            </ul>
          )}
        </div>
      );
  }
}

const keyOf = (error: unknown) => (error instanceof ApiError ? error.msg : 'common.systemError');

export function LiffApp({ liffId }: { liffId: string | null }) {
  const t = useTranslations('liffPage');
  const errorText = useErrorText();
  const [phase, setPhase] = useState<LiffPhase>({ step: 'signingIn' });
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The last token the page had: a session that ran out is started again with it when no
  // new one is to be had (the sandbox's token came once, in the address).
  const lastToken = useRef<string | null>(null);
  const started = useRef(false);

  // Set once signIn exists: the refusals below start a new sign-in from any step.
  const signInRef = useRef<(fresh?: boolean) => Promise<void>>(async () => {});

  /** The refusals every step shares: the session ran out (sign in again), or blocked. */
  const settled = useCallback((error: unknown): boolean => {
    const key = keyOf(error);
    if (key === 'liff.sessionRequired') {
      void signInRef.current();
      return true;
    }
    if (key === 'member.blocked') {
      setPhase({ step: 'blocked' });
      return true;
    }
    return false;
  }, []);

  const showCoupons = useCallback(
    async (verified: boolean) => {
      setPhase({ step: 'coupons', coupons: null, verified, error: null });
      try {
        const coupons = await loadCoupons();
        setPhase({ step: 'coupons', coupons, verified, error: null });
      } catch (error) {
        if (settled(error)) return;
        setPhase({ step: 'coupons', coupons: null, verified, error: errorText(keyOf(error)) });
      }
    },
    [errorText, settled],
  );

  const signIn = useCallback(
    async (fresh = false): Promise<void> => {
      setPhase({ step: 'signingIn' });
      let idToken: string;
      let from: 'fragment' | 'liff' | 'memory';
      try {
        const outcome = await lineIdToken(liffId, { fresh });
        if (outcome.kind === 'redirecting') return;
        if (outcome.kind === 'none') {
          if (!lastToken.current) return setPhase({ step: 'noLine' });
          idToken = lastToken.current;
          from = 'memory';
        } else {
          idToken = outcome.idToken;
          from = outcome.from;
        }
      } catch {
        return setPhase({ step: 'failed', error: errorText('line.unavailable') });
      }
      lastToken.current = idToken;
      try {
        const member = await startSession(idToken);
        setName(member.display_name);
        if (member.status === MEMBER_STATUS.blocked) return setPhase({ step: 'blocked' });
        if (member.status === MEMBER_STATUS.unverified)
          return setPhase({ step: 'phone', phone: '', error: null });
        await showCoupons(false);
      } catch (error) {
        const key = keyOf(error);
        if (key === 'member.blocked') return setPhase({ step: 'blocked' });
        // LIFF may hold on to an old token: once, log in again for a fresh one.
        if (key === 'line.idTokenInvalid' && from === 'liff' && !fresh)
          return signInRef.current(true);
        if (key === 'line.idTokenInvalid') lastToken.current = null;
        setPhase({ step: 'failed', error: errorText(key) });
      }
    },
    [liffId, errorText, showCoupons],
  );

  useEffect(() => {
    signInRef.current = signIn;
  }, [signIn]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn();
  }, [signIn]);

  async function askCode(phone: string, resend = false) {
    setBusy(true);
    try {
      await askPhoneCode(phone);
      setPhase({
        step: 'code',
        phone,
        error: null,
        notice: resend ? t('code.resent') : null,
      });
    } catch (error) {
      if (settled(error)) return;
      const key = keyOf(error);
      const text = key === 'common.invalidParameter' ? t('phone.invalid') : errorText(key);
      setPhase(
        resend
          ? { step: 'code', phone, error: text, notice: null }
          : { step: 'phone', phone, error: text },
      );
    } finally {
      setBusy(false);
    }
  }

  async function verifyCode(code: string) {
    if (phase.step !== 'code') return;
    setBusy(true);
    try {
      const member = await verifyPhoneCode(code);
      setName(member.display_name);
      await showCoupons(true);
    } catch (error) {
      if (settled(error)) return;
      setPhase({ ...phase, error: errorText(keyOf(error)), notice: null });
    } finally {
      setBusy(false);
    }
  }

  const on: LiffHandlers = {
    retry: () => void signIn(),
    askCode: (phone) => void askCode(phone),
    resendCode: () => {
      if (phase.step === 'code') void askCode(phase.phone, true);
    },
    changePhone: () => {
      if (phase.step === 'code') setPhase({ step: 'phone', phone: phase.phone, error: null });
    },
    verifyCode: (code) => void verifyCode(code),
    reloadCoupons: () => void showCoupons(phase.step === 'coupons' && phase.verified),
  };

  return <LiffView phase={phase} name={name} busy={busy} on={on} />;
}
