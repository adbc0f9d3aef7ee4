'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  cameraAvailability,
  cameraProblem,
  type CameraProblem,
} from '@/components/scanner/camera-errors';

/** Barcode formats by their BarcodeDetector names. */
export type BarcodeFormat = 'ean_13' | 'ean_8' | 'upc_a' | 'code_128' | 'code_39' | 'qr_code';

export const DEFAULT_FORMATS: readonly BarcodeFormat[] = ['ean_13', 'code_128', 'qr_code'];

/** The same code read again within this time is the same label still in view. */
const REPEAT_MS = 1500;
const DETECT_EVERY_MS = 120;

interface Fallback {
  stop(): Promise<void>;
  clear(): void;
  isScanning: boolean;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector when it reads every wanted format; else null. */
async function nativeDetector(formats: readonly BarcodeFormat[]): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!formats.every((f) => supported.includes(f))) return null;
    return new Detector({ formats: [...formats] });
  } catch {
    return null;
  }
}

/**
 * A dialog that reads barcodes with the camera (the back camera on a tablet or phone):
 * the native BarcodeDetector where the browser has one, else html5-qrcode, loaded only
 * when the dialog opens. Reads one code after another until closed (or one, with
 * `closeOnScan`); closing stops the camera.
 */
export function CameraScanner(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScan: (code: string) => void;
  formats?: readonly BarcodeFormat[];
  closeOnScan?: boolean;
  title?: string;
}) {
  const t = useTranslations('scanner');
  const { onOpenChange, closeOnScan } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={onOpenChange}
      title={props.title ?? t('cameraTitle')}
      description={t('cameraHint')}
      footer={
        <Button
          variant="secondary"
          onClick={() => onOpenChange(false)}
          data-testid="camera-scanner-close"
        >
          {t('close')}
        </Button>
      }
    >
      {props.open && (
        <CameraView
          formats={props.formats ?? DEFAULT_FORMATS}
          onScan={(code) => {
            props.onScan(code);
            if (closeOnScan) onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function CameraView(props: { formats: readonly BarcodeFormat[]; onScan: (code: string) => void }) {
  const t = useTranslations('scanner');
  const regionId = `camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const video = useRef<HTMLVideoElement>(null);
  const [mode, setMode] = useState<'starting' | 'native' | 'fallback'>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const onScan = useRef(props.onScan);
  useEffect(() => {
    onScan.current = props.onScan;
  }, [props.onScan]);
  const formatsKey = props.formats.join(',');

  useEffect(() => {
    const formats = formatsKey.split(',') as BarcodeFormat[];
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let fallback: Fallback | null = null;
    let previous = { code: '', at: 0 };

    const report = (code: string) => {
      const now = Date.now();
      if (stopped || (code === previous.code && now - previous.at < REPEAT_MS)) return;
      previous = { code, at: now };
      setLast(code);
      onScan.current(code);
    };
    const fail = (error: unknown) => {
      if (!stopped) setProblem(cameraProblem(error));
    };

    async function start() {
      const unavailable = cameraAvailability({
        isSecureContext: window.isSecureContext,
        hasGetUserMedia: Boolean(navigator.mediaDevices?.getUserMedia),
      });
      if (unavailable) return setProblem(unavailable);
      const detector = await nativeDetector(formats);
      if (stopped) return;
      if (detector) {
        setMode('native');
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        // Closed while the browser was asking: give the camera back at once.
        if (stopped || !video.current) return media.getTracks().forEach((tr) => tr.stop());
        stream = media;
        video.current.srcObject = media;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const found = await detector.detect(video.current);
            if (found[0]?.rawValue) report(found[0].rawValue);
          } catch {
            // A frame that cannot be read yet (video not ready): try the next one.
          }
          if (!stopped) timer = window.setTimeout(tick, DETECT_EVERY_MS);
        };
        void tick();
        return;
      }
      setMode('fallback');
      const lib = await import('html5-qrcode');
      if (stopped) return;
      const F = lib.Html5QrcodeSupportedFormats;
      const map: Record<BarcodeFormat, number> = {
        ean_13: F.EAN_13,
        ean_8: F.EAN_8,
        upc_a: F.UPC_A,
        code_128: F.CODE_128,
        code_39: F.CODE_39,
        qr_code: F.QR_CODE,
      };
      const scanner = new lib.Html5Qrcode(regionId, {
        formatsToSupport: formats.map((f) => map[f]),
        verbose: false,
      });
      fallback = scanner;
      await scanner.start(
        { facingMode: 'environment' },
        {
          fps: 10,
          qrbox: (w: number, h: number) => ({
            width: Math.floor(w * 0.85),
            height: Math.floor(h * 0.6),
          }),
        },
        (text: string) => report(text),
        () => {},
      );
      if (stopped) void stopFallback(scanner);
    }

    /** A scanner still starting is stopped once its start resolves (see above). */
    async function stopFallback(scanner: Fallback | null) {
      if (!scanner?.isScanning) return;
      try {
        await scanner.stop();
        scanner.clear();
      } catch {
        // Already stopped.
      }
    }

    start().catch(fail);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      void stopFallback(fallback);
    };
  }, [formatsKey, regionId]);

  return (
    <div className="space-y-3" data-testid="camera-scanner" data-mode={mode}>
      {problem ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-3 text-sm text-red-700"
          data-testid="camera-scanner-error"
          data-problem={problem}
        >
          {t(`problems.${problem}`)}
        </p>
      ) : (
        <>
          <div className="relative overflow-hidden rounded-md bg-slate-900">
            <video
              ref={video}
              muted
              playsInline
              className={mode === 'native' ? 'block aspect-video w-full object-cover' : 'hidden'}
            />
            <div id={regionId} className={mode === 'fallback' ? 'w-full' : 'hidden'} />
            {mode === 'starting' && (
              <p className="px-3 py-10 text-center text-sm text-slate-200">{t('starting')}</p>
            )}
          </div>
          <p
            className="text-sm text-slate-700"
            aria-live="polite"
            data-testid="camera-scanner-last"
          >
            {last ? t('lastScan', { code: last }) : t('aim')}
          </p>
        </>
      )}
    </div>
  );
}
