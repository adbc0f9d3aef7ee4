'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Copies a value to the clipboard; says so for a moment. */
export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const t = useTranslations('lineScreens.connection');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid={testId}
      onClick={() => {
        // No clipboard (an insecure origin) or no permission: the URL stays on screen to select.
        void navigator.clipboard
          ?.writeText(value)
          .then(() => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 2000);
          })
          .catch(() => {});
      }}
    >
      {copied ? t('copied') : t('copy')}
    </Button>
  );
}
