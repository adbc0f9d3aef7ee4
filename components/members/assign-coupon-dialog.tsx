'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AssignableCoupon } from '@/lib/domain/members/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';

/**
 * Gives the member a personal code of one active coupon (POST /api/v2/member-coupons/assign,
 * coupon 2). A refusal (used up, expired, the member blocked) is shown from the catalogue.
 */
export function AssignCouponDialog({
  memberId,
  memberName,
  coupons,
  onClose,
  onAssigned,
}: {
  memberId: number;
  memberName: string;
  coupons: AssignableCoupon[];
  onClose: () => void;
  onAssigned: () => void;
}) {
  const t = useTranslations('memberScreens');
  const { notify, showError } = useFeedback();
  const [couponId, setCouponId] = useState<string>(coupons[0] ? String(coupons[0].id) : '');
  const [busy, setBusy] = useState(false);

  async function assign() {
    if (!couponId) return;
    setBusy(true);
    try {
      const res = await api<{ data: Array<{ coupon_code: string }> }>(
        '/api/v2/member-coupons/assign',
        { method: 'POST', body: { coupon_id: Number(couponId), member_ids: [memberId] } },
      );
      notify('success', t('assign.done', { code: res.data[0]?.coupon_code ?? '' }));
      onAssigned();
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('assign.title', { name: memberName })}
      description={t('assign.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('assign.cancel')}
          </Button>
          <Button
            onClick={assign}
            loading={busy}
            disabled={!couponId}
            data-testid="member-assign-submit"
          >
            {t('assign.submit')}
          </Button>
        </>
      }
    >
      {coupons.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="member-assign-none">
          {t('assign.none')}
        </p>
      ) : (
        <SelectField
          label={t('assign.coupon')}
          value={couponId}
          onChange={(e) => setCouponId(e.target.value)}
          options={coupons.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
          data-testid="member-assign-coupon"
        />
      )}
    </Dialog>
  );
}
