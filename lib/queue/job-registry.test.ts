import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryEffectStore } from '@/lib/queue/effects';
import { defineJob, PermanentJobError } from '@/lib/queue/job-definition';
import { findJob, jobRegistry, queueNames, runJob } from '@/lib/queue/job-registry';

const handled: unknown[] = [];
const greet = defineJob({
  queue: 'q1',
  name: 'greet',
  schema: z.object({ who: z.string(), times: z.number().int().default(1) }),
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  async handle(payload) {
    handled.push(payload);
    return `hello ${payload.who}`;
  },
});
const other = defineJob({ ...greet, queue: 'q2', name: 'other' });
const registry = jobRegistry([greet, other, { ...greet, name: 'again' }]);
const ctx = { jobId: 'k@1', attempt: 1, effects: memoryEffectStore() };

describe('job registry', () => {
  it('finds a job by queue and name, and nothing under another queue', () => {
    expect(findJob(registry, 'q1', 'greet')).toBe(greet);
    expect(findJob(registry, 'q2', 'greet')).toBeUndefined();
  });

  it('lists each queue once, in the order of its first job', () => {
    expect(queueNames(registry)).toEqual(['q1', 'q2']);
    expect(jobRegistry([]).schedules).toEqual([]);
  });

  it('runs the processor with the parsed payload (defaults applied)', async () => {
    handled.length = 0;
    await expect(runJob(registry, 'q1', 'greet', { who: 'Somchai' }, ctx)).resolves.toBe(
      'hello Somchai',
    );
    expect(handled).toEqual([{ who: 'Somchai', times: 1 }]);
  });

  it('refuses for good a job it has no processor for, or a payload its schema refuses', async () => {
    await expect(runJob(registry, 'q1', 'missing', {}, ctx)).rejects.toThrow(
      new PermanentJobError('no processor for job q1/missing'),
    );
    const bad = runJob(registry, 'q1', 'greet', { times: 'x' }, ctx);
    await expect(bad).rejects.toBeInstanceOf(PermanentJobError);
    await expect(bad).rejects.toThrow(/^invalid payload for q1\/greet: who: .+; times: /);
  });
});
