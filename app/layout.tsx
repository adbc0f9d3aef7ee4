import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { botCheckSiteKey } from '@/lib/auth/recaptcha';
import { BotCheckLoader } from '@/components/auth/bot-check-loader';
import { ChunkLoadGuard } from '@/components/layout/chunk-load-guard';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return {
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('tagline'),
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider>
          {children}
          <ChunkLoadGuard />
        </NextIntlClientProvider>
        {/* Spec section 1: the bot check loads at startup (off while its keys are empty). */}
        <BotCheckLoader siteKey={botCheckSiteKey()} />
      </body>
    </html>
  );
}
