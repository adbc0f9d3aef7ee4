import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { cashReport, listDrivers } from '@/lib/domain/express';
import { PageHeader } from '@/components/layout/page-header';
import { CashScreen } from '@/components/express/cash-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('expressCash') };
}

export default async function ExpressCashPage() {
  const ctx = await pageContext('/backoffice/express/cash');
  const [nav, t, report, drivers] = await Promise.all([
    getTranslations('nav'),
    getTranslations('express.cash'),
    cashReport(ctx.db, ctx.actor.enterpriseId, {}),
    listDrivers(ctx.db),
  ]);
  return (
    <>
      <PageHeader title={nav('expressCash')} subtitle={t('subtitle')} />
      <CashScreen initial={report} drivers={drivers} />
    </>
  );
}
