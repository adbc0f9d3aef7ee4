import type { DataTableFilter } from '@/components/data-table';

/** The list filter on active (1) or inactive (0), labelled from the screen's status.* messages. */
export const activeFilter = (
  t: (key: 'fields.status' | 'status.active' | 'status.inactive') => string,
): DataTableFilter => ({
  kind: 'select',
  key: 'active',
  label: t('fields.status'),
  options: [
    { value: 1, label: t('status.active') },
    { value: 0, label: t('status.inactive') },
  ],
});

/** The list filter on a row's type, each labelled from the screen's types.<value> message. */
export const typeFilter = (
  t: (key: 'fields.type' | `types.${string}`) => string,
  types: readonly number[],
): DataTableFilter => ({
  kind: 'select',
  key: 'type',
  label: t('fields.type'),
  options: types.map((v) => ({ value: v, label: t(`types.${v}`) })),
});
