// Answers a process keeps to serve again (the stock screens' snapshots, the reports' reused
// measures), bounded by the rows they hold in all: the least recently kept or served go
// first. Whether a kept answer is still right is the caller's to check.

export interface Weighed {
  /** Rows in the answer: what keeping it costs. */
  weight: number;
}

export class KeptAnswers<V extends Weighed> {
  private readonly kept = new Map<string, V>();
  private weight = 0;

  constructor(
    /** Rows kept in all. */
    private readonly maxWeight: number,
    /** The most one answer may hold to be kept. */
    private readonly maxOne: number,
    /** True when a is newer than b: a slow computation never replaces a newer answer. */
    private readonly isNewer: (a: V, b: V) => boolean,
  ) {}

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  /** The answer was just served: it goes last in line. */
  served(key: string, answer: V): void {
    if (this.kept.get(key) !== answer) return;
    this.kept.delete(key);
    this.kept.set(key, answer);
  }

  drop(key: string): void {
    const before = this.kept.get(key);
    if (!before) return;
    this.kept.delete(key);
    this.weight -= before.weight;
  }

  keep(key: string, answer: V): void {
    const before = this.kept.get(key);
    if (before && this.isNewer(before, answer)) return;
    this.drop(key);
    if (answer.weight > this.maxOne) return;
    this.kept.set(key, answer);
    this.weight += answer.weight;
    // A Map iterates in insertion order: the first key is the least recently kept or served.
    for (const oldest of this.kept.keys()) {
      if (this.weight <= this.maxWeight) break;
      this.drop(oldest);
    }
  }

  clear(): void {
    this.kept.clear();
    this.weight = 0;
  }
}
