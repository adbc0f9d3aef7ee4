import type { ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import type { UserRow } from '@/lib/domain/admin/schemas';

/** The columns of the users export, headed in the actor's language. */
export function userExportColumns(locale: string): ExportColumn<UserRow>[] {
  const t = (key: string) => messageText(locale, key);
  return [
    { header: t('export.columns.id'), value: (u) => u.id, width: 8 },
    { header: t('users.fields.username'), value: (u) => u.username, width: 20 },
    { header: t('users.fields.fname'), value: (u) => u.first_name, width: 20 },
    { header: t('users.fields.lname'), value: (u) => u.last_name, width: 20 },
    { header: t('users.fields.nickName'), value: (u) => u.nick_name },
    { header: t('users.fields.email'), value: (u) => u.email, width: 28 },
    { header: t('users.fields.phone'), value: (u) => u.phone, width: 16 },
    { header: t('users.fields.group'), value: (u) => t(`users.groups.${u.group_id}`), width: 14 },
    { header: t('users.fields.status'), value: (u) => t(`users.status.${u.status}`) },
    {
      header: t('users.fields.lastLogin'),
      value: (u) => (u.last_login_at ? new Date(u.last_login_at) : null),
      width: 20,
    },
    { header: t('export.columns.createdAt'), value: (u) => new Date(u.created_at), width: 20 },
  ];
}
