import { describe, expect, it } from 'vitest';
import { findJob, queueNames } from '@/lib/queue/job-registry';
import {
  AUTO_CLOSE_QUEUE,
  LINE_PUSH_JOB,
  LINE_QUEUE,
  AUTO_CLOSE_RUN_JOB,
  AUTO_CLOSE_TICK_JOB,
  MAIL_QUEUE,
  PASSWORD_RESET_JOB,
  PLATFORM_ORDER_QUEUE,
  PLATFORM_ORDER_SYNC_JOB,
  PLATFORM_PRODUCT_SYNC_JOB,
  PLATFORM_SHIPMENT_JOB,
  PLATFORM_STOCK_QUEUE,
  PLATFORM_SYNC_QUEUE,
  PLATFORM_WEBHOOK_JOB,
  REPORT_QUEUE,
  WMS_SUMMARY_JOB,
} from '@/lib/queue/queues';
import { JOB_REGISTRY } from '@/jobs/registry';

describe('the job registry', () => {
  it('has one processor per queue and job name', () => {
    const addresses = JOB_REGISTRY.jobs.map((j) => `${j.queue}/${j.name}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('has a processor for every job the domain writes to the outbox', () => {
    for (const [queue, name] of [
      [MAIL_QUEUE, PASSWORD_RESET_JOB],
      [AUTO_CLOSE_QUEUE, AUTO_CLOSE_TICK_JOB],
      [AUTO_CLOSE_QUEUE, AUTO_CLOSE_RUN_JOB],
      [PLATFORM_SYNC_QUEUE, PLATFORM_ORDER_SYNC_JOB],
      [PLATFORM_SYNC_QUEUE, PLATFORM_PRODUCT_SYNC_JOB],
      [PLATFORM_ORDER_QUEUE, PLATFORM_WEBHOOK_JOB],
      [PLATFORM_ORDER_QUEUE, PLATFORM_SHIPMENT_JOB],
      [REPORT_QUEUE, WMS_SUMMARY_JOB],
      [LINE_QUEUE, LINE_PUSH_JOB],
    ] as const)
      expect(findJob(JOB_REGISTRY, queue, name), `${queue}/${name}`).toBeDefined();
  });

  it('runs on the named queues only, each listed once', () => {
    expect(queueNames(JOB_REGISTRY).sort()).toEqual(
      [
        AUTO_CLOSE_QUEUE,
        MAIL_QUEUE,
        PLATFORM_SYNC_QUEUE,
        PLATFORM_ORDER_QUEUE,
        PLATFORM_STOCK_QUEUE,
        REPORT_QUEUE,
        LINE_QUEUE,
      ].sort(),
    );
  });

  it('repeats only jobs it has, each schedule under its own id', () => {
    for (const s of JOB_REGISTRY.schedules) {
      expect(findJob(JOB_REGISTRY, s.queue, s.name), s.id).toBeDefined();
      expect(s.everyMs).toBeGreaterThan(0);
    }
    const ids = JOB_REGISTRY.schedules.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives up a job for good before it retries forever', () => {
    for (const j of JOB_REGISTRY.jobs) {
      expect(j.attempts, `${j.queue}/${j.name}`).toBeGreaterThanOrEqual(1);
      expect(j.backoff.delay).toBeGreaterThan(0);
    }
  });
});
