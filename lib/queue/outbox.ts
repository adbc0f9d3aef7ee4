import type { Prisma } from '@/lib/generated/prisma/client';

export interface OutboxJob {
  queue: string;
  name: string;
  payload: Prisma.InputJsonValue;
  /** Unique per effect: becomes the BullMQ job id, so a job is enqueued once. */
  dedupeKey: string;
}

type OutboxWriter = {
  outboxMessage: { create: (args: { data: Prisma.OutboxMessageCreateInput }) => Promise<unknown> };
};

/**
 * Writes a job into the outbox inside the caller's transaction: the job exists if and only
 * if the change that needs it was committed. The relay (lib/queue/outbox-relay.ts) moves it to BullMQ.
 */
export async function enqueueOutbox(tx: OutboxWriter, job: OutboxJob): Promise<void> {
  await tx.outboxMessage.create({
    data: { queue: job.queue, jobName: job.name, payload: job.payload, dedupeKey: job.dedupeKey },
  });
}
