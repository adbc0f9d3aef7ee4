'use client';
import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type RowAction,
} from '@/components/data-table';
import { DeleteConfirm } from '@/components/crud/delete-confirm';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import {
  useRowAction,
  type ActionNotice,
  type RowActionRun,
} from '@/components/crud/use-row-action';

type Open<Row, Edit> =
  | { kind: 'create' }
  | { kind: 'edit'; row: Edit }
  | { kind: 'delete'; row: Row }
  /** A dialog of the screen's own (e.g. a product's label), by name. */
  | { kind: 'dialog'; name: string; row: Row };

/** What the screen's own parts may do: open its dialog of a name, run a row action. */
export interface MasterDataControls<Row> {
  openDialog: (name: string, row: Row) => void;
  run: <T>(action: RowActionRun<T>) => Promise<void>;
  busyId: number | null;
}

export interface MasterDataScreenProps<Row extends { id: number }, Edit> {
  /**
   * The screen's message namespace: actions, edit, delete, create, searchPlaceholder,
   * deleteTitle, deleteConfirm ({name}), and deleteNote or deleteHint (see `deleteNote`);
   * activate, deactivate with `toggleActive`; restore, restored with `restore`.
   */
  messages: string;
  /**
   * The prefix of the test ids: `<testId>-create`, `<testId>-delete-confirm`, and per row
   * `<testId>-actions-<id>`, `-edit-`, `-toggle-`, `-restore-`, `-delete-`.
   */
  testId: string;
  /** The list itself: endpoint, sort, filters, export and import, its own test id. */
  table: Omit<
    DataTableProps<Row>,
    'columns' | 'getRowId' | 'reloadToken' | 'actions' | 'searchPlaceholder'
  >;
  /** The data columns (memoised by the screen); the actions column comes last. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The create (`editing` null) or edit dialog. */
  form: (
    editing: Edit | null,
    done: {
      onClose: () => void;
      onSaved: () => void;
      openDialog: (name: string, row: Row) => void;
    },
  ) => ReactNode;
  /** Reads what the edit form needs (e.g. a whole account number) before it opens. */
  readForEdit?: (row: Row) => Promise<Edit>;
  /** The row's actions between edit and delete (e.g. print a label). */
  rowActions?: (row: Row, screen: MasterDataControls<Row>) => RowAction[];
  /** Activate or deactivate a row in place: PUT `{ active: !active }` on the row. */
  toggleActive?: (row: Row) => boolean;
  /** An archived row offers restore in place of delete: the call that brings it back. */
  restore?: { isArchived: (row: Row) => boolean; call: (row: Row) => Promise<unknown> };
  /**
   * The delete, answering the notice to show (e.g. "archived" when the server kept the
   * row); by default DELETE on the row and "deleted".
   */
  remove?: (row: Row) => Promise<ActionNotice>;
  /** What the delete question names the row by. */
  nameOf: (row: Row) => string;
  /** The note under the delete question: the warehouse's archive rule, or a short hint. */
  deleteNote: 'deleteNote' | 'deleteHint';
  /** The screen's own dialogs, opened by name from its row actions or its form. */
  dialogs?: (name: string, row: Row, close: () => void) => ReactNode;
  canCreate?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
}

/**
 * A master-data list (payment methods, sale channels, teams, storages, partners,
 * products...): the table with its create button, one actions menu per row (edit, the
 * screen's own actions, delete or restore), the create-or-edit dialog and the delete
 * question. The screen gives its columns, its form and what differs; the rest is here.
 */
export function MasterDataScreen<Row extends { id: number }, Edit = Row>(
  props: MasterDataScreenProps<Row, Edit>,
) {
  const { messages, testId, table, canCreate = true, canEdit = true, canDelete = true } = props;
  const t = useTranslations(messages);
  const tAll = useTranslations();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open<Row, Edit>>();
  const { busyId, run, load } = useRowAction({ refresh, close });
  const openDialog = (name: string, row: Row) => setOpen({ kind: 'dialog', name, row });
  const rowUrl = (row: Row) => `${table.endpoint}/${row.id}`;

  const openEdit = (row: Row) =>
    props.readForEdit
      ? load(
          row.id,
          () => props.readForEdit!(row),
          (edit) => setOpen({ kind: 'edit', row: edit }),
        )
      : setOpen({ kind: 'edit', row: row as unknown as Edit });

  const remove = (row: Row) =>
    props.remove
      ? run({ call: () => props.remove!(row), success: (notice) => notice, close: 'always' })
      : run({
          call: () => api(rowUrl(row), { method: 'DELETE' }),
          success: tAll('errors.common.deleteSuccess'),
          close: 'always',
        });

  function actionsOf(row: Row): RowAction[] {
    const actions: RowAction[] = [];
    if (canEdit)
      actions.push({
        label: t('edit'),
        onClick: () => void openEdit(row),
        testId: `${testId}-edit-${row.id}`,
      });
    if (props.toggleActive) {
      const active = props.toggleActive(row);
      actions.push({
        label: active ? t('deactivate') : t('activate'),
        onClick: () =>
          void run({
            call: () => api(rowUrl(row), { method: 'PUT', body: { active: !active } }),
            success: tAll('errors.common.updateSuccess'),
            busyId: row.id,
          }),
        testId: `${testId}-toggle-${row.id}`,
      });
    }
    actions.push(...(props.rowActions?.(row, { openDialog, run, busyId }) ?? []));
    const restore = props.restore;
    if (restore?.isArchived(row))
      actions.push({
        label: t('restore'),
        onClick: () => void run({ call: () => restore.call(row), success: t('restored') }),
        testId: `${testId}-restore-${row.id}`,
      });
    else if (canDelete)
      actions.push({
        label: t('delete'),
        onClick: () => setOpen({ kind: 'delete', row }),
        danger: true,
        testId: `${testId}-delete-${row.id}`,
      });
    return actions;
  }

  const columns = useMemo(
    () => [
      ...props.columns,
      actionsColumn<Row>(t('actions'), (row) => ({
        busy: busyId === row.id,
        testId: `${testId}-actions-${row.id}`,
        actions: actionsOf(row),
      })),
    ],
    // actionsOf closes over stable setters, the translators and the screen's props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.columns, t, busyId, testId, canEdit, canDelete],
  );

  return (
    <div className="space-y-4">
      <DataTable
        {...table}
        columns={columns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t('searchPlaceholder')}
        reloadToken={reload}
        actions={
          canCreate ? (
            <Button onClick={() => setOpen({ kind: 'create' })} data-testid={`${testId}-create`}>
              {t('create')}
            </Button>
          ) : undefined
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') &&
        props.form(open.kind === 'edit' ? open.row : null, {
          onClose: close,
          onSaved: refresh,
          openDialog,
        })}
      {open?.kind === 'dialog' && props.dialogs?.(open.name, open.row, close)}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages={messages}
          values={{ name: props.nameOf(open.row) }}
          note={props.deleteNote}
          onConfirm={() => remove(open.row)}
          onClose={close}
          testId={`${testId}-delete-confirm`}
        />
      )}
    </div>
  );
}
