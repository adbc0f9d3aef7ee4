/**
 * Next.js calls register() once when a server instance starts. It installs the server's
 * edge (the client's address, refused /api calls). Without Redis (REDIS_URL
 * empty), this app process runs the jobs of the outbox itself (lib/queue/in-process.ts),
 * so a password reset email still goes out; with Redis, the worker process does
 * (npm run worker) and nothing starts here.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Every request passes the server's edge before Next routes it (lib/http/server-edge.ts).
  const { installServerEdge } = await import('@/lib/http/server-edge');
  await installServerEdge();
  if (process.env.REDIS_URL) return;
  // `next build` may load this file too; jobs run only in a serving process.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const { startInProcessRunner } = await import('@/lib/queue/in-process');
    const { JOB_REGISTRY } = await import('@/jobs/registry');
    startInProcessRunner({ registry: JOB_REGISTRY });
  } catch (error) {
    // A broken configuration is reported by the first request too; do not stop the server here.
    console.error('could not start the in-process job runner:', error);
  }
}
