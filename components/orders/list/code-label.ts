import type { useTranslations } from 'next-intl';

type T = ReturnType<typeof useTranslations>;

/** Selling platforms (lib/domain/catalog/schemas.ts PLATFORMS; kept here so no zod ships). */
export const PLATFORM_IDS = [1, 2, 3, 4, 5, 8] as const;

/** A code's label under `orders.<group>` (status, platforms...) when it has one, else the code. */
export const codeLabel = (t: T, group: string, code: number | null | undefined): string =>
  code === null || code === undefined
    ? ''
    : t.has(`orders.${group}.${code}`)
      ? t(`orders.${group}.${code}`)
      : String(code);
