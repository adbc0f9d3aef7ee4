'use client';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

// Every signed-in page carries this provider: the dialog library loads only when an error
// is first shown (the first-load budget of quality-bars).
const Dialog = dynamic(() => import('@/components/ui/dialog').then((m) => m.Dialog), {
  ssr: false,
});

/** Spec section 9: notifications close by themselves after 5000 ms. */
export const NOTIFICATION_MS = 5000;

type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
interface Feedback {
  notify: (kind: ToastKind, text: string) => void;
  /** The error dialog: the translated Msg, and the Cause for system errors. */
  showError: (error: unknown) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * The title of the error dialog: the spec's generic failure text of what the person was
 * doing (a POST creates, a PUT or PATCH edits, a DELETE deletes), else the plain "Error".
 */
export function errorTitleKey(method: string): string {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'errors.common.createFailed';
    case 'PUT':
    case 'PATCH':
      return 'errors.common.updateFailed';
    case 'DELETE':
      return 'errors.common.deleteFailed';
    default:
      return 'feedback.errorTitle';
  }
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [error, setError] = useState<{ title: string; text: string } | null>(null);
  const nextId = useRef(1);

  const notify = useCallback((kind: ToastKind, text: string) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { id, kind, text }]);
    window.setTimeout(() => setToasts((all) => all.filter((x) => x.id !== id)), NOTIFICATION_MS);
  }, []);

  const showError = useCallback(
    (e: unknown) => {
      if (e instanceof ApiError) {
        if (e.status === 401) return; // already on the way to /login
        const title = t(errorTitleKey(e.method));
        if (e.status === 0) {
          setError({ title, text: t('errors.common.networkError') });
          return;
        }
        const key = `errors.${e.msg}`;
        const translated = t.has(key) ? t(key) : t('errors.common.systemError');
        const text = e.msg === 'common.systemError' && e.causeText ? e.causeText : translated;
        setError({ title, text });
        return;
      }
      setError({ title: t('feedback.errorTitle'), text: t('errors.common.systemError') });
    },
    [t],
  );

  const value = useMemo(() => ({ notify, showError }), [notify, showError]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div
        className="pointer-events-none fixed right-4 top-4 z-[60] flex w-80 flex-col gap-2"
        aria-live="polite"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className={cn(
              'pointer-events-auto rounded-md px-4 py-3 text-sm text-white shadow-lg',
              toast.kind === 'success' && 'bg-emerald-600',
              toast.kind === 'error' && 'bg-red-600',
              toast.kind === 'info' && 'bg-slate-800',
            )}
          >
            {toast.text}
          </div>
        ))}
      </div>
      {error !== null && (
        <Dialog
          open
          onOpenChange={(open) => !open && setError(null)}
          title={error?.title ?? ''}
          footer={<Button onClick={() => setError(null)}>{t('feedback.ok')}</Button>}
        >
          <p className="text-sm text-slate-700" data-testid="error-dialog-text">
            {error?.text}
          </p>
        </Dialog>
      )}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const ctx = useContext(FeedbackContext);
  if (!ctx) throw new Error('useFeedback outside FeedbackProvider');
  return ctx;
}
