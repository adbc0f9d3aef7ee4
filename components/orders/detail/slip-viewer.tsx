'use client';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { FIT, panBy, viewerKey, zoomBy, type View } from '@/components/orders/detail/zoom';

/**
 * A payment slip, large: zoom in and out (buttons, + and -), back to fit (button, 0), and
 * drag to move around a zoomed slip.
 */
export function SlipViewer({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations('orderDetail.slipViewer');
  const [view, setView] = useState<View>(FIT);
  const drag = useRef<{ x: number; y: number } | null>(null);

  function onKeyDown(e: KeyboardEvent) {
    const k = viewerKey(e.key);
    if (!k) return;
    e.preventDefault();
    setView((v) => (k === 'fit' ? FIT : zoomBy(v, k === 'in' ? 1 : -1)));
  }
  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (view.scale <= 1) return;
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: e.clientX, y: e.clientY };
    setView((v) => panBy(v, e.clientX - from.x, e.clientY - from.y));
  }
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} wide>
      <div className="space-y-3" onKeyDown={onKeyDown} data-testid="slip-viewer">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setView((v) => zoomBy(v, -1))}
            aria-label={t('zoomOut')}
            title={t('zoomOut')}
            data-testid="slip-zoom-out"
          >
            -
          </Button>
          <span className="w-14 text-center text-sm tabular-nums" data-testid="slip-zoom-level">
            {t('percent', { value: Math.round(view.scale * 100) })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setView((v) => zoomBy(v, 1))}
            aria-label={t('zoomIn')}
            title={t('zoomIn')}
            data-testid="slip-zoom-in"
          >
            +
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setView(FIT)}
            data-testid="slip-zoom-fit"
          >
            {t('fit')}
          </Button>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="ml-auto text-sm text-brand-700 hover:underline"
          >
            {t('openOriginal')}
          </a>
        </div>
        <div
          className={cn(
            'flex h-[65vh] touch-none select-none items-center justify-center overflow-hidden rounded-md bg-slate-900',
            view.scale > 1 && 'cursor-grab active:cursor-grabbing',
          )}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onDoubleClick={() => setView((v) => (v.scale > 1 ? FIT : zoomBy(zoomBy(v, 1), 1)))}
        >
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={url}
            alt={title}
            draggable={false}
            className="max-h-full max-w-full object-contain transition-transform duration-75"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            data-testid="slip-viewer-image"
          />
        </div>
        <p className="text-xs text-slate-500">{t('help')}</p>
      </div>
    </Dialog>
  );
}
