'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { useFeedback } from '@/components/ui/feedback';
import { withoutIssue, type FieldIssues } from '@/components/ui/validate';

/**
 * The state and the save of a create-or-edit form dialog: the form's values, the issue of
 * each field (from the zod check of components/ui/validate.ts or from the server), the
 * pending state, and the save that toasts the translated success, tells the screen and
 * closes the dialog.
 */
export function useFormDialog<F extends object, T = void>(options: {
  initial: () => F;
  creating: boolean;
  /** Server answers that belong to one field (message key → field): shown under that field. */
  fieldErrors?: Record<string, keyof F & string>;
  onSaved: (saved: T) => void;
  onClose: () => void;
}) {
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [form, setForm] = useState<F>(options.initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);

  /** Changes one field and forgets its issue. */
  const set = <K extends keyof F & string>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setIssues((all) => withoutIssue(all, key));
  };

  /** Sends the checked form; a server answer of one field goes under it, any other is shown. */
  async function save(call: () => Promise<T>) {
    setSaving(true);
    try {
      const saved = await call();
      notify(
        'success',
        tAll(options.creating ? 'errors.common.createSuccess' : 'errors.common.editSuccess'),
      );
      options.onSaved(saved);
      options.onClose();
    } catch (error) {
      const field = error instanceof ApiError ? options.fieldErrors?.[error.msg] : undefined;
      if (field && error instanceof ApiError)
        setIssues({ [field]: { key: `errors.${error.msg}` } });
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  return { form, setForm, set, issues, setIssues, saving, save };
}
