'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  CLAIM_PARTIES,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_REASON,
} from '@/lib/domain/orders/claims/rules';
import { claimInput } from '@/lib/domain/orders/claims/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { validate, type FieldIssues } from '@/components/ui/validate';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * Claim the order (POST /api/v1/orders/{id}/claim, multipart): who the claim is with, why,
 * and up to six photos of the parcel. The order moves to 142 and cannot go back.
 */
export function ClaimDialog({ state, onClose }: { state: OrderDetailState; onClose: () => void }) {
  const t = useTranslations('claims.dialog');
  const tAll = useTranslations();
  const [party, setParty] = useState('');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [issues, setIssues] = useState<FieldIssues>({});

  function pick(files: FileList | null) {
    const picked = Array.from(files ?? []);
    const large = picked.find((f) => f.size > MAX_CLAIM_PHOTO_BYTES);
    if (picked.length > MAX_CLAIM_PHOTOS)
      setPhotoError(t('tooManyPhotos', { max: MAX_CLAIM_PHOTOS }));
    else if (large) setPhotoError(t('photoTooLarge', { name: large.name }));
    else setPhotoError(null);
    setPhotos(picked);
  }

  async function submit() {
    const checked = validate(claimInput, { party, reason, photos });
    if (!checked.ok || photoError) {
      if (!checked.ok) setIssues(checked.issues);
      return;
    }
    const form = new FormData();
    form.set('party', String(checked.data.party));
    form.set('reason', checked.data.reason);
    for (const photo of photos) form.append('photos', photo, photo.name);
    const done = await state.run(
      'claim',
      () => api(`/api/v1/orders/${state.order.id}/claim`, { method: 'POST', body: form }),
      t('done', { number: state.order.order_number }),
    );
    if (done) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { number: state.order.order_number })}
      description={t('description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tAll('feedback.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={submit}
            loading={state.busy === 'claim'}
            data-testid="claim-submit"
          >
            {t('submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="claim-dialog">
        <SelectField
          label={t('party')}
          value={party}
          onChange={(e) => {
            setParty(e.target.value);
            setIssues((i) => ({ ...i, party: undefined }));
          }}
          options={[
            { value: '', label: t('choose') },
            ...CLAIM_PARTIES.map((p) => ({ value: String(p), label: tAll(`claims.party.${p}`) })),
          ]}
          error={issues.party ? t('partyRequired') : undefined}
          data-testid="claim-party"
        />
        <TextareaField
          label={t('reason')}
          value={reason}
          rows={3}
          maxLength={MAX_CLAIM_REASON}
          onChange={(e) => {
            setReason(e.target.value);
            setIssues((i) => ({ ...i, reason: undefined }));
          }}
          error={issues.reason ? t('reasonRequired') : undefined}
          data-testid="claim-reason"
        />
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">
            {t('photos', { max: MAX_CLAIM_PHOTOS })}
          </span>
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => pick(e.target.files)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
            data-testid="claim-photos"
          />
          {photos.length > 0 && !photoError && (
            <span className="mt-1 block text-xs text-slate-500">
              {t('selected', { count: photos.length })}
            </span>
          )}
          {photoError && (
            <span className="mt-1 block text-xs text-red-700" role="alert">
              {photoError}
            </span>
          )}
        </label>
      </div>
    </Dialog>
  );
}
