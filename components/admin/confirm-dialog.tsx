'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** "Are you sure?" before a change that cannot be taken back from this screen. */
export function ConfirmDialog(props: {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
}) {
  const t = useTranslations('feedback');
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            onClick={confirm}
            loading={busy}
            data-testid={props.testId ?? 'confirm-submit'}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{props.text}</p>
    </Dialog>
  );
}
