'use client';
import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { GROUP_IDS } from '@/lib/auth/permissions';
import {
  createUserInput,
  updateUserInput,
  userEmailFormat,
  USER_TYPES,
  type UserDetail,
} from '@/lib/domain/admin/schemas';
import type { UserFormOptions } from '@/lib/domain/admin/users';
import { api } from '@/components/lib/api';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';
import { RoleGrid, type RoleGridValue } from '@/components/admin/role-grid';
import { useFormDialog } from '@/components/crud/use-form-dialog';

interface FormState {
  fname: string;
  lname: string;
  nick_name: string;
  username: string;
  email: string;
  phone: string;
  group_id: string;
  user_type: string;
  team_id: string;
  department_id: string;
  sale_channel_id: string;
  is_special: boolean;
  is_employee: boolean;
  is_read_only: boolean;
  roles: RoleGridValue;
  password: string;
}

function initialState(user: UserDetail | null): FormState {
  return {
    fname: user?.first_name ?? '',
    lname: user?.last_name ?? '',
    nick_name: user?.nick_name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    group_id: String(user?.group_id ?? 3),
    user_type: String(user?.user_type ?? 1),
    team_id: user?.team_id ? String(user.team_id) : '',
    department_id: user?.department_id ? String(user.department_id) : '',
    sale_channel_id: user?.sale_channel_id ? String(user.sale_channel_id) : '',
    is_special: user?.is_special ?? false,
    is_employee: user?.is_employee ?? false,
    is_read_only: user?.is_read_only ?? false,
    roles: (user?.roles ?? {}) as RoleGridValue,
    password: '',
  };
}

const idOrNull = (v: string) => (v ? Number(v) : null);

/** The spec's flags of a user, each with what it means (messages "lastScreens.userFlags"). */
const FLAGS = [
  ['is_special', 'special'],
  ['is_employee', 'employee'],
  ['is_read_only', 'readOnly'],
] as const satisfies ReadonlyArray<readonly [keyof FormState, string]>;
const OVERRIDES = { password: 'passwordRule', phone: 'invalidPhone' };

/** Server errors that belong to one field of the form. */
const FIELD_ERRORS: Record<string, keyof FormState> = {
  'user.duplicateUsername': 'username',
  'user.duplicateEmail': 'email',
  'user.emailWrongFormat': 'email',
};

/** The create and edit form of a user (edit has no password: that is its own dialog). */
export function UserFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create. */
  user: UserDetail | null;
  options: UserFormOptions;
  onSaved: () => void;
}) {
  const { user, options } = props;
  const t = useTranslations('users');
  const tFlags = useTranslations('lastScreens.userFlags');
  const issueText = useIssueText();
  const creating = user === null;
  const { form, set, issues, setIssues, saving, save } = useFormDialog({
    initial: () => initialState(user),
    creating,
    fieldErrors: FIELD_ERRORS,
    onSaved: props.onSaved,
    onClose: () => props.onOpenChange(false),
  });
  const err = (field: string) => issueText(issues[field]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      fname: form.fname,
      lname: form.lname,
      nick_name: form.nick_name,
      username: form.username,
      email: form.email,
      phone: form.phone,
      group_id: Number(form.group_id),
      user_type: Number(form.user_type),
      team_id: idOrNull(form.team_id),
      department_id: idOrNull(form.department_id),
      sale_channel_id: idOrNull(form.sale_channel_id),
      is_special: form.is_special,
      is_employee: form.is_employee,
      is_read_only: form.is_read_only,
      roles: form.roles,
      ...(creating ? { password: form.password } : {}),
    };
    const checked = validate(creating ? createUserInput : updateUserInput, body, OVERRIDES);
    const found: FieldIssues = checked.ok ? {} : { ...checked.issues };
    if (!found.email && !userEmailFormat.safeParse(form.email).success)
      found.email = { key: 'invalidEmail' };
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      if (creating) await api('/api/v1/admin/users', { method: 'POST', body });
      else await api(`/api/v1/admin/users/${user.id}`, { method: 'PUT', body });
    });
  }

  const groupOptions = GROUP_IDS.map((g) => ({ value: g, label: t(`groups.${g}`) }));
  const typeOptions = USER_TYPES.map((v) => ({ value: v, label: t(`userTypes.${v}`) }));
  const none = { value: '', label: t('none') };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={creating ? t('createTitle') : t('editTitle', { username: user.username })}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="user-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('fields.fname')}
            value={form.fname}
            onChange={(e) => set('fname', e.target.value)}
            error={err('fname')}
            data-testid="user-form-fname"
            autoComplete="off"
          />
          <TextField
            label={t('fields.lname')}
            value={form.lname}
            onChange={(e) => set('lname', e.target.value)}
            error={err('lname')}
            data-testid="user-form-lname"
            autoComplete="off"
          />
          <TextField
            label={t('fields.nickName')}
            value={form.nick_name}
            onChange={(e) => set('nick_name', e.target.value)}
            error={err('nick_name')}
            data-testid="user-form-nick-name"
            autoComplete="off"
          />
          <TextField
            label={t('fields.username')}
            value={form.username}
            onChange={(e) => set('username', e.target.value)}
            error={err('username')}
            hint={t('usernameHint')}
            data-testid="user-form-username"
            autoComplete="off"
          />
          <TextField
            label={t('fields.email')}
            type="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            error={err('email')}
            data-testid="user-form-email"
            autoComplete="off"
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={err('phone')}
            data-testid="user-form-phone"
            autoComplete="off"
          />
          <SelectField
            label={t('fields.group')}
            value={form.group_id}
            onChange={(e) => set('group_id', e.target.value)}
            options={groupOptions}
            error={err('group_id')}
            data-testid="user-form-group"
          />
          <SelectField
            label={t('fields.userType')}
            value={form.user_type}
            onChange={(e) => set('user_type', e.target.value)}
            options={typeOptions}
            error={err('user_type')}
            data-testid="user-form-user-type"
          />
          <SelectField
            label={t('fields.team')}
            value={form.team_id}
            onChange={(e) => set('team_id', e.target.value)}
            options={[none, ...options.teams.map((o) => ({ value: o.id, label: o.name }))]}
            error={err('team_id')}
            data-testid="user-form-team"
          />
          <SelectField
            label={t('fields.department')}
            value={form.department_id}
            onChange={(e) => set('department_id', e.target.value)}
            options={[none, ...options.departments.map((o) => ({ value: o.id, label: o.name }))]}
            error={err('department_id')}
            data-testid="user-form-department"
          />
          <SelectField
            label={t('fields.saleChannel')}
            value={form.sale_channel_id}
            onChange={(e) => set('sale_channel_id', e.target.value)}
            options={[none, ...options.saleChannels.map((o) => ({ value: o.id, label: o.name }))]}
            error={err('sale_channel_id')}
            data-testid="user-form-sale-channel"
          />
          {creating && (
            <TextField
              label={t('fields.password')}
              type="password"
              value={form.password}
              onChange={(e) => set('password', e.target.value)}
              error={err('password')}
              hint={t('passwordHint')}
              data-testid="user-form-password"
              autoComplete="new-password"
            />
          )}
        </div>
        <fieldset className="space-y-2" data-testid="user-form-flags">
          <legend className="text-sm font-semibold text-slate-700">{tFlags('legend')}</legend>
          {FLAGS.map(([field, key]) => (
            <label key={field} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={form[field]}
                onChange={(e) => set(field, e.target.checked)}
                data-testid={`user-form-${field.replace(/_/g, '-')}`}
              />
              <span>
                <span className="font-medium">
                  {key === 'special' ? t('fields.isSpecial') : tFlags(key)}
                </span>
                <span className="block text-slate-600">{tFlags(`${key}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {(form.group_id === '1' || form.group_id === '2') && (
          <p className="text-sm text-slate-600">{t('rolesAllForGroup')}</p>
        )}
        <RoleGrid value={form.roles} onChange={(roles) => set('roles', roles)} />
        {issues.roles && <p className="text-sm text-red-600">{issueText(issues.roles)}</p>}
        <DialogFormActions
          onCancel={() => props.onOpenChange(false)}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="user-form-submit"
        />
      </form>
    </Dialog>
  );
}
