'use client';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import Script from 'next/script';
import { useLocale } from 'next-intl';
import { RECAPTCHA_SCRIPT_URL } from '@/components/auth/bot-check-loader';

interface Grecaptcha {
  render: (
    el: HTMLElement,
    opts: {
      sitekey: string;
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

export interface RecaptchaHandle {
  reset: () => void;
}

interface Props {
  siteKey: string;
  onToken: (token: string) => void;
}

/** The reCAPTCHA v2 checkbox, loaded only when the server passes a site key. */
export const RecaptchaCheckbox = forwardRef<RecaptchaHandle, Props>(function RecaptchaCheckbox(
  { siteKey, onToken },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const tokenHandler = useRef(onToken);
  const locale = useLocale();

  useEffect(() => {
    tokenHandler.current = onToken;
  }, [onToken]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widget.current !== null) window.grecaptcha?.reset(widget.current);
      tokenHandler.current('');
    },
  }));

  useEffect(() => {
    const render = () => {
      if (!box.current || widget.current !== null || !window.grecaptcha?.render) return;
      widget.current = window.grecaptcha.render(box.current, {
        sitekey: siteKey,
        hl: locale,
        callback: (token) => tokenHandler.current(token),
        'expired-callback': () => tokenHandler.current(''),
      });
    };
    // Already loaded by an earlier visit to the page: render now; else when the script calls back.
    if (window.grecaptcha?.render) render();
    else window.__onRecaptchaLoad = render;
    return () => {
      // Back to the loader's no-op: the script, still loading, calls it by name.
      if (window.__onRecaptchaLoad === render) window.__onRecaptchaLoad = () => undefined;
    };
  }, [siteKey, locale]);

  return (
    <>
      <Script id="recaptcha-api" src={RECAPTCHA_SCRIPT_URL} strategy="afterInteractive" />
      <div ref={box} data-testid="recaptcha" className="min-h-[78px]" />
    </>
  );
});
