// Packing constants without zod, for screens (the first-load budget of quality-bars).

/** Packing kinds and states (prisma/schema/packing.prisma). */
export const PACKING_KIND = { Normal: 1, Return: 2 } as const;
export const PACKING_STATUS = { Open: 1, Closed: 2, Cancelled: 3 } as const;

/** Units on one order line are far below this; it keeps sums inside a PostgreSQL integer. */
export const MAX_SCANNED = 1_000_000;
