import { log } from '@/lib/log';

export interface Loop {
  /** Stops the loop; resolves when the pass under way (if any) has finished. */
  stop(): Promise<void>;
  readonly running: boolean;
}

/**
 * Runs `pass` again and again, `intervalMs` apart, never two at once. A pass that returns
 * true (it found a full batch) is followed at once by the next, so a backlog drains
 * without waiting. A failing pass is logged and retried on the next tick: a database or
 * Redis that restarts is picked up again without restarting the process.
 */
export function startLoop(name: string, pass: () => Promise<boolean>, intervalMs: number): Loop {
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      // A loop alone does not keep a process alive (tests, `next build`).
      timer.unref?.();
    });

  const done = (async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await pass();
        if (failing) log.info(`${name}: recovered`);
        failing = false;
      } catch (error) {
        if (!failing)
          log.error(`${name}: pass failed, retrying`, {
            error: error instanceof Error ? error.message : String(error),
          });
        failing = true;
      }
      if (!stopped && !more) await sleep(intervalMs);
    }
  })();

  return {
    get running() {
      return !stopped;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await done;
    },
  };
}
