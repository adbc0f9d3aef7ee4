import 'server-only';
import { allows, type Subject } from '@/lib/auth/permissions';
import { pageAt } from '@/lib/navigation/pages';
import { TODAY_LISTS } from '@/components/reports/dashboard-today';

/**
 * The lists the dashboard's counters may open for this reader: a counter of a list they
 * would be refused (the payment checker without the order list) is a card, not a link.
 */
export function openableLists(actor: Subject): string[] {
  return TODAY_LISTS.filter((path) => {
    const page = pageAt(path);
    return Boolean(page?.built) && allows(actor, page!.rule);
  });
}
