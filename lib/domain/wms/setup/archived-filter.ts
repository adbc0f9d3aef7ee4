/** The `archived` list filter as a condition on a nullable archive time or an active flag. */
export function archivedWhere(filter: '0' | '1' | 'all'): { live?: boolean } {
  if (filter === 'all') return {};
  return { live: filter === '0' };
}
