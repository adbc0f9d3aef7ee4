import type { ExponentialBackoff } from '@/lib/queue/backoff';

/**
 * How a LINE send is retried (docs/members.md, Sending): 6 tries, 5 s, 10 s, 20 s, 40 s,
 * 80 s apart, about two and a half minutes, well within the time LINE keeps a retry key.
 */
export const LINE_PUSH_JOB_ATTEMPTS = 6;
export const LINE_PUSH_JOB_BACKOFF: ExponentialBackoff = { type: 'exponential', delay: 5_000 };
