'use client';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { FilePickButtons } from '@/components/image-field/file-pick-buttons';

/** The server's image limit (lib/storage/upload.ts MAX_IMAGE_BYTES; not imported: server code). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A photo kept in the browser until the form sends it (a payment slip, a bill's delivery
 * note), with a preview; one over the server's limit is refused here, before any upload.
 * On a tablet the file input offers the camera. `messages` names a namespace with label,
 * previewAlt, choose, change, remove, tooBig and hint.
 */
export function ImageFileField({
  value,
  onChange,
  disabled,
  messages,
  touch,
  testId,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  messages: string;
  /** The tablet's bigger preview and buttons. */
  touch?: boolean;
  testId: string;
}) {
  const t = useTranslations(messages);
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
            className={cn(
              touch ? 'h-36 w-auto max-w-[12rem]' : 'h-32 w-auto max-w-[10rem]',
              'rounded-md border border-slate-200 object-contain',
            )}
            data-testid={`${testId}-preview`}
          />
        )}
        <FilePickButtons
          accept="image/jpeg,image/png,image/webp"
          onPick={(file) => {
            const big = Boolean(file && file.size > MAX_IMAGE_BYTES);
            setTooBig(big);
            if (file && !big) onChange(file);
          }}
          held={value !== null}
          onRemove={() => onChange(null)}
          labels={{ choose: t('choose'), change: t('change'), remove: t('remove') }}
          disabled={disabled}
          touch={touch}
          testIds={{
            input: `${testId}-input`,
            choose: `${testId}-choose`,
            remove: `${testId}-remove`,
          }}
        />
      </div>
      {tooBig ? (
        <p role="alert" className="text-sm text-red-600" data-testid={`${testId}-too-big`}>
          {t('tooBig')}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{value ? value.name : t('hint')}</p>
      )}
    </div>
  );
}
