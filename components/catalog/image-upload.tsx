'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { useFeedback } from '@/components/ui/feedback';
import { ProductImage } from '@/components/catalog/product-image';
import { FilePickButtons } from '@/components/image-field/file-pick-buttons';

export interface UploadedImage {
  key: string;
  url: string;
}

/**
 * The product image: uploads the chosen file through POST /api/v1/files (folder
 * product-images; type and size are checked by the server from the bytes) and hands the
 * key to the form.
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
    }
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-slate-700">{t('fields.image')}</span>
      <div className="flex flex-wrap items-end gap-3">
        <ProductImage url={value?.url} alt={alt} size="lg" testId="product-form-image-preview" />
        <FilePickButtons
          accept="image/jpeg,image/png,image/webp,image/gif"
          onPick={(file) => {
            if (file) void upload(file);
          }}
          held={value !== null}
          onRemove={() => onChange(null)}
          labels={{
            choose: t('form.uploadImage'),
            change: t('form.changeImage'),
            remove: t('form.removeImage'),
          }}
          loading={uploading}
          testIds={{
            input: 'product-form-image-input',
            choose: 'product-form-image-upload',
            remove: 'product-form-image-remove',
          }}
        />
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
