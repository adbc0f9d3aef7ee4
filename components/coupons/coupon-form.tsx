'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField, TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  AMOUNT,
  PERCENT,
  fieldOfRefusal,
  type FormField,
} from '@/components/coupons/coupon-format';
import { detailHref } from '@/components/coupons/coupon-action';
import {
  couponBody,
  initialCouponForm,
  type CouponFormState,
  type LocalIssue,
} from '@/components/coupons/coupon-form-state';

/** A field's issue: one of the form's own, or a server refusal's catalogue key. */
type Issue = { local: LocalIssue } | { server: string };

/**
 * /backoffice/coupon/{action}: the create (coupon null) or edit form of a coupon; a
 * server refusal of one field is shown under it, and a save opens the coupon's detail.
 */
export function CouponForm({ coupon }: { coupon: CouponAnswer | null }) {
  const t = useTranslations('couponScreens');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const { notify, showError } = useFeedback();
  const [form, setForm] = useState<CouponFormState>(() => initialCouponForm(coupon, locale));
  const [issues, setIssues] = useState<Partial<Record<FormField, Issue>>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof CouponFormState>(key: K, value: CouponFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setIssues(({ [key]: _gone, ...rest }) => rest);
  };
  const err = (field: FormField): string | undefined => {
    const issue = issues[field];
    if (!issue) return undefined;
    if ('local' in issue) return t(`form.issues.${issue.local}`);
    return tErrors.has(issue.server) ? tErrors(issue.server) : tErrors('common.invalidParameter');
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = couponBody(form, locale);
    if (!checked.ok) {
      const local: Partial<Record<FormField, Issue>> = {};
      for (const [k, v] of Object.entries(checked.issues)) local[k as FormField] = { local: v };
      setIssues(local);
      return;
    }
    setSaving(true);
    try {
      const res = coupon
        ? await api<{ Datum: CouponAnswer }>(`/api/v1/coupon/${coupon.id}`, {
            method: 'PUT',
            body: checked.body,
          })
        : await api<{ Datum: CouponAnswer }>('/api/v1/coupon', {
            method: 'POST',
            body: checked.body,
          });
      notify('success', tErrors(coupon ? 'common.editSuccess' : 'common.createSuccess'));
      router.push(detailHref(res.Datum.id));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfRefusal(error.msg, error.causeText) : null;
      if (field && error instanceof ApiError) setIssues({ [field]: { server: error.msg } });
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  const text = (field: Exclude<FormField, 'discount_type' | 'description'>, testId?: string) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: err(field),
    autoComplete: 'off',
    'data-testid': testId,
  });
  const percent = form.discount_type === PERCENT;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-3xl space-y-5 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="coupon-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.code')}
          hint={t('form.codeHint')}
          {...text('code', 'coupon-form-code')}
        />
        <TextField label={t('form.name')} {...text('name', 'coupon-form-name')} />
      </div>
      <TextareaField
        label={t('form.description')}
        rows={2}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={err('description')}
        data-testid="coupon-form-description"
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('form.type')}
          value={form.discount_type}
          onChange={(e) =>
            set('discount_type', Number(e.target.value) === PERCENT ? PERCENT : AMOUNT)
          }
          options={[
            { value: AMOUNT, label: t('form.typeAmount') },
            { value: PERCENT, label: t('form.typePercent') },
          ]}
          data-testid="coupon-form-type"
        />
        <TextField
          label={percent ? t('form.valuePercent') : t('form.valueAmount')}
          inputMode="decimal"
          {...text('discount_value', 'coupon-form-value')}
        />
        {percent && (
          <TextField
            label={t('form.maxDiscount')}
            hint={t('form.maxDiscountHint')}
            inputMode="decimal"
            {...text('max_discount', 'coupon-form-max')}
          />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.minimum')}
          hint={t('form.minimumHint')}
          inputMode="decimal"
          {...text('minimum_amount', 'coupon-form-minimum')}
        />
        <TextField
          label={t('form.quantity')}
          hint={t('form.quantityHint')}
          inputMode="numeric"
          {...text('quantity', 'coupon-form-quantity')}
        />
        <TextField
          label={t('form.validFrom')}
          hint={t('form.dayHint')}
          {...text('valid_from', 'coupon-form-from')}
        />
        <TextField
          label={t('form.validTo')}
          hint={t('form.dayHint')}
          {...text('valid_to', 'coupon-form-to')}
        />
      </div>
      <div className="flex justify-end gap-2">
        <ButtonLink
          variant="secondary"
          href={coupon ? detailHref(coupon.id) : '/backoffice/coupon'}
          data-testid="coupon-form-cancel"
        >
          {t('form.cancel')}
        </ButtonLink>
        <Button type="submit" loading={saving} data-testid="coupon-form-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
