'use client';
import type { StoredRecording, VideoStore } from '@/components/packing/video/video-store';
import { runUploadQueue, type VideoTransport } from '@/components/packing/video/video-uploader';

// Keeps the queue moving in the background of the page: a pass when a recording ends,
// when the network comes back, when a waiting one is due, and at start (what an earlier
// page left). One pass at a time in this tab, and one tab at a time per browser (Web
// Locks), so two station tabs never send the same parts twice.

export interface UploadSummary {
  /** Recordings not yet in storage (recording, waiting, sending). */
  pending: number;
  /** Refused for good, newest first: catalogue key of why. */
  failed: Array<Pick<StoredRecording, 'id' | 'orderNumber' | 'lastError'>>;
  /** The one being sent: parts sent of parts. */
  sending: { id: string; orderNumber: string; sent: number; total: number } | null;
  /** Waiting after a failure: its catalogue key. */
  lastError: string | null;
}

const EMPTY: UploadSummary = { pending: 0, failed: [], sending: null, lastError: null };
const LOCK = 'packing-video-upload';

export class UploadRunner {
  private summary = EMPTY;
  private listeners = new Set<(s: UploadSummary) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: UploadSummary['sending'] = null;
  private stopped = false;
  private readonly online = () => this.kick();

  constructor(
    private readonly store: VideoStore,
    private readonly transport: VideoTransport,
  ) {}

  async begin() {
    await this.store.recover();
    window.addEventListener('online', this.online);
    await this.refresh();
    this.kick();
  }

  end() {
    this.stopped = true;
    window.removeEventListener('online', this.online);
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }

  subscribe(listener: (s: UploadSummary) => void): () => void {
    this.listeners.add(listener);
    listener(this.summary);
    return () => this.listeners.delete(listener);
  }

  /** Start a pass now (or right after the one running). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Waits for the pass running now, if any (tests and page hide). */
  async settled() {
    while (this.running) await this.running;
  }

  async refresh() {
    const all = await this.store.all();
    const waiting = all.filter((r) => r.state === 'ready' && r.lastError);
    this.summary = {
      pending: all.filter((r) => r.state !== 'done' && r.state !== 'failed').length,
      failed: all
        .filter((r) => r.state === 'failed')
        .sort((a, b) => b.startedAt - a.startedAt)
        .map(({ id, orderNumber, lastError }) => ({ id, orderNumber, lastError })),
      sending: this.sending,
      lastError: waiting[0]?.lastError ?? null,
    };
    for (const l of this.listeners) l(this.summary);
  }

  private async pass() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const work = async () => {
      const next = await runUploadQueue(this.store, this.transport, {
        onProgress: (id, sent, total) => {
          void this.store.get(id).then((r) => {
            this.sending = { id, orderNumber: r?.orderNumber ?? '', sent, total };
            void this.refresh();
          });
        },
        onChange: () => {
          this.sending = null;
          void this.refresh();
        },
      });
      return next;
    };
    let next: number | null;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    try {
      next = locks ? await locks.request(LOCK, work) : await work();
    } catch {
      next = Date.now() + 10_000;
    }
    this.sending = null;
    await this.refresh();
    if (next !== null && !this.stopped)
      this.timer = setTimeout(() => this.kick(), Math.max(250, next - Date.now()));
  }
}
