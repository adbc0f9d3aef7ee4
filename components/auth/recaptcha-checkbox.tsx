'use client';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import Script from 'next/script';
import { useLocale } from 'next-intl';

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
      if (window.__onRecaptchaLoad === render) delete window.__onRecaptchaLoad;
    };
  }, [siteKey, locale]);

  return (
    <>
      <Script
        src="https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit"
        strategy="afterInteractive"
      />
      <div ref={box} data-testid="recaptcha" className="min-h-[78px]" />
    </>
  );
});
