'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { ProductImage } from '@/components/catalog/product-image';

export interface UploadedImage {
  key: string;
  url: string;
}

/**
 * The product image: uploads the chosen file through POST /api/v1/files (folder
 * product-images; type and size are checked by the server from the bytes) and hands the
 * key to the form. Test ids: product-form-image-input, -preview, -remove.
 */
export function ImageUpload({
  value,
  onChange,
  alt,
  error,
}: {
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  alt: string;
  error?: string;
}) {
  const t = useTranslations('products');
  const { showError } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.set('file', file);
    form.set('folder', 'product-images');
    setUploading(true);
    try {
      const res = await api<{ Datum: UploadedImage }>('/api/v1/files', {
        method: 'POST',
        body: form,
      });
      onChange(res.Datum);
    } catch (e) {
      showError(e);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-slate-700">{t('fields.image')}</span>
      <div className="flex flex-wrap items-end gap-3">
        <ProductImage url={value?.url} alt={alt} size="lg" testId="product-form-image-preview" />
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
            data-testid="product-form-image-input"
            aria-label={t('form.uploadImage')}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={uploading}
            onClick={() => input.current?.click()}
            data-testid="product-form-image-upload"
          >
            {value ? t('form.changeImage') : t('form.uploadImage')}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(null)}
              data-testid="product-form-image-remove"
            >
              {t('form.removeImage')}
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{t('form.imageHint')}</p>
      )}
    </div>
  );
}
