import type { UserMoveDirection } from '@/lib/domain/wms/inventory/writes/schemas';

// The shapes the stock screens send and receive (the stock bill calls): the
// answer's types come from the write schemas; the JSON bodies as the forms build them.

/** What a stock form does: its call, its storages and its bill kind. */
export type StockMode = 'in' | 'out' | 'move' | 'toLine' | 'userMove';

export type {
  StockBill,
  StockBillLine,
  UserMoveDirection,
} from '@/lib/domain/wms/inventory/writes/schemas';

export interface StockItemBody {
  product_id: number;
  amount: number;
  cost?: string;
}

/** The JSON body of each call (a bill image turns it into multipart, `items` as JSON text). */
export type StockBody =
  | { storage_id: number; note?: string; items: StockItemBody[] }
  | { from_storage_id: number; to_storage_id: number; note?: string; items: StockItemBody[] }
  | {
      user_id: number;
      storage_id: number;
      direction: UserMoveDirection;
      note?: string;
      items: StockItemBody[];
    };

export const STOCK_ENDPOINT: Record<StockMode, string> = {
  in: '/api/v2/wms/inventory/item/in',
  out: '/api/v2/wms/inventory/item/out',
  move: '/api/v2/wms/inventory/item/group/move',
  toLine: '/api/v2/wms/inventory/item/group/move',
  userMove: '/api/v1/wms/inventory/user/move',
};

/** A storage as the pickers show it (read by the server page). */
export interface StorageOption {
  id: number;
  name: string;
  /** 1 normal, 2 packing-line staging, 3 user holding. */
  kind: number;
  packing_line: string | null;
}

/** A person stock can be handed to (agents and delivery staff first). */
export interface HolderOption {
  id: number;
  name: string;
  group_id: number;
}
