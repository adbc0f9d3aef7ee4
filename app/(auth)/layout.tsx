import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FeedbackProvider } from '@/components/ui/feedback';
import { LanguageSwitch } from '@/components/layout/language-switch';

const BUILD_VERSION = process.env.NEXT_PUBLIC_BUILD_VERSION ?? 'dev';

/** The pages that need no sign-in: product name, EN/TH, the page, year and build version. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations();
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(
    new Date(),
  );
  return (
    <FeedbackProvider>
      <div className="flex min-h-screen flex-col bg-linear-to-b from-brand-50 to-slate-50">
        <header className="mx-auto flex w-full max-w-6xl items-center gap-4 px-4 py-4">
          <Link href="/home" className="text-xl font-semibold text-brand-700">
            {t('app.name')}
          </Link>
          <div className="ml-auto">
            <LanguageSwitch persist="cookie" />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center">
          {children}
        </main>
        <footer className="px-4 py-5 text-center text-xs text-slate-500" data-testid="auth-footer">
          {t('layout.footer', { year, name: t('app.name'), version: BUILD_VERSION })}
        </footer>
      </div>
    </FeedbackProvider>
  );
}
