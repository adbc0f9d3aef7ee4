'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { ButtonLink } from '@/components/ui/button-link';
import { LIST_HREF, viewHref } from '@/components/po/po-action';
import { fetchPo } from '@/components/po/po-api';
import { PoForm } from '@/components/po/po-form';
import { PoReceiveScreen } from '@/components/po/po-receive-screen';
import { PoViewScreen } from '@/components/po/po-view-screen';
import { PO_STATUS, type PoDetail, type PoOption } from '@/components/po/po-types';

export type Loaded =
  { kind: 'loading' } | { kind: 'ready'; po: PoDetail } | { kind: 'failed'; msg: string };

/**
 * One PO's screen (view, edit or receive), its PO read from GET /api/v1/wms/po/detail; a
 * PO of another enterprise, or none, is "not found". Editing is for drafts only.
 */
export function PoScreenLoader(props: {
  id: number;
  screen: 'view' | 'edit' | 'receive';
  level: number;
  partners?: readonly PoOption[];
  storages?: readonly PoOption[];
}) {
  const { id } = props;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    fetchPo(id, abort.signal)
      .then((po) => setLoaded({ kind: 'ready', po }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded({
          kind: 'failed',
          msg: error instanceof ApiError ? error.msg : 'common.systemError',
        });
      });
    return () => abort.abort();
  }, [id]);

  return <PoScreenBody {...props} loaded={loaded} />;
}

/** The loader's drawing, apart so the render tests can draw each state. */
export function PoScreenBody({
  screen,
  level,
  partners = [],
  storages = [],
  loaded,
}: {
  screen: 'view' | 'edit' | 'receive';
  level: number;
  partners?: readonly PoOption[];
  storages?: readonly PoOption[];
  loaded: Loaded;
}) {
  const t = useTranslations('poScreens');
  const tErrors = useTranslations('errors');
  if (loaded.kind === 'loading')
    return (
      <p className="py-10 text-center text-sm text-slate-500" data-testid="po-loading">
        {t('loading')}
      </p>
    );
  if (loaded.kind === 'failed')
    return (
      <div className="space-y-3 py-10 text-center" data-testid="po-load-error">
        <p className="text-red-700">
          {tErrors.has(loaded.msg) ? tErrors(loaded.msg) : tErrors('common.systemError')}
        </p>
        <ButtonLink variant="secondary" href={LIST_HREF}>
          {t('backToList')}
        </ButtonLink>
      </div>
    );
  const { po } = loaded;
  if (screen === 'view') return <PoViewScreen key={po.id} po={po} level={level} />;
  if (screen === 'receive') return <PoReceiveScreen key={po.id} po={po} level={level} />;
  if (po.status !== PO_STATUS.Draft)
    return (
      <div className="space-y-3 py-10 text-center" data-testid="po-not-draft">
        <p>{t('form.notDraft', { number: po.po_number })}</p>
        <ButtonLink variant="secondary" href={viewHref(po.id)}>
          {t('form.openPo')}
        </ButtonLink>
      </div>
    );
  return <PoForm key={po.id} po={po} partners={partners} storages={storages} />;
}
