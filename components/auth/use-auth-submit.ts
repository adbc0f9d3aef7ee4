'use client';
import { useState } from 'react';
import { api, ApiError } from '@/components/lib/api';
import { useFeedback } from '@/components/ui/feedback';

export interface AuthPostHandlers<T> {
  onSuccess: (reply: T) => void;
  /** Runs first on any failure (e.g. a used reCAPTCHA token is reset). */
  onFailure?: () => void;
  /** Shows an API error in the form itself; answers false to leave it to the error dialog. */
  onApiError?: (error: ApiError) => boolean;
}

/**
 * The request behind an auth form's submit button: a POST that a signed-out visitor may
 * make (a 401 is an answer, not a reason to go to /login). `busy` holds from the request
 * until it fails: a success leaves the form (another page, or the form's done view), so
 * the button stays in its loading state meanwhile. An error the form does not show itself
 * goes to the error dialog.
 */
export function useAuthSubmit() {
  const { showError } = useFeedback();
  const [busy, setBusy] = useState(false);

  async function post<T = unknown>(path: string, body: unknown, handlers: AuthPostHandlers<T>) {
    setBusy(true);
    try {
      const reply = await api<T>(path, { method: 'POST', body, allowUnauthorized: true });
      handlers.onSuccess(reply);
    } catch (error) {
      setBusy(false);
      handlers.onFailure?.();
      if (!(error instanceof ApiError && handlers.onApiError?.(error))) showError(error);
    }
  }

  return { busy, post };
}
