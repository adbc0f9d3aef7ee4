import { sqlRunner, type TenantDb, USER_NAME_SQL } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { BillLine, HistoryDetail } from '@/lib/domain/wms/inventory/reads/schemas';
import { billImageUrl, isoText } from '@/lib/domain/wms/inventory/reads/serializers';
import { systemNoteOf } from '@/lib/domain/wms/inventory/shared';

// One bill (GET /api/v1/wms/inventory/historydetail/{id}): its head and its ledger rows
// in the order they were written, for the printable bill. Another enterprise's bill is
// answered like one that does not exist.

interface HeadSqlRow {
  ID: number;
  BillNumber: string;
  Kind: number;
  Note: string | null;
  note_key: string | null;
  note_params: unknown;
  UserName: string;
  created_at: Date;
  bill_image_key: string | null;
  FromStorageName: string | null;
  ToStorageName: string | null;
  FromStorageID: number | null;
  ToStorageID: number | null;
  OrderID: number | null;
  PurchaseOrderID: number | null;
  PoNumber: string | null;
}

export async function getBillDetail(
  db: TenantDb,
  enterpriseId: number,
  id: number,
): Promise<HistoryDetail> {
  const e = enterpriseId;
  const [heads, lines] = await Promise.all([
    sqlRunner(db).rows<HeadSqlRow>(Prisma.sql`
        SELECT bi.id AS "ID", bi.bill_number AS "BillNumber", bi.kind::int AS "Kind",
               bi.note AS "Note", bi.note_key, bi.note_params,
               ${USER_NAME_SQL} AS "UserName", bi.created_at,
               bi.bill_image_key, fs.name AS "FromStorageName", ts.name AS "ToStorageName",
               bi.from_storage_id AS "FromStorageID", bi.to_storage_id AS "ToStorageID",
               bi.order_id AS "OrderID", bi.purchase_order_id AS "PurchaseOrderID",
               po.po_number AS "PoNumber"
          FROM inventory_bills bi
          JOIN users u ON u.id = bi.user_id
          LEFT JOIN storages fs ON fs.id = bi.from_storage_id AND fs.enterprise_id = ${e}
          LEFT JOIN storages ts ON ts.id = bi.to_storage_id AND ts.enterprise_id = ${e}
          LEFT JOIN purchase_orders po
                 ON po.id = bi.purchase_order_id AND po.enterprise_id = ${e}
         WHERE bi.id = ${id} AND bi.enterprise_id = ${e}`),
    sqlRunner(db).rows<BillLine>(Prisma.sql`
        SELECT l.wms_product_id AS product_id, p.name AS product_name, p.sku, p.barcode,
               l.storage_id, s.name AS storage_name, l.amount, l.balance_after,
               l.unit_cost::text AS unit_cost
          FROM inventory_ledgers l
          JOIN wms_products p ON p.id = l.wms_product_id AND p.enterprise_id = ${e}
          JOIN storages s ON s.id = l.storage_id AND s.enterprise_id = ${e}
         WHERE l.bill_id = ${id} AND l.enterprise_id = ${e}
         ORDER BY l.id`),
  ]);
  const head = heads[0];
  if (!head) throw new AppError('common.notFound', `bill ${id}`);
  const { created_at, bill_image_key, note_key, note_params, ...rest } = head;
  return {
    Head: {
      ...rest,
      ...systemNoteOf({ note_key, note_params }),
      CreateAt: isoText(created_at),
      BillImage: billImageUrl(bill_image_key),
    },
    Data: lines,
  };
}
