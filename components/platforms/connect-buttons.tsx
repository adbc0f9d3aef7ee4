'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { CONNECTABLE_PLATFORMS } from '@/components/platforms/shop-view';

/**
 * Sends the browser to the platform's own authorization page (GET
 * /api/platform/{platform}/connect answers its address); the platform sends the seller
 * back to /admin/platform through the callback.
 */
export function useConnect() {
  const { showError } = useFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  async function connect(platform: string) {
    setBusy(platform);
    try {
      const res = await api<{ Datum: { url: string } }>(`/api/platform/${platform}/connect`);
      // The platform's page, outside this app: a full load, not a client navigation.
      window.location.assign(res.Datum.url);
    } catch (error) {
      setBusy(null);
      showError(error);
    }
  }
  return { busy, connect };
}

/** "Connect TikTok Shop / Shopee / Lazada". */
export function ConnectButtons() {
  const t = useTranslations('platformConnect');
  const { busy, connect } = useConnect();
  return (
    <div className="flex flex-wrap gap-2" data-testid="platform-connect-buttons">
      {CONNECTABLE_PLATFORMS.map((platform) => (
        <Button
          key={platform}
          onClick={() => void connect(platform)}
          loading={busy === platform}
          disabled={busy !== null && busy !== platform}
          data-testid={`platform-connect-${platform}`}
        >
          {t('connect', { platform: t(`platforms.${platform}`) })}
        </Button>
      ))}
    </div>
  );
}

/** "Connect again" of one shop: the same authorization, for the shop's platform. */
export function ReconnectButton({
  platform,
  testId,
  ...rest
}: { platform: string; testId: string } & Omit<ButtonProps, 'onClick'>) {
  const t = useTranslations('platformConnect');
  const { busy, connect } = useConnect();
  return (
    <Button
      {...rest}
      onClick={() => void connect(platform)}
      loading={busy !== null}
      data-testid={testId}
    >
      {t('reconnect')}
    </Button>
  );
}
