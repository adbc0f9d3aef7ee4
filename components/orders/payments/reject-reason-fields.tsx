'use client';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { REJECT_REASONS, type RejectReason } from '@/components/orders/payments/reject-reasons';

export interface RejectReasonValue {
  choice: RejectReason;
  text: string;
}

/**
 * Why a payment is incorrect: a ready reason (it fills the text) and the text itself,
 * which the order keeps.
 */
export function RejectReasonFields({
  value,
  onChange,
  error,
}: {
  value: RejectReasonValue;
  onChange: (value: RejectReasonValue) => void;
  error?: string;
}) {
  const t = useTranslations('payments.rejectReasons');
  const tPay = useTranslations('payments');
  return (
    <div className="space-y-3">
      <SelectField
        label={tPay('reasonChoice')}
        value={value.choice}
        onChange={(e) => {
          const choice = e.target.value as RejectReason;
          onChange({ choice, text: choice === 'other' ? '' : t(choice) });
        }}
        options={REJECT_REASONS.map((r) => ({ value: r, label: t(r) }))}
        data-testid="reject-reason-choice"
      />
      <TextareaField
        label={tPay('reasonText')}
        value={value.text}
        rows={3}
        maxLength={1000}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
        error={error}
        data-testid="reject-reason-text"
      />
    </div>
  );
}

/** The fields' first value for a suggested reason. */
export function rejectReasonValue(
  choice: RejectReason,
  label: (key: RejectReason) => string,
): RejectReasonValue {
  return { choice, text: choice === 'other' ? '' : label(choice) };
}
