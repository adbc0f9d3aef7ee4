/**
 * The identity of the job of an outbox row: its dedupe key and the row's creation time
 * (ms). Within one database a dedupe key is unique (and a row's creation time never
 * changes), so relaying a row twice gives the same job; the creation time keeps a database
 * that was re-created (development, tests: ids and dedupe keys such as `password-reset:1`
 * start over) from colliding with jobs and sent-mail records that the same Redis still
 * holds from before, which would otherwise silently swallow the new jobs.
 */
export function outboxJobKey(row: { dedupeKey: string; createdAt: Date }): string {
  return `${row.dedupeKey}@${row.createdAt.getTime()}`;
}

/**
 * The BullMQ job id of an outbox dedupe key. BullMQ refuses custom ids that look like
 * integers or contain ':' (its key separator), and dedupe keys are written like
 * `password-reset:42`; so '%' and ':' are percent-escaped, and an all-digit key gets a
 * '%N' prefix (no escaped key can start with it). The mapping is one-to-one, so distinct
 * dedupe keys never share a job id and one key always gives the same id.
 */
export function jobIdFor(dedupeKey: string): string {
  const escaped = dedupeKey.replace(/%/g, '%25').replace(/:/g, '%3A');
  return `${parseInt(escaped, 10)}` === escaped ? `%N${escaped}` : escaped;
}

/** The dedupe key back from a job id made by jobIdFor (ids BullMQ made itself pass through). */
export function dedupeKeyOf(jobId: string): string {
  const body = jobId.startsWith('%N') ? jobId.slice(2) : jobId;
  return body.replace(/%(25|3A)/g, (code) => (code === '%25' ? '%' : ':'));
}
