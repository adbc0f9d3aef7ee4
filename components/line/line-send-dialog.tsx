'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { api } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';
import { formatNumber } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFeedback } from '@/components/ui/feedback';

/** One queued send, as POST /api/v2/member/send answers it. */
export interface QueuedSend {
  id: number;
  member_id: number;
  kind: string;
  status: string;
  coupon_code: string | null;
}

/** The longest text LINE takes in one text message (and POST /api/v2/member/send). */
export const MAX_TEXT = 4000;

const ACTIVE_COUPONS = { query: { status: 1, valid_now: 1, limit: 100 } };

/**
 * The "Send" dialog of the Members part (coupon 2): a text message, or a coupon chosen from
 * the active coupons (each member gets a personal code) with an optional note, to the
 * chosen members (POST /api/v2/member/send). Tells how many sends were queued.
 */
export function LineSendDialog({
  memberIds,
  open,
  onOpenChange,
  onQueued,
  onSeeResults,
}: {
  memberIds: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the sends were queued (e.g. to clear the selection). */
  onQueued: (sends: QueuedSend[]) => void;
  onSeeResults: () => void;
}) {
  const t = useTranslations('lineScreens.send');
  const locale = useLocale();
  const { showError } = useFeedback();
  const [kind, setKind] = useState<'text' | 'coupon'>('text');
  const [text, setText] = useState('');
  const [couponId, setCouponId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState<number | null>(null);
  const coupons = useApiRead<{ data: CouponAnswer[] }>('/api/v1/coupon', ACTIVE_COUPONS);
  const couponList = coupons.data?.data ?? [];

  function close(next: boolean) {
    if (!next) {
      setQueued(null);
      setError(null);
      setText('');
      setCouponId('');
    }
    onOpenChange(next);
  }

  async function send() {
    const trimmed = text.trim();
    if (kind === 'text' && !trimmed) return setError(t('textRequired'));
    if (trimmed.length > MAX_TEXT) return setError(t('textTooLong', { max: MAX_TEXT }));
    if (kind === 'coupon' && !couponId) return setError(t('couponRequired'));
    setError(null);
    setSending(true);
    try {
      const res = await api<{ data: QueuedSend[] }>('/api/v2/member/send', {
        method: 'POST',
        body: {
          member_ids: memberIds,
          ...(trimmed ? { text: trimmed } : {}),
          ...(kind === 'coupon' ? { coupon_id: Number(couponId) } : {}),
        },
      });
      setQueued(res.data.length);
      onQueued(res.data);
    } catch (e) {
      showError(e);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('title', { count: formatNumber(memberIds.length, locale) })}
      footer={
        queued === null ? (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={send} loading={sending} data-testid="line-send-submit">
              {t('submit')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('close')}
            </Button>
            <Button
              onClick={() => {
                close(false);
                onSeeResults();
              }}
              data-testid="line-send-see-results"
            >
              {t('seeResults')}
            </Button>
          </>
        )
      }
    >
      {queued !== null ? (
        <p
          className="text-sm font-semibold text-green-800"
          role="status"
          data-testid="line-send-queued"
        >
          {t('queued', { count: formatNumber(queued, locale) })}
        </p>
      ) : (
        <div className="space-y-4" data-testid="line-send-form">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-700">{t('kind')}</legend>
            <div className="flex gap-4 text-sm">
              {(['text', 'coupon'] as const).map((k) => (
                <label key={k} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="line-send-kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      setError(null);
                    }}
                    data-testid={`line-send-kind-${k}`}
                  />
                  {k === 'text' ? t('kindText') : t('kindCoupon')}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'coupon' && (
            <SelectField
              label={t('coupon')}
              value={couponId}
              onChange={(e) => setCouponId(e.target.value)}
              options={[
                { value: '', label: couponList.length ? t('couponPick') : t('noCoupons') },
                ...couponList.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
              ]}
              data-testid="line-send-coupon"
            />
          )}
          {kind === 'coupon' && <p className="text-xs text-slate-500">{t('couponHint')}</p>}
          <TextareaField
            label={kind === 'text' ? t('text') : t('note')}
            value={text}
            maxLength={MAX_TEXT}
            onChange={(e) => setText(e.target.value)}
            hint={t('textHint', { max: formatNumber(MAX_TEXT, locale) })}
            data-testid="line-send-text"
          />
          {error && (
            <p role="alert" className="text-sm text-red-600" data-testid="line-send-error">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
