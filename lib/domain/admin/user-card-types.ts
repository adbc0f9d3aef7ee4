import type { Area, Level } from '@/lib/auth/permissions';
import type { AuditRow } from '@/lib/domain/admin/schemas';
import { bangkokDayKey } from '@/lib/time/bangkok-days';

// What the template pages /pages/user and /pages/timeline show (user-card.ts reads them),
// and the pure cut of a timeline into days.

export interface UserCard {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  nick_name: string;
  email: string;
  phone: string;
  group_id: number;
  status: number;
  deleted: boolean;
  team_name: string | null;
  department_name: string | null;
  sale_channel_name: string | null;
  is_special: boolean;
  is_employee: boolean;
  is_read_only: boolean;
  /** Each area at the level that applies (the group's, capped by the read-only flag). */
  levels: Array<{ area: Area; level: Level }>;
  last_login_at: string | null;
  created_at: string;
  /** What the audit log holds of the user's own changes. */
  activity: { total: number; last_at: string | null };
}

export interface TimelineDay {
  /** Bangkok day YYYY-MM-DD. */
  date: string;
  entries: AuditRow[];
}

export interface UserTimeline {
  user_id: number;
  days: TimelineDay[];
  total: number;
  page: number;
  limit: number;
}

/** Audit rows, newest first, cut into Bangkok days in the same order. */
export function byBangkokDay(rows: readonly AuditRow[]): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const row of rows) {
    const date = bangkokDayKey(new Date(row.created_at));
    const last = days[days.length - 1];
    if (last && last.date === date) last.entries.push(row);
    else days.push({ date, entries: [row] });
  }
  return days;
}

/** `?user=` of the template pages: the user an admin opened, none for one's own. */
export const userQuery = (userId: number, own: boolean): string => (own ? '' : `?user=${userId}`);
