'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The server's image limit (lib/storage/upload.ts MAX_IMAGE_BYTES; not imported: server code). */
const MAX_SLIP_BYTES = 5 * 1024 * 1024;

/**
 * The payment slip chosen with the order: kept in the browser (with a preview) and
 * uploaded once the order is saved (POST /api/v1/orders/{id}/slip reads its QR code).
 * Test ids: order-slip-input, order-slip-choose, order-slip-preview, order-slip-remove.
 */
export function SlipField({
  value,
  onChange,
  disabled,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('orderForm.slip');
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
            className="h-32 w-auto max-w-[10rem] rounded-md border border-slate-200 object-contain"
            data-testid="order-slip-preview"
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
              const big = Boolean(file && file.size > MAX_SLIP_BYTES);
              setTooBig(big);
              if (file && !big) onChange(file);
            }}
            aria-label={t('choose')}
            data-testid="order-slip-input"
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => input.current?.click()}
            data-testid="order-slip-choose"
          >
            {value ? t('change') : t('choose')}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(null)}
              data-testid="order-slip-remove"
            >
              {t('remove')}
            </Button>
          )}
        </div>
      </div>
      {tooBig ? (
        <p role="alert" className="text-sm text-red-600" data-testid="order-slip-too-big">
          {t('tooBig')}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{value ? value.name : t('hint')}</p>
      )}
    </div>
  );
}
