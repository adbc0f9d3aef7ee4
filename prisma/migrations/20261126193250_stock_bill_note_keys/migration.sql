-- AlterTable
ALTER TABLE "inventory_bills" ADD COLUMN     "note_key" VARCHAR(60),
ADD COLUMN     "note_params" JSONB;

-- Notes the system wrote as Thai sentences become their message key and values, so that
-- every reader sees them in their own language. Only the sentences the system wrote, on
-- the bills it writes (packing and return bills tied to their order, the demo opening
-- stock); a note a person typed stays as it is.
UPDATE "inventory_bills"
   SET "note_key" = 'packed',
       "note_params" = jsonb_build_object(
         'order_number', substring("note" FROM '^แพ็ก (\S+) \(\S+\)$'),
         'packing_number', substring("note" FROM '^แพ็ก \S+ \((\S+)\)$')),
       "note" = NULL
 WHERE "kind" = 5 AND "order_id" IS NOT NULL AND "note" ~ '^แพ็ก \S+ \(\S+\)$';

UPDATE "inventory_bills"
   SET "note_key" = 'packingReopened',
       "note_params" = jsonb_build_object(
         'order_number', substring("note" FROM '^เปิดแพ็กใหม่ (\S+) \(\S+\)$'),
         'packing_number', substring("note" FROM '^เปิดแพ็กใหม่ \S+ \((\S+)\)$')),
       "note" = NULL
 WHERE "kind" = 6 AND "order_id" IS NOT NULL AND "note" ~ '^เปิดแพ็กใหม่ \S+ \(\S+\)$';

UPDATE "inventory_bills"
   SET "note_key" = 'returned',
       "note_params" = jsonb_build_object(
         'order_number', substring("note" FROM '^รับคืน (\S+) \(\S+\)$'),
         'packing_number', substring("note" FROM '^รับคืน \S+ \((\S+)\)$')),
       "note" = NULL
 WHERE "kind" = 6 AND "order_id" IS NOT NULL AND "note" ~ '^รับคืน \S+ \(\S+\)$';

UPDATE "inventory_bills"
   SET "note_key" = 'orderCancelled',
       "note_params" = jsonb_build_object(
         'order_number', substring("note" FROM '^ยกเลิกออเดอร์ (\S+)$')),
       "note" = NULL
 WHERE "kind" = 6 AND "order_id" IS NOT NULL AND "note" ~ '^ยกเลิกออเดอร์ \S+$';

UPDATE "inventory_bills"
   SET "note_key" = 'demoOpeningStock', "note_params" = '{}'::jsonb, "note" = NULL
 WHERE "kind" = 1 AND "bill_number" = 'IN-SEED-00001' AND "note" = 'ยอดยกมา (ข้อมูลตัวอย่าง)';
