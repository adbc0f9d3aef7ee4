'use client';
import { useTranslations } from 'next-intl';
import { AREAS, type Area, type Level } from '@/lib/auth/permissions';

export type RoleGridValue = Partial<Record<Area, Level>>;
const LEVELS: readonly Level[] = [0, 1, 2, 3];

/** The per-area levels of a user: one row per area, one radio per level 0..3. */
export function RoleGrid({
  value,
  onChange,
  disabled,
}: {
  value: RoleGridValue;
  onChange: (next: RoleGridValue) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('users');
  return (
    <fieldset className="space-y-1" disabled={disabled} data-testid="role-grid">
      <legend className="text-sm font-semibold text-slate-700">{t('fields.roles')}</legend>
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left font-semibold">
                {t('area')}
              </th>
              {LEVELS.map((l) => (
                <th key={l} scope="col" className="px-2 py-1.5 text-center font-semibold">
                  {t(`levels.${l}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {AREAS.map((area) => (
              <tr key={area}>
                <th scope="row" className="whitespace-nowrap px-3 py-1 text-left font-normal">
                  {t(`areas.${area}`)}
                </th>
                {LEVELS.map((l) => (
                  <td key={l} className="px-2 py-1 text-center">
                    <input
                      type="radio"
                      name={`role-${area}`}
                      checked={(value[area] ?? 0) === l}
                      onChange={() => onChange({ ...value, [area]: l })}
                      aria-label={`${t(`areas.${area}`)}: ${t(`levels.${l}`)}`}
                      data-testid={`role-${area}-${l}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
