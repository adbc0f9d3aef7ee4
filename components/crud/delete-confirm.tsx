'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// Shown only while a delete is asked: the dialog library loads then, not with the list
// (the first-load budget of the screens).
const ConfirmDialog = dynamic(() =>
  import('@/components/admin/confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * "Delete this?" with what a delete means on that list under the question, so that no one
 * deletes expecting something else. `messages` names the screen's namespace with
 * deleteTitle, deleteConfirm (given `values`) and delete, and the note: `deleteNote` on a
 * warehouse list (kept as archived when it has history, refused while stock remains), shown
 * on its own line; `deleteHint` elsewhere (refused while something uses it), after the
 * question.
 */
export function DeleteConfirm({
  messages,
  values,
  onConfirm,
  onClose,
  testId,
  note = 'deleteNote',
}: {
  messages: string;
  note?: 'deleteNote' | 'deleteHint';
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
        note === 'deleteHint' ? (
          `${t('deleteConfirm', values)} ${t('deleteHint')}`
        ) : (
          <>
            {t('deleteConfirm', values)}
            <span className="mt-2 block text-slate-500">{t('deleteNote')}</span>
          </>
        )
      }
      confirmLabel={t('delete')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
      testId={testId}
    />
  );
}
