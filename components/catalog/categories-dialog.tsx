'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { categoryInput, type CategoryRow } from '@/lib/domain/catalog/schemas';
import { DebouncedInput, formatNumber, type ListEnvelope } from '@/components/data-table';
import { api, ApiError } from '@/components/lib/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { validate, type FieldIssues } from '@/components/ui/validate';
import { useIssueText } from '@/components/layout/use-issue-text';

/**
 * Product categories: list with product counts, create, rename, delete (refused while
 * products use one: category.inUse).
 */
export function CategoriesDialog({
  onClose,
  onChanged,
  canManage,
}: {
  onClose: () => void;
  onChanged: () => void;
  canManage: boolean;
}) {
  const t = useTranslations('categories');
  const tAll = useTranslations();
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const issueText = useIssueText();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [editing, setEditing] = useState<CategoryRow | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [issues, setIssues] = useState<FieldIssues>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);

  const [reload, setReload] = useState(0);
  const load = () => setReload((n) => n + 1);

  useEffect(() => {
    const controller = new AbortController();
    api<ListEnvelope<CategoryRow>>('/api/v1/products/category', {
      query: { q, limit: 100, sort: 'name' },
      signal: controller.signal,
    })
      .then((res) => {
        setRows(res.data);
        setTotal(res.total);
      })
      .catch((error) => {
        if ((error as Error).name !== 'AbortError') showError(error);
      });
    return () => controller.abort();
  }, [q, reload, showError]);

  function startEdit(row: CategoryRow | null) {
    setEditing(row);
    setName(row?.name ?? '');
    setDescription(row?.description ?? '');
    setIssues({});
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { name, description };
    const checked = validate(categoryInput, body);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setSaving(true);
    try {
      if (editing) await api(`/api/v1/products/category/${editing.id}`, { method: 'PUT', body });
      else await api('/api/v1/products/category', { method: 'POST', body });
      notify(
        'success',
        tAll(editing ? 'errors.common.editSuccess' : 'errors.common.createSuccess'),
      );
      startEdit(null);
      load();
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.msg === 'category.duplicate')
        setIssues({ name: { key: 'errors.category.duplicate' } });
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  async function remove(row: CategoryRow) {
    try {
      await api(`/api/v1/products/category/${row.id}`, { method: 'DELETE' });
      notify('success', tAll('errors.common.deleteSuccess'));
      setDeleting(null);
      load();
      onChanged();
    } catch (error) {
      setDeleting(null);
      showError(error);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('title')} wide>
      <div className="space-y-4" data-testid="categories-dialog">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField
            label={editing ? t('editName', { name: editing.name }) : t('fields.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setIssues({});
            }}
            error={issueText(issues.name)}
            data-testid="category-form-name"
            autoComplete="off"
          />
          <TextField
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={issueText(issues.description)}
            data-testid="category-form-description"
            autoComplete="off"
          />
          <div className="flex gap-2 sm:pt-6">
            <Button type="submit" loading={saving} data-testid="category-form-submit">
              {editing ? t('save') : t('create')}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => startEdit(null)}>
                {tAll('feedback.cancel')}
              </Button>
            )}
          </div>
        </form>
        <DebouncedInput
          value={q}
          onChange={setQ}
          ariaLabel={t('search')}
          placeholder={t('search')}
          type="search"
          className="w-full sm:w-64"
          testId="categories-search"
        />
        <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
              <tr>
                <th className="px-3 py-2">{t('fields.name')}</th>
                <th className="px-3 py-2">{t('fields.description')}</th>
                <th className="px-3 py-2 text-right">{t('fields.productCount')}</th>
                <th className="px-3 py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows?.map((row) => (
                <tr key={row.id} data-testid="category-row" data-category-id={row.id}>
                  <td className="px-3 py-2 font-semibold text-slate-900">{row.name}</td>
                  <td className="px-3 py-2 text-slate-600">{row.description}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(row.product_count, locale)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => startEdit(row)}
                      data-testid={`category-edit-${row.id}`}
                    >
                      {t('edit')}
                    </Button>
                    {canManage && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700"
                        onClick={() => setDeleting(row)}
                        data-testid={`category-delete-${row.id}`}
                      >
                        {t('delete')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {rows && rows.length === 0 && (
                <tr>
                  <td
                    colSpan={4}
                    className="px-3 py-6 text-center text-slate-500"
                    data-testid="categories-empty"
                  >
                    {t('empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {rows && total > rows.length && (
          <p className="text-xs text-slate-500">{t('more', { shown: rows.length, total })}</p>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteConfirm', { name: deleting.name })}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="category-delete-confirm"
        />
      )}
    </Dialog>
  );
}
