'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cameraAvailability, cameraProblem } from '@/components/scanner/camera-errors';
import { StationRecorder, recordingType } from '@/components/packing/video/station-recorder';
import { UploadRunner, type UploadSummary } from '@/components/packing/video/upload-runner';
import { UploadStatus } from '@/components/packing/video/upload-status';
import { MAX_RECORDING_MS, clock } from '@/components/packing/video/video-overlay';
import { openVideoStore } from '@/components/packing/video/video-store';
import { browserVideoTransport } from '@/components/packing/video/video-transport';

// The webcam beside the scan station: records the packing that is open (from its order
// scan to its close, at most 5 minutes) and sends the recordings in the background. The
// station never waits for it: a camera that is missing, refused or off only shows here.

export interface StationVideoProps {
  /** The packing to film now, or null between parcels. */
  packingId: number | null;
  orderNumber: string | null;
  packer: string;
  /** 'packing' (the order station) or 'return' (unboxing a returned parcel). */
  purpose: 'packing' | 'return';
}

type CameraState = 'off' | 'starting' | 'ready' | 'recording' | 'error' | 'unsupported';

const CAMERA_PREF = 'station-camera';

function cameraWanted() {
  try {
    return window.localStorage.getItem(CAMERA_PREF) !== 'off';
  } catch {
    return true;
  }
}

/** Why this browser cannot film at all (no camera API, not HTTPS, no WebM/MP4 encoder). */
function cameraBlocked(): { state: 'error' | 'unsupported'; problem: string } | null {
  const unavailable = cameraAvailability({
    isSecureContext: window.isSecureContext,
    hasGetUserMedia: !!navigator.mediaDevices?.getUserMedia,
  });
  if (unavailable) return { state: 'error', problem: unavailable };
  if (!recordingType()) return { state: 'unsupported', problem: 'unsupported' };
  return null;
}

export default function StationVideo(props: StationVideoProps) {
  const t = useTranslations('stationVideo');
  const tc = useTranslations('scanner');
  const preview = useRef<HTMLVideoElement>(null);
  const recorder = useRef<StationRecorder | null>(null);
  const uploader = useRef<UploadRunner | null>(null);
  // Loaded in the browser only (next/dynamic, ssr: false): window is there.
  const [wanted, setWanted] = useState(cameraWanted);
  const [blocked] = useState(cameraBlocked);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [limitHit, setLimitHit] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadSummary | null>(null);

  const blockedText = (b: NonNullable<typeof blocked>) =>
    b.state === 'unsupported' ? t('unsupported') : tc(`problems.${b.problem}`);

  const labels = { order: t('overlayOrder'), packer: t('overlayPacker') };
  const labelsKey = `${labels.order}|${labels.packer}|${props.packer}`;

  // The store, the upload queue and the recorder live as long as the station.
  useEffect(() => {
    let runner: UploadRunner | null = null;
    let rec: StationRecorder | null = null;
    let gone = false;
    const unsubscribe: Array<() => void> = [];
    void openVideoStore().then(async (store) => {
      if (gone) return store.close();
      runner = new UploadRunner(store, browserVideoTransport);
      unsubscribe.push(runner.subscribe(setUploads));
      rec = new StationRecorder(
        store,
        { packer: props.packer, labels },
        () => {
          setStartedAt(null);
          setCamera((c) => (c === 'recording' ? 'ready' : c));
          runner?.kick();
        },
        (info) => setLimitHit(info.orderNumber),
      );
      recorder.current = rec;
      uploader.current = runner;
      await runner.begin();
    });
    return () => {
      gone = true;
      unsubscribe.forEach((u) => u());
      void rec?.close();
      runner?.end();
      recorder.current = null;
      uploader.current = null;
    };
    // Labels and packer are fixed for the page's life; rebuilding would cut a recording.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelsKey]);

  // The camera, while the packer wants it.
  useEffect(() => {
    if (!wanted) {
      void recorder.current?.close();
      return;
    }
    if (blocked) return;
    let cancelled = false;
    const open = async () => {
      // The recorder is made once the store has opened.
      while (!recorder.current && !cancelled) await new Promise((r) => setTimeout(r, 50));
      if (cancelled || !preview.current) return;
      try {
        await recorder.current!.openCamera(preview.current);
        if (!cancelled) setCamera('ready');
      } catch (error) {
        if (cancelled) return;
        setCamera('error');
        setProblem(tc(`problems.${cameraProblem(error)}`));
      }
    };
    void open();
    return () => {
      cancelled = true;
    };
  }, [wanted, blocked, tc]);

  // Film the open packing; stop between parcels.
  const { packingId, orderNumber } = props;
  const ready = camera === 'ready' || camera === 'recording';
  useEffect(() => {
    const rec = recorder.current;
    if (!rec || !ready) return;
    if (packingId !== null && orderNumber) {
      if (rec.recording?.packingId === packingId) return;
      setLimitHit(null);
      rec
        .start(packingId, orderNumber)
        .then((info) => {
          setStartedAt(info.startedAt);
          setCamera('recording');
          // The new recording counts as waiting from its first second.
          void uploader.current?.refresh();
        })
        .catch(() => {
          setCamera('error');
          setProblem(t('recordFailed'));
        });
    } else if (rec.recording) {
      void rec.stop();
    }
  }, [packingId, orderNumber, ready, t]);

  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [startedAt]);

  const toggle = () => {
    const next = !wanted;
    try {
      window.localStorage.setItem(CAMERA_PREF, next ? 'on' : 'off');
    } catch {
      // A private window may refuse storage; the choice then lasts for this page.
    }
    setProblem(null);
    setCamera(next ? 'starting' : 'off');
    setWanted(next);
  };

  const state: CameraState = !wanted ? 'off' : (blocked?.state ?? camera);
  const message = wanted ? (blocked ? blockedText(blocked) : problem) : null;
  const recording = state === 'recording' && startedAt !== null;
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-3"
      data-testid="station-recorder"
      data-state={state}
      aria-label={t(props.purpose === 'return' ? 'titleReturn' : 'title')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <video
          ref={preview}
          className={`h-28 w-40 rounded bg-slate-900 object-cover ${wanted ? '' : 'hidden'}`}
          playsInline
          muted
          data-testid="station-recorder-preview"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex items-center gap-2 text-lg font-semibold">
            {recording && <span className="h-3 w-3 animate-pulse rounded-full bg-red-600" />}
            <span>{t(`state.${state}`)}</span>
            {recording && (
              <span className="font-mono text-slate-700" data-testid="station-recorder-timer">
                {clock(Math.max(0, now - startedAt!))} / {clock(MAX_RECORDING_MS)}
              </span>
            )}
          </p>
          {message && <p className="text-sm text-red-700">{message}</p>}
          {limitHit && (
            <p className="text-sm text-amber-700" role="status">
              {t('limitReached', { order: limitHit })}
            </p>
          )}
          <UploadStatus summary={uploads} />
        </div>
        <Button variant="secondary" onClick={toggle} data-testid="station-recorder-toggle">
          {wanted ? t('cameraOff') : t('cameraOn')}
        </Button>
      </div>
    </section>
  );
}
