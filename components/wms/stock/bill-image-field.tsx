'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The server's image limit (lib/storage/upload.ts MAX_IMAGE_BYTES; not imported: server code). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The bill's photo (a delivery note, an invoice): kept in the browser with a preview and
 * sent with the bill as `bill_image`. On a tablet the file input offers the camera.
 * Test ids: stock-image-input, stock-image-choose, stock-image-preview, stock-image-remove,
 * stock-image-too-big.
 */
export function BillImageField({
  value,
  onChange,
  disabled,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('stockForm.image');
  const input = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState(false);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-slate-700">{t('label')}</span>
      <div className="flex flex-wrap items-start gap-3">
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview
          <img
            src={preview}
            alt={t('previewAlt')}
            className="h-36 w-auto max-w-[12rem] rounded-md border border-slate-200 object-contain"
            data-testid="stock-image-preview"
          />
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={disabled}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = '';
              const big = Boolean(file && file.size > MAX_IMAGE_BYTES);
              setTooBig(big);
              if (file && !big) onChange(file);
            }}
            aria-label={t('choose')}
            data-testid="stock-image-input"
          />
          <Button
            variant="secondary"
            className="h-12"
            disabled={disabled}
            onClick={() => input.current?.click()}
            data-testid="stock-image-choose"
          >
            {value ? t('change') : t('choose')}
          </Button>
          {value && (
            <Button
              variant="ghost"
              className="h-12"
              disabled={disabled}
              onClick={() => onChange(null)}
              data-testid="stock-image-remove"
            >
              {t('remove')}
            </Button>
          )}
        </div>
      </div>
      {tooBig ? (
        <p role="alert" className="text-sm text-red-600" data-testid="stock-image-too-big">
          {t('tooBig')}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{value ? value.name : t('hint')}</p>
      )}
    </div>
  );
}
