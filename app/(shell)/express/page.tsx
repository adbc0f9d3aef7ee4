import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { routeParcels, todayKey } from '@/lib/domain/express';
import { PageHeader } from '@/components/layout/page-header';
import { AssignPanel } from '@/components/express/assign-panel';
import { DriverScreen } from '@/components/express/driver-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('express') };
}

export default async function ExpressPage() {
  const ctx = await pageContext('/express');
  const day = todayKey();
  const [nav, t, parcels] = await Promise.all([
    getTranslations('nav'),
    getTranslations('express'),
    routeParcels(ctx.db, ctx.actor.enterpriseId, ctx.actor.userId, day),
  ]);
  return (
    <>
      <PageHeader title={nav('express')} subtitle={t('subtitle')} />
      <div className="space-y-6">
        <DriverScreen
          userId={ctx.actor.userId}
          initial={{ day, driver_id: ctx.actor.userId, parcels }}
        />
        {ctx.level('express') >= 3 ? <AssignPanel /> : null}
      </div>
    </>
  );
}
