import { getTranslations } from 'next-intl/server';
import type { Refusal } from '@/lib/navigation/refusal';

/** Which screen was refused and what it needs (the areas and levels, admin or operator). */
export async function RefusalText({ refusal }: { refusal: Refusal }) {
  const [t, nav, users, flags] = await Promise.all([
    getTranslations('layout.forbidden'),
    getTranslations('nav'),
    getTranslations('users'),
    getTranslations('lastScreens.userFlags'),
  ]);
  const need = refusal.requirement;
  let needs: string | null = null;
  if (need?.kind === 'admin') needs = t('needsAdmin');
  else if (need?.kind === 'operator') needs = t('needsOperator');
  else if (need?.kind === 'areas') {
    const rights = need.areas
      .map((r) => t('right', { area: users(`areas.${r.area}`), level: users(`levels.${r.level}`) }))
      .join(` ${t('or')} `);
    needs = t('needsRights', { rights });
    if (need.employee) needs = `${needs} ${flags('needsEmployee')}`;
  }
  return (
    <div className="mt-3 space-y-2 text-slate-600" data-testid="forbidden-refused">
      <p className="font-medium text-slate-800">{t('refused', { page: nav(refusal.title) })}</p>
      {needs && <p>{needs}</p>}
      {need?.kind !== 'operator' && <p>{t('askAdmin')}</p>}
    </div>
  );
}
