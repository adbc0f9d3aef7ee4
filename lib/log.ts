import { env } from '@/lib/env';

const ORDER = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof ORDER;

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  let min: Level = 'info';
  try {
    min = env().LOG_LEVEL;
  } catch {
    // Logging must work even when the environment is broken.
  }
  if (ORDER[level] < ORDER[min]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** One JSON line per event, so a log shipper can read it. */
export const log = {
  debug: (msg: string, f?: Record<string, unknown>) => write('debug', msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write('info', msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write('warn', msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write('error', msg, f),
};
