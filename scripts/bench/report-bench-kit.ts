// What the report bench's parts share: a route handler, a call through it, Bangkok days.

export type Handler = (req: Request) => Promise<Response>;
export type CallRoute = (handler: Handler, p: string) => Promise<Response>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The Bangkok day `days` before today, as YYYY-MM-DD. */
export function bangkokDay(days: number): string {
  return new Date(Date.now() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}
