import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { loadPoPartners, loadPoStorages } from '@/lib/pages/po/po-form-options';
import { PageHeader } from '@/components/layout/page-header';
import { PoForm } from '@/components/po/po-form';
import { PoScreenLoader } from '@/components/po/po-screen-loader';
import { poAction } from '@/components/po/po-action';

const TITLES = {
  create: 'poForm',
  edit: 'poForm',
  view: 'poDetail',
  receive: 'poReceive',
} as const;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ action: string }>;
}): Promise<Metadata> {
  const action = poAction((await params).action);
  return { title: (await getTranslations('nav'))(TITLES[action?.kind ?? 'view']) };
}

/**
 * /backoffice/po/create, edit-{id} (a draft), receive-{id} (po 2) and view-{id} (po 1,
 * its own entry in lib/navigation/pages.ts); any other action is not found, and so is
 * another enterprise's PO (its detail call answers 404).
 */
export default async function PoActionPage({ params }: { params: Promise<{ action: string }> }) {
  const { action: raw } = await params;
  const { db, level } = await pageContext(`/backoffice/po/${raw}`);
  const action = poAction(raw);
  if (!action) notFound();
  const form = action.kind === 'create' || action.kind === 'edit';
  const [options, nav, t] = await Promise.all([
    form ? Promise.all([loadPoPartners(db), loadPoStorages(db)]) : null,
    getTranslations('nav'),
    getTranslations('poScreens'),
  ]);
  const [partners, storages] = options ?? [[], []];
  return (
    <>
      <PageHeader
        title={nav(TITLES[action.kind])}
        subtitle={action.kind === 'receive' ? t('receive.subtitle') : undefined}
      />
      {action.kind === 'create' ? (
        <PoForm po={null} partners={partners} storages={storages} />
      ) : (
        <PoScreenLoader
          id={action.id}
          screen={action.kind}
          level={level('po')}
          partners={partners}
          storages={storages}
        />
      )}
    </>
  );
}
