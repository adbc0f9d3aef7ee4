'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { api } from '@/components/lib/api';
import { useFeedback } from '@/components/ui/feedback';

/**
 * The order shown (first from the server page) and its actions: `run` sends one call,
 * toasts its success, then reads the order again so every block shows the new state.
 */
export function useOrderDetail(initial: OrderDetail) {
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [order, setOrder] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const res = await api<{ Datum: OrderDetail }>('/api/v1/orders/detail', {
        query: { id: initial.id },
      });
      setOrder(res.Datum);
    } catch (e) {
      showError(e);
    }
  }, [initial.id, showError]);

  /** Runs an action; true when it succeeded (the caller closes its dialog then). */
  const run = useCallback(
    async (name: string, call: () => Promise<unknown>, success?: string): Promise<boolean> => {
      setBusy(name);
      try {
        await call();
        notify('success', success ?? tAll('errors.common.updateSuccess'));
        await reload();
        return true;
      } catch (e) {
        showError(e);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [notify, showError, reload, tAll],
  );

  return { order, busy, run, reload };
}

export type OrderDetailState = ReturnType<typeof useOrderDetail>;
