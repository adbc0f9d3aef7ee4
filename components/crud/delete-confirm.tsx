'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// Shown only while a delete is asked: the dialog library loads then, not with the list
// (the first-load budget of quality-bars).
const ConfirmDialog = dynamic(() =>
  import('@/components/admin/confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * "Delete this?" on a warehouse list, with what a delete means there (kept as archived
 * when it has history, refused while stock remains) under the question, so that no one
 * deletes expecting the record gone. `messages` names the screen's namespace with
 * deleteTitle, deleteConfirm (given `values`), deleteNote and delete.
 */
export function DeleteConfirm({
  messages,
  values,
  onConfirm,
  onClose,
  testId,
}: {
  messages: string;
  values: Record<string, string | number>;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId: string;
}) {
  const t = useTranslations(messages);
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      text={
        <>
          {t('deleteConfirm', values)}
          <span className="mt-2 block text-slate-500">{t('deleteNote')}</span>
        </>
      }
      confirmLabel={t('delete')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
      testId={testId}
    />
  );
}
