'use client';
import {
  MAX_RECORDING_MS,
  drawOverlay,
  overlayLines,
  type OverlayInput,
} from '@/components/packing/video/video-overlay';
import type { VideoStore } from '@/components/packing/video/video-store';
import { MAX_PACKING_VIDEO_BYTES } from '@/lib/domain/packing/video/limits';

// The station's webcam recorder: the camera's frames are copied onto a canvas with the
// overlay (order, packer, Bangkok time) and the canvas is what MediaRecorder encodes, so
// the stamp is in the file itself. Each second's chunk goes straight into IndexedDB (the
// upload queue's store); nothing is kept only in memory.

/** In order of preference; the server takes video/webm and video/mp4 (file.invalidType). */
const TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'];
const FPS = 15;
const CHUNK_MS = 1000;
/** 5 minutes at 1.5 Mbit/s is about 56 MB; a minute fits the 30 MB evidence limit. */
const BITS_PER_SECOND = 1_500_000;

export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

export interface RecordingInfo {
  id: string;
  packingId: number;
  orderNumber: string;
  startedAt: number;
}

type Overlay = Omit<OverlayInput, 'startedAt' | 'now' | 'orderNumber'>;

export class StationRecorder {
  private camera: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private current: {
    info: RecordingInfo;
    recorder: MediaRecorder;
    timer: ReturnType<typeof setInterval>;
    limit: ReturnType<typeof setTimeout>;
    writes: Promise<void>;
    stopped: Promise<void>;
  } | null = null;

  constructor(
    private readonly store: VideoStore,
    private readonly overlay: Overlay,
    /** Told when a recording ended and waits in the store for upload. */
    private readonly onFinished: (info: RecordingInfo) => void,
    /** Told when the 5-minute limit stopped a recording by itself. */
    private readonly onLimit: (info: RecordingInfo) => void,
  ) {}

  /** Asks for the camera once; the stream then serves every order of the session. */
  async openCamera(preview: HTMLVideoElement): Promise<void> {
    if (!this.camera) {
      this.camera = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
    }
    preview.srcObject = this.camera;
    preview.muted = true;
    await preview.play().catch(() => undefined);
    this.video = preview;
  }

  get recording(): RecordingInfo | null {
    return this.current?.info ?? null;
  }

  /** Starts recording a packing; one already running is stopped first. */
  async start(packingId: number, orderNumber: string): Promise<RecordingInfo> {
    await this.stop();
    const type = recordingType();
    if (!type) throw Object.assign(new Error('no recorder'), { msg: 'file.invalidType' });
    if (!this.video || !this.camera) throw new Error('camera not open');
    const video = this.video;
    const settings = this.camera.getVideoTracks()[0]?.getSettings() ?? {};
    const canvas = (this.canvas ??= document.createElement('canvas'));
    canvas.width = settings.width ?? video.videoWidth ?? 640;
    canvas.height = settings.height ?? video.videoHeight ?? 480;
    const ctx = canvas.getContext('2d')!;

    const info: RecordingInfo = {
      id: `${packingId}-${Date.now().toString(36)}`,
      packingId,
      orderNumber,
      startedAt: Date.now(),
    };
    await this.store.start({ id: info.id, packingId, orderNumber, contentType: type });

    const draw = () => {
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const lines = overlayLines({
        ...this.overlay,
        orderNumber,
        startedAt: info.startedAt,
        now: Date.now(),
      });
      drawOverlay(ctx, canvas.width, lines);
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(FPS), {
      mimeType: type,
      videoBitsPerSecond: BITS_PER_SECOND,
    });
    let seq = 0;
    let written = 0;
    const state = {
      info,
      recorder,
      // Not requestAnimationFrame: a background tab would stop drawing, and recording.
      timer: setInterval(draw, 1000 / FPS),
      limit: setTimeout(() => {
        void this.stop().then(() => this.onLimit(info));
      }, MAX_RECORDING_MS),
      writes: Promise.resolve(),
      stopped: new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve())),
    };
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size === 0) return;
      const n = seq++;
      written += event.data.size;
      state.writes = state.writes.then(() => this.store.appendChunk(info.id, n, event.data));
      // The server refuses more than this (file.tooLarge): end the recording before it.
      if (written > MAX_PACKING_VIDEO_BYTES * 0.95) void this.stop();
    });
    recorder.start(CHUNK_MS);
    this.current = state;
    return info;
  }

  /** Ends the recording (if any): its last chunk is stored, then it waits for upload. */
  async stop(): Promise<void> {
    const c = this.current;
    if (!c) return;
    this.current = null;
    clearTimeout(c.limit);
    if (c.recorder.state !== 'inactive') c.recorder.stop();
    await c.stopped;
    clearInterval(c.timer);
    await c.writes;
    await this.store.finish(c.info.id);
    this.onFinished(c.info);
  }

  /** Leaving the station: the recording is kept and the camera light goes off. */
  async close(): Promise<void> {
    await this.stop();
    for (const track of this.camera?.getTracks() ?? []) track.stop();
    this.camera = null;
  }
}
