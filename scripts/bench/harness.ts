// A small closed-loop load generator: N clients each run requests back to back for a
// while; latencies are collected per request. Every figure is printed beside a reference
// measured in the same run (machines are shared and noisy).

export interface RunResult {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * Runs `work(i)` from `clients` concurrent loops for `seconds` (after `warmupSeconds`
 * whose samples are dropped). `work` gets a running request number to pick its input.
 */
export async function run(
  name: string,
  opts: { clients: number; seconds: number; warmupSeconds?: number },
  work: (i: number) => Promise<void>,
): Promise<RunResult> {
  let counter = 0;
  const loop = async (until: number, samples: number[] | null, errors: { n: number }) => {
    while (performance.now() < until) {
      const i = counter++;
      const t0 = performance.now();
      try {
        await work(i);
        samples?.push(performance.now() - t0);
      } catch (error) {
        errors.n++;
        if (errors.n <= 3) console.error(`  ${name}: ${String(error)}`);
      }
    }
  };
  const warm = { n: 0 };
  const warmUntil = performance.now() + (opts.warmupSeconds ?? 1) * 1000;
  await Promise.all(Array.from({ length: opts.clients }, () => loop(warmUntil, null, warm)));

  const samples: number[] = [];
  const errors = { n: 0 };
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  await Promise.all(Array.from({ length: opts.clients }, () => loop(until, samples, errors)));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    errors: errors.n,
    seconds,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    perSecond: samples.length / seconds,
  };
}

/**
 * `clients` stations that all send at the same instant, every `intervalMs`, for
 * `seconds`: the latency of simultaneous requests at a real pace, not of a saturated loop.
 * Each latency is counted from when the request was due (a station held up by its last
 * request is late, and that lateness counts: no coordinated omission).
 */
export async function runPaced(
  name: string,
  opts: { clients: number; seconds: number; intervalMs: number },
  work: (i: number) => Promise<void>,
): Promise<RunResult> {
  let counter = 0;
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now() + 50;
  const ticks = Math.floor((opts.seconds * 1000) / opts.intervalMs);
  const station = async () => {
    for (let k = 0; k < ticks; k++) {
      const due = started + k * opts.intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = counter++;
      try {
        await work(i);
        samples.push(performance.now() - due);
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(`  ${name}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, station));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    errors,
    seconds,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    perSecond: samples.length / seconds,
  };
}

export function printTable(rows: RunResult[]): void {
  const head = ['', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const body = rows.map((r) => [
    r.name,
    String(r.requests),
    String(r.errors),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.perSecond.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const b of body) console.log(line(b));
}
