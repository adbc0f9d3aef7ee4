'use client';
import { useTranslations } from 'next-intl';

/** The text of an error catalogue key (ApiError.msg); an unknown or missing key reads as a system error. */
export function useErrorText(): (key: string | null | undefined) => string {
  const t = useTranslations();
  return (key) =>
    key && t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.common.systemError');
}
