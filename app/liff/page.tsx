import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { LiffApp } from '@/components/liff/liff-app';
import { env } from '@/lib/env';

// The member's own page, opened from the seller's LINE Official Account (docs/members.md,
// LIFF). No back-office sign-in (lib/navigation/pages.ts, PUBLIC_PATHS): the member signs
// in with LINE; the LIFF app's id comes from the server's environment.

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('liffPage'))('title') };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#06c755',
};

export default function LiffPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <main className="mx-auto w-full max-w-md px-4 py-5" data-testid="liff-page">
        <LiffApp liffId={env().LINE_LIFF_ID ?? null} />
      </main>
    </div>
  );
}
