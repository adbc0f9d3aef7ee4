// Times on the order screens: Bangkok time (UTC+7, no daylight saving), written
// dd/MM/yyyy HH:mm as the shop's staff read them, whatever the browser's own zone.

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-19T17:05:00Z" -> "20/11/2026 00:05"; '' for nothing; an unreadable value as is. */
export function formatBangkokDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return iso;
  const d = new Date(t + BANGKOK_OFFSET_MS);
  return (
    `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}
