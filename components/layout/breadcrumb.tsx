'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { buildBreadcrumb } from '@/lib/navigation/breadcrumb';

/** The trail of route titles for the current path. */
export function Breadcrumb({ homeHref }: { homeHref: string }) {
  const t = useTranslations('nav');
  const crumbs = buildBreadcrumb(usePathname(), homeHref);
  return (
    <nav
      aria-label={t('breadcrumbLabel')}
      data-testid="breadcrumb"
      className="mb-4 text-sm text-slate-500"
    >
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.title}-${index}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden>/</span>}
              {crumb.href && !last ? (
                <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
                  {t(crumb.title)}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-semibold text-slate-800' : undefined}
                >
                  {t(crumb.title)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
