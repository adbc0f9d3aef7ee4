/**
 * The names of the queues and of the jobs they carry, spelled once. The domain writes a job
 * to the outbox under them (enqueueOutbox), the job registry hangs a processor on each, and
 * BullMQ keys its queues by them: renaming one strands the jobs already queued under the
 * old name.
 */

/** Mails sent on a person's behalf. */
export const MAIL_QUEUE = 'mail';
/** The password reset link, written in the transaction of its token. */
export const PASSWORD_RESET_JOB = 'password-reset';

/** The nightly auto-close of packed orders. */
export const AUTO_CLOSE_QUEUE = 'autoclose';
/** The scheduler's tick: starts the runs that are due. */
export const AUTO_CLOSE_TICK_JOB = 'tick';
/** One enterprise's run, written to the outbox by the tick. */
export const AUTO_CLOSE_RUN_JOB = 'run';
