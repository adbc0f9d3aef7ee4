import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared/kinds';
import { compareNames } from '@/lib/i18n/collation';

/** A storage as the inventory screens' filters show it. */
export interface StorageOption {
  id: number;
  name: string;
  /** 1 normal, 2 packing-line staging, 3 user holding. */
  kind: number;
  /** The packing line a staging storage serves (kind 2). */
  line: string | null;
  active: boolean;
}

/** The options of a storage select: normal storages first, then lines, then user holdings. */
export function storageSelectOptions(
  storages: readonly StorageOption[],
  kindLabel: (kind: number) => string,
): Array<{ value: number; label: string }> {
  return [...storages]
    .sort((a, b) => a.kind - b.kind || compareNames(a.name, b.name))
    .map((s) => ({
      value: s.id,
      label: s.kind === STORAGE_KIND.Normal ? s.name : `${s.name} (${kindLabel(s.kind)})`,
    }));
}

/** The distinct packing lines named by staging storages, in name order. */
export function packingLines(storages: readonly StorageOption[]): string[] {
  const lines = new Set<string>();
  for (const s of storages) if (s.kind === STORAGE_KIND.PackingLine && s.line) lines.add(s.line);
  return [...lines].sort(compareNames);
}
