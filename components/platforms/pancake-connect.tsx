'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { api } from '@/components/lib/api';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';

// Pancake POS connects by the seller's API key, not through an authorization page
// (docs/platform-sandbox.md, Pancake): the key and the shop id are checked by the server
// (POST /api/platform/pancake/connect), which answers the webhook settings to make in
// Pancake: its URL, a header name and the shop's own secret.

export interface PancakeConnected {
  id: number;
  shop_id: string;
  shop_name: string;
  reconnected: boolean;
  webhook: { url: string; header: string; secret: string };
}

/** The checks the server makes on the two fields, said before the call. */
export function pancakeFieldProblems(apiKey: string, shopId: string) {
  const key = apiKey.trim();
  const shop = shopId.trim();
  return {
    apiKey: key.length >= 8 && key.length <= 200 && /^[\x21-\x7e]+$/.test(key),
    shopId: shop.length >= 1 && shop.length <= 40 && /^[A-Za-z0-9_-]+$/.test(shop),
  };
}

export function PancakeConnectDialog({
  initialShopId = '',
  onClose,
  onConnected,
}: {
  initialShopId?: string;
  onClose: () => void;
  onConnected: (shop: PancakeConnected) => void;
}) {
  const t = useTranslations('pancake');
  const { showError } = useFeedback();
  const [apiKey, setApiKey] = useState('');
  const [shopId, setShopId] = useState(initialShopId);
  const [errors, setErrors] = useState<{ apiKey?: string; shopId?: string }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<PancakeConnected | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = pancakeFieldProblems(apiKey, shopId);
    const next = {
      ...(ok.apiKey ? {} : { apiKey: t('apiKeyInvalid') }),
      ...(ok.shopId ? {} : { shopId: t('shopIdInvalid') }),
    };
    setErrors(next);
    if (next.apiKey || next.shopId) return;
    setSaving(true);
    try {
      const res = await api<{ Datum: PancakeConnected }>('/api/platform/pancake/connect', {
        method: 'POST',
        body: { api_key: apiKey.trim(), shop_id: shopId.trim() },
      });
      setDone(res.Datum);
      onConnected(res.Datum);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('connectedTitle', { shop: done.shop_name }) : t('title')}
      description={done ? t('webhookIntro') : t('intro')}
    >
      {done ? (
        <div className="space-y-4" data-testid="pancake-webhook-settings">
          <dl className="space-y-3 text-sm">
            <Setting
              label={t('webhookUrl')}
              value={done.webhook.url}
              testId="pancake-webhook-url"
            />
            <Setting
              label={t('header')}
              value={done.webhook.header}
              testId="pancake-webhook-header"
            />
            <Setting
              label={t('secret')}
              value={done.webhook.secret}
              testId="pancake-webhook-secret"
            />
          </dl>
          <p className="text-xs text-slate-500">{t('secretNote')}</p>
          <div className="flex justify-end">
            <Button onClick={onClose} data-testid="pancake-connect-done">
              {t('done')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate data-testid="pancake-connect-form">
          <TextField
            label={t('apiKey')}
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            error={errors.apiKey}
            autoComplete="off"
            spellCheck={false}
            data-testid="pancake-api-key"
          />
          <TextField
            label={t('shopId')}
            value={shopId}
            onChange={(e) => setShopId(e.target.value)}
            error={errors.shopId}
            inputMode="numeric"
            autoComplete="off"
            data-testid="pancake-shop-id"
          />
          <DialogFormActions
            onCancel={onClose}
            saving={saving}
            saveLabel={t('submit')}
            submitTestId="pancake-connect-submit"
          />
        </form>
      )}
    </Dialog>
  );
}

function Setting({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900"
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** "Connect Pancake" (or "connect again" of a Pancake shop): the key dialog. */
export function PancakeConnectButton({
  label,
  initialShopId,
  onConnected,
  testId = 'platform-connect-pancake',
  ...rest
}: {
  label: string;
  initialShopId?: string;
  onConnected?: (shop: PancakeConnected) => void;
  testId?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...rest} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open && (
        <PancakeConnectDialog
          initialShopId={initialShopId}
          onClose={() => setOpen(false)}
          onConnected={(shop) => onConnected?.(shop)}
        />
      )}
    </>
  );
}
