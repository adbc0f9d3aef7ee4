'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { loginInput } from '@/lib/domain/auth/schemas';
import {
  INLINE_LOGIN_ERRORS,
  continueAfterSignIn,
  type LoginReply,
} from '@/components/auth/after-sign-in';
import { useAuthSubmit } from '@/components/auth/use-auth-submit';

/**
 * Signs in through /api/auth/login and continues to the return URL. A refused sign-in
 * (wrong password, blocked user, ...) becomes `error`, the translated line under the form.
 */
export function useSignIn(returnUrl: string | null) {
  const t = useTranslations();
  const { busy, post } = useAuthSubmit();
  const [error, setError] = useState<string | null>(null);

  function signIn(body: z.output<typeof loginInput>, onFailure?: () => void) {
    return post<LoginReply>('/api/auth/login', body, {
      onSuccess: (reply) => continueAfterSignIn(reply.Datum.user, returnUrl),
      onFailure,
      onApiError: (e) => {
        if (!INLINE_LOGIN_ERRORS.has(e.msg)) return false;
        setError(t(`errors.${e.msg}`));
        return true;
      },
    });
  }

  return { busy, error, setError, signIn };
}
