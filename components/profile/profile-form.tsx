'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, withoutIssue, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { updateProfileInput } from '@/lib/domain/auth/schemas';

type Field = 'first_name' | 'last_name' | 'nick_name' | 'phone' | 'email';
export type ProfileValues = Record<Field, string>;

const FIELDS: ReadonlyArray<{ name: Field; type?: string; autoComplete: string }> = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'nick_name', autoComplete: 'nickname' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

/** Server errors that belong to one field. */
const FIELD_ERRORS: Record<string, Field> = {
  'user.duplicateEmail': 'email',
  'user.emailWrongFormat': 'email',
};

/** Edit your own name, nick name, phone and email (PUT /api/v1/profile). */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const t = useTranslations('profile');
  const issueText = useIssueText();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [values, setValues] = useState<ProfileValues>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(updateProfileInput, values, { phone: 'invalidPhone' });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await api('/api/v1/profile', { method: 'PUT', body: checked.data });
      notify('success', t('me.saved'));
      router.refresh(); // the navbar shows the new name
    } catch (e) {
      const field = e instanceof ApiError ? FIELD_ERRORS[e.msg] : undefined;
      if (field && e instanceof ApiError) setIssues({ [field]: { key: `errors.${e.msg}` } });
      else showError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          name={f.name}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete}
          label={t(`fields.${f.name}`)}
          value={values[f.name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [f.name]: e.target.value }));
            setIssues((all) => withoutIssue(all, f.name));
          }}
          error={issueText(issues[f.name])}
          data-testid={`profile-${f.name.replace('_', '-')}`}
        />
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" loading={busy} data-testid="profile-submit">
          {t('me.save')}
        </Button>
      </div>
    </form>
  );
}
