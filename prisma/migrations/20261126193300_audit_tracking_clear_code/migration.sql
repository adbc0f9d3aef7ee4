-- Each audit action has a label in the messages, keyed by its code; "order.tracking.clear"
-- could not have one beside "order.tracking" (a key is either a label or a group), so the
-- clearing of a tracking number is recorded as "order.trackingClear", old rows included.
UPDATE "audit_logs" SET "action" = 'order.trackingClear' WHERE "action" = 'order.tracking.clear';
