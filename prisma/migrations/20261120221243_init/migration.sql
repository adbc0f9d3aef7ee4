-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "customers" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "phone" VARCHAR(30),
    "email" VARCHAR(200),
    "line_id" VARCHAR(100),
    "note" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_addresses" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "recipient_name" VARCHAR(200) NOT NULL,
    "phone" VARCHAR(30) NOT NULL,
    "address" TEXT NOT NULL,
    "subdistrict" VARCHAR(100) NOT NULL,
    "district" VARCHAR(100) NOT NULL,
    "province" VARCHAR(100) NOT NULL,
    "zipcode" VARCHAR(10) NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "thai_addresses" (
    "id" SERIAL NOT NULL,
    "subdistrict_code" VARCHAR(6),
    "subdistrict_th" VARCHAR(100) NOT NULL,
    "subdistrict_en" VARCHAR(100) NOT NULL,
    "district_th" VARCHAR(100) NOT NULL,
    "district_en" VARCHAR(100) NOT NULL,
    "province_th" VARCHAR(100) NOT NULL,
    "province_en" VARCHAR(100) NOT NULL,
    "zipcode" VARCHAR(5) NOT NULL,

    CONSTRAINT "thai_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_categories" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "pn" VARCHAR(60) NOT NULL,
    "name" VARCHAR(300) NOT NULL,
    "category_id" INTEGER,
    "image_key" VARCHAR(300),
    "price" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "barcode" VARCHAR(60),
    "width" DECIMAL(10,2),
    "height" DECIMAL(10,2),
    "depth" DECIMAL(10,2),
    "weight" INTEGER,
    "unit_name" VARCHAR(50),
    "wms_product_id" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "random_skus" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "sku" VARCHAR(60) NOT NULL,
    "used_by_product_id" INTEGER,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "random_skus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_shops" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "platform" SMALLINT NOT NULL,
    "shop_id" VARCHAR(100) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "cipher" VARCHAR(200),
    "region" VARCHAR(10),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "sale_channel_id" INTEGER,
    "payment_method_id" INTEGER,
    "last_order_sync_at" TIMESTAMPTZ(3),
    "last_product_sync_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "platform_shops_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_tokens" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "platform_shop_id" INTEGER NOT NULL,
    "access_token_enc" TEXT NOT NULL,
    "refresh_token_enc" TEXT,
    "access_expires_at" TIMESTAMPTZ(3),
    "refresh_expires_at" TIMESTAMPTZ(3),
    "refreshed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "platform_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_products" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "platform_shop_id" INTEGER NOT NULL,
    "platform" SMALLINT NOT NULL,
    "platform_item_id" VARCHAR(100) NOT NULL,
    "platform_sku_id" VARCHAR(100) NOT NULL,
    "seller_sku" VARCHAR(100),
    "name" VARCHAR(500) NOT NULL,
    "price" DECIMAL(14,2),
    "stock" INTEGER,
    "image_url" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "mapping_status" SMALLINT NOT NULL DEFAULT 2,
    "product_id" INTEGER,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "platform_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprises" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "tax_id" VARCHAR(20),
    "phone" VARCHAR(30),
    "address" TEXT,
    "packing_back_days" INTEGER NOT NULL DEFAULT 3,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprises_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "username" VARCHAR(50) NOT NULL,
    "email" VARCHAR(200),
    "password_hash" TEXT NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL DEFAULT '',
    "nick_name" VARCHAR(50) NOT NULL DEFAULT '',
    "phone" VARCHAR(30) NOT NULL DEFAULT '',
    "group_id" SMALLINT NOT NULL,
    "user_type" SMALLINT NOT NULL DEFAULT 1,
    "roles" JSONB NOT NULL DEFAULT '{}',
    "status" SMALLINT NOT NULL DEFAULT 1,
    "is_special" BOOLEAN NOT NULL DEFAULT false,
    "locale" VARCHAR(5) NOT NULL DEFAULT 'th',
    "team_id" INTEGER,
    "department_id" INTEGER,
    "sale_channel_id" INTEGER,
    "last_login_at" TIMESTAMPTZ(3),
    "password_changed_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoke_reason" VARCHAR(40),
    "ip" VARCHAR(64),
    "user_agent" VARCHAR(300),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_throttles" (
    "key" VARCHAR(200) NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "login_throttles_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "signup_requests" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER,
    "shop_name" VARCHAR(200) NOT NULL,
    "contact_name" VARCHAR(200) NOT NULL,
    "email" VARCHAR(200) NOT NULL,
    "phone" VARCHAR(30) NOT NULL,
    "plan" VARCHAR(30) NOT NULL DEFAULT 'starter',
    "message" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "signup_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "teams" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "departments" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "departments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_channels" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "type" SMALLINT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sale_channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banks" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(10) NOT NULL,
    "short_name" VARCHAR(20) NOT NULL,
    "name_th" VARCHAR(120) NOT NULL,
    "name_en" VARCHAR(120) NOT NULL,

    CONSTRAINT "banks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_accounts" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "bank_id" INTEGER NOT NULL,
    "account_name" VARCHAR(200) NOT NULL,
    "account_number" VARCHAR(30) NOT NULL,
    "branch" VARCHAR(120),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bank_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "type" SMALLINT NOT NULL,
    "bank_account_id" INTEGER,
    "promptpay_id" VARCHAR(20),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "actor_name" VARCHAR(120) NOT NULL,
    "action" VARCHAR(60) NOT NULL,
    "entity" VARCHAR(60) NOT NULL,
    "entity_id" VARCHAR(60),
    "before" JSONB,
    "after" JSONB,
    "request_id" VARCHAR(40),
    "ip" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" BIGSERIAL NOT NULL,
    "queue" VARCHAR(60) NOT NULL,
    "job_name" VARCHAR(60) NOT NULL,
    "payload" JSONB NOT NULL,
    "dedupe_key" VARCHAR(120) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "relayed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "method" VARCHAR(10) NOT NULL,
    "path" VARCHAR(300) NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "status" INTEGER,
    "response" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupons" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "code" VARCHAR(60) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT,
    "discount_type" SMALLINT NOT NULL,
    "minimum_amount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "discount_value" DECIMAL(14,2) NOT NULL,
    "max_discount" DECIMAL(14,2),
    "valid_from" TIMESTAMPTZ(3) NOT NULL,
    "valid_to" TIMESTAMPTZ(3) NOT NULL,
    "quantity" INTEGER,
    "used_count" INTEGER NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "members" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "line_user_id" VARCHAR(64) NOT NULL,
    "display_name" VARCHAR(200),
    "phone" VARCHAR(30),
    "birthday" DATE,
    "sex" SMALLINT NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "total_spending" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "address" TEXT,
    "province" VARCHAR(100),
    "district" VARCHAR(100),
    "subdistrict" VARCHAR(100),
    "postcode" VARCHAR(10),
    "customer_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_coupons" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "coupon_id" INTEGER NOT NULL,
    "coupon_code" VARCHAR(60) NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "member_coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_number" VARCHAR(30) NOT NULL,
    "platform_order_id" VARCHAR(100),
    "platform" SMALLINT NOT NULL DEFAULT 1,
    "platform_shop_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 100,
    "customer_id" INTEGER,
    "staff_user_id" INTEGER,
    "sale_channel_id" INTEGER NOT NULL,
    "payment_method_id" INTEGER NOT NULL,
    "shipping_provider_id" SMALLINT NOT NULL,
    "tracking_number" VARCHAR(60),
    "tracking_failed" BOOLEAN NOT NULL DEFAULT false,
    "storage_id" INTEGER,
    "recipient_name" VARCHAR(200) NOT NULL,
    "recipient_phone" VARCHAR(30) NOT NULL,
    "recipient_address" TEXT NOT NULL,
    "recipient_subdistrict" VARCHAR(100) NOT NULL DEFAULT '',
    "recipient_district" VARCHAR(100) NOT NULL DEFAULT '',
    "recipient_province" VARCHAR(100) NOT NULL DEFAULT '',
    "recipient_zipcode" VARCHAR(10) NOT NULL DEFAULT '',
    "subtotal" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "shipping_fee" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "coupon_id" INTEGER,
    "coupon_code" VARCHAR(60),
    "payment_slip_key" VARCHAR(300),
    "slip_ref" VARCHAR(100),
    "slip_amount" DECIMAL(14,2),
    "seller_note" TEXT,
    "cancel_reason_type" SMALLINT,
    "cancel_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "packed_at" TIMESTAMPTZ(3),
    "shipped_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "returned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_items" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER,
    "name" VARCHAR(300) NOT NULL,
    "sku" VARCHAR(60) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "price" DECIMAL(14,2) NOT NULL,
    "discount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "line_total" DECIMAL(14,2) NOT NULL,
    "unit_cost" DECIMAL(14,4),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_events" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "from_status" SMALLINT,
    "to_status" SMALLINT,
    "type" VARCHAR(40) NOT NULL,
    "reason" TEXT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_sequences" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_sequences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "returns" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "return_number" VARCHAR(30) NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "reason" TEXT,
    "video_key" VARCHAR(300),
    "packing_id" INTEGER,
    "created_by_id" INTEGER NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "returns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "return_lines" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "return_id" INTEGER NOT NULL,
    "product_id" INTEGER,
    "wms_product_id" INTEGER,
    "good" INTEGER NOT NULL DEFAULT 0,
    "broken" INTEGER NOT NULL DEFAULT 0,
    "lost" INTEGER NOT NULL DEFAULT 0,
    "other" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "return_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packings" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "packing_number" VARCHAR(30) NOT NULL,
    "order_id" INTEGER NOT NULL,
    "storage_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "line" VARCHAR(50),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "video_key" VARCHAR(300),
    "video_status" SMALLINT NOT NULL DEFAULT 0,
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "packings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packing_lines" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "packing_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "product_id" INTEGER,
    "barcode" VARCHAR(60) NOT NULL,
    "ordered" INTEGER NOT NULL,
    "scanned" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "packing_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auto_close_settings" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "run_at" VARCHAR(5) NOT NULL DEFAULT '02:00',
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "auto_close_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auto_close_runs" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "idempotency_key" VARCHAR(100) NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "triggered_by_id" INTEGER,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "closed_orders" INTEGER NOT NULL DEFAULT 0,
    "listed_packings" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auto_close_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_orders" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "po_number" VARCHAR(30) NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "storage_id" INTEGER NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "note" TEXT,
    "expected_at" TIMESTAMPTZ(3),
    "created_by_id" INTEGER NOT NULL,
    "approved_by_id" INTEGER,
    "approved_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "attachment_key" VARCHAR(300),
    "total" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_lines" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "purchase_order_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "received_quantity" INTEGER NOT NULL DEFAULT 0,
    "unit_cost" DECIMAL(14,4) NOT NULL DEFAULT 0,

    CONSTRAINT "purchase_order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partners" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "company_name" VARCHAR(200) NOT NULL,
    "address" TEXT,
    "contact_name" VARCHAR(200),
    "contact_tel" VARCHAR(30),
    "tax_id" VARCHAR(20),
    "tel" VARCHAR(30),
    "email" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "storages" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "x" DECIMAL(10,2),
    "y" DECIMAL(10,2),
    "width" DECIMAL(10,2),
    "height" DECIMAL(10,2),
    "depth" DECIMAL(10,2),
    "weight" INTEGER,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "packing_line" VARCHAR(50),
    "holder_user_id" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "storages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wms_products" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(300) NOT NULL,
    "sku" VARCHAR(60) NOT NULL,
    "barcode" VARCHAR(60) NOT NULL,
    "unit_name" VARCHAR(50),
    "width" DECIMAL(10,2),
    "height" DECIMAL(10,2),
    "depth" DECIMAL(10,2),
    "weight" INTEGER,
    "partner_id" INTEGER,
    "threshold" INTEGER NOT NULL DEFAULT 0,
    "avg_cost" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wms_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_balances" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "storage_id" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "cost" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "threshold" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "inventory_balances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_bills" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "bill_number" VARCHAR(30) NOT NULL,
    "kind" SMALLINT NOT NULL,
    "note" TEXT,
    "user_id" INTEGER NOT NULL,
    "bill_image_key" VARCHAR(300),
    "from_storage_id" INTEGER,
    "to_storage_id" INTEGER,
    "order_id" INTEGER,
    "packing_id" INTEGER,
    "purchase_order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inventory_bills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_ledgers" (
    "id" BIGSERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "bill_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "storage_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "unit_cost" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inventory_ledgers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bill_sequences" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "period" VARCHAR(8) NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bill_sequences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pickup_profiles" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "product_id" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pickup_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pickup_profile_items" (
    "id" SERIAL NOT NULL,
    "enterprise_id" INTEGER NOT NULL,
    "pickup_profile_id" INTEGER NOT NULL,
    "wms_product_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "pickup_profile_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customers_enterprise_id_created_at_id_idx" ON "customers"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "customers_enterprise_id_phone_idx" ON "customers"("enterprise_id", "phone");

-- CreateIndex
CREATE INDEX "customer_addresses_customer_id_idx" ON "customer_addresses"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "thai_addresses_subdistrict_code_key" ON "thai_addresses"("subdistrict_code");

-- CreateIndex
CREATE INDEX "thai_addresses_zipcode_idx" ON "thai_addresses"("zipcode");

-- CreateIndex
CREATE INDEX "thai_addresses_province_th_district_th_idx" ON "thai_addresses"("province_th", "district_th");

-- CreateIndex
CREATE UNIQUE INDEX "product_categories_enterprise_id_name_key" ON "product_categories"("enterprise_id", "name");

-- CreateIndex
CREATE INDEX "products_enterprise_id_created_at_id_idx" ON "products"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "products_enterprise_id_barcode_idx" ON "products"("enterprise_id", "barcode");

-- CreateIndex
CREATE INDEX "products_enterprise_id_category_id_idx" ON "products"("enterprise_id", "category_id");

-- CreateIndex
CREATE INDEX "products_wms_product_id_idx" ON "products"("wms_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "products_enterprise_id_pn_key" ON "products"("enterprise_id", "pn");

-- CreateIndex
CREATE INDEX "random_skus_enterprise_id_created_at_id_idx" ON "random_skus"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "random_skus_used_by_product_id_idx" ON "random_skus"("used_by_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "random_skus_enterprise_id_sku_key" ON "random_skus"("enterprise_id", "sku");

-- CreateIndex
CREATE INDEX "platform_shops_platform_shop_id_idx" ON "platform_shops"("platform", "shop_id");

-- CreateIndex
CREATE UNIQUE INDEX "platform_shops_enterprise_id_platform_shop_id_key" ON "platform_shops"("enterprise_id", "platform", "shop_id");

-- CreateIndex
CREATE UNIQUE INDEX "platform_tokens_platform_shop_id_key" ON "platform_tokens"("platform_shop_id");

-- CreateIndex
CREATE INDEX "platform_tokens_access_expires_at_idx" ON "platform_tokens"("access_expires_at");

-- CreateIndex
CREATE INDEX "platform_products_enterprise_id_platform_status_mapping_sta_idx" ON "platform_products"("enterprise_id", "platform", "status", "mapping_status", "id" DESC);

-- CreateIndex
CREATE INDEX "platform_products_enterprise_id_seller_sku_idx" ON "platform_products"("enterprise_id", "seller_sku");

-- CreateIndex
CREATE INDEX "platform_products_product_id_idx" ON "platform_products"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "platform_products_platform_shop_id_platform_item_id_platfor_key" ON "platform_products"("platform_shop_id", "platform_item_id", "platform_sku_id");

-- CreateIndex
CREATE UNIQUE INDEX "enterprises_code_key" ON "enterprises"("code");

-- CreateIndex
CREATE INDEX "users_username_idx" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_enterprise_id_created_at_idx" ON "users"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "users_enterprise_id_group_id_idx" ON "users"("enterprise_id", "group_id");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE INDEX "signup_requests_status_created_at_idx" ON "signup_requests"("status", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "teams_enterprise_id_name_key" ON "teams"("enterprise_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "departments_enterprise_id_name_key" ON "departments"("enterprise_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "sale_channels_enterprise_id_name_key" ON "sale_channels"("enterprise_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "banks_code_key" ON "banks"("code");

-- CreateIndex
CREATE UNIQUE INDEX "bank_accounts_enterprise_id_bank_id_account_number_key" ON "bank_accounts"("enterprise_id", "bank_id", "account_number");

-- CreateIndex
CREATE UNIQUE INDEX "payment_methods_enterprise_id_name_key" ON "payment_methods"("enterprise_id", "name");

-- CreateIndex
CREATE INDEX "audit_logs_enterprise_id_created_at_idx" ON "audit_logs"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_logs_enterprise_id_entity_entity_id_idx" ON "audit_logs"("enterprise_id", "entity", "entity_id");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_dedupe_key_key" ON "outbox_messages"("dedupe_key");

-- CreateIndex
CREATE INDEX "outbox_messages_relayed_at_available_at_idx" ON "outbox_messages"("relayed_at", "available_at");

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_enterprise_id_user_id_key_key" ON "idempotency_keys"("enterprise_id", "user_id", "key");

-- CreateIndex
CREATE INDEX "coupons_enterprise_id_created_at_id_idx" ON "coupons"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "coupons_enterprise_id_status_valid_to_idx" ON "coupons"("enterprise_id", "status", "valid_to");

-- CreateIndex
CREATE UNIQUE INDEX "coupons_enterprise_id_code_key" ON "coupons"("enterprise_id", "code");

-- CreateIndex
CREATE INDEX "members_enterprise_id_created_at_id_idx" ON "members"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "members_enterprise_id_phone_idx" ON "members"("enterprise_id", "phone");

-- CreateIndex
CREATE INDEX "members_customer_id_idx" ON "members"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "members_enterprise_id_line_user_id_key" ON "members"("enterprise_id", "line_user_id");

-- CreateIndex
CREATE INDEX "member_coupons_member_id_status_idx" ON "member_coupons"("member_id", "status");

-- CreateIndex
CREATE INDEX "member_coupons_coupon_id_status_idx" ON "member_coupons"("coupon_id", "status");

-- CreateIndex
CREATE INDEX "member_coupons_enterprise_id_created_at_id_idx" ON "member_coupons"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "member_coupons_order_id_idx" ON "member_coupons"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_coupons_enterprise_id_coupon_code_key" ON "member_coupons"("enterprise_id", "coupon_code");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_created_at_id_idx" ON "orders"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_enterprise_id_status_created_at_id_idx" ON "orders"("enterprise_id", "status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_enterprise_id_sale_channel_id_created_at_idx" ON "orders"("enterprise_id", "sale_channel_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_staff_user_id_created_at_idx" ON "orders"("enterprise_id", "staff_user_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_status_packed_at_idx" ON "orders"("enterprise_id", "status", "packed_at");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_tracking_number_idx" ON "orders"("enterprise_id", "tracking_number");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_platform_order_id_idx" ON "orders"("enterprise_id", "platform_order_id");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_recipient_phone_idx" ON "orders"("enterprise_id", "recipient_phone");

-- CreateIndex
CREATE INDEX "orders_enterprise_id_slip_ref_idx" ON "orders"("enterprise_id", "slip_ref");

-- CreateIndex
CREATE INDEX "orders_customer_id_idx" ON "orders"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_enterprise_id_order_number_key" ON "orders"("enterprise_id", "order_number");

-- CreateIndex
CREATE UNIQUE INDEX "orders_platform_shop_id_platform_order_id_key" ON "orders"("platform_shop_id", "platform_order_id");

-- CreateIndex
CREATE INDEX "order_items_order_id_idx" ON "order_items"("order_id");

-- CreateIndex
CREATE INDEX "order_items_product_id_idx" ON "order_items"("product_id");

-- CreateIndex
CREATE INDEX "order_items_wms_product_id_idx" ON "order_items"("wms_product_id");

-- CreateIndex
CREATE INDEX "order_events_order_id_created_at_idx" ON "order_events"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_events_enterprise_id_created_at_idx" ON "order_events"("enterprise_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "order_sequences_enterprise_id_day_key" ON "order_sequences"("enterprise_id", "day");

-- CreateIndex
CREATE INDEX "returns_enterprise_id_created_at_id_idx" ON "returns"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "returns_enterprise_id_closed_at_idx" ON "returns"("enterprise_id", "closed_at");

-- CreateIndex
CREATE INDEX "returns_order_id_idx" ON "returns"("order_id");

-- CreateIndex
CREATE INDEX "returns_packing_id_idx" ON "returns"("packing_id");

-- CreateIndex
CREATE UNIQUE INDEX "returns_enterprise_id_return_number_key" ON "returns"("enterprise_id", "return_number");

-- CreateIndex
CREATE INDEX "return_lines_return_id_idx" ON "return_lines"("return_id");

-- CreateIndex
CREATE INDEX "return_lines_wms_product_id_idx" ON "return_lines"("wms_product_id");

-- CreateIndex
CREATE INDEX "packings_enterprise_id_created_at_id_idx" ON "packings"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "packings_enterprise_id_user_id_created_at_idx" ON "packings"("enterprise_id", "user_id", "created_at");

-- CreateIndex
CREATE INDEX "packings_enterprise_id_line_created_at_idx" ON "packings"("enterprise_id", "line", "created_at");

-- CreateIndex
CREATE INDEX "packings_order_id_idx" ON "packings"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "packings_enterprise_id_packing_number_key" ON "packings"("enterprise_id", "packing_number");

-- CreateIndex
CREATE INDEX "packing_lines_wms_product_id_idx" ON "packing_lines"("wms_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "packing_lines_packing_id_wms_product_id_key" ON "packing_lines"("packing_id", "wms_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "auto_close_settings_enterprise_id_key" ON "auto_close_settings"("enterprise_id");

-- CreateIndex
CREATE INDEX "auto_close_runs_enterprise_id_started_at_idx" ON "auto_close_runs"("enterprise_id", "started_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "auto_close_runs_enterprise_id_idempotency_key_key" ON "auto_close_runs"("enterprise_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "purchase_orders_enterprise_id_created_at_id_idx" ON "purchase_orders"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "purchase_orders_enterprise_id_status_created_at_id_idx" ON "purchase_orders"("enterprise_id", "status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "purchase_orders_partner_id_idx" ON "purchase_orders"("partner_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_orders_enterprise_id_po_number_key" ON "purchase_orders"("enterprise_id", "po_number");

-- CreateIndex
CREATE INDEX "purchase_order_lines_purchase_order_id_idx" ON "purchase_order_lines"("purchase_order_id");

-- CreateIndex
CREATE INDEX "purchase_order_lines_wms_product_id_idx" ON "purchase_order_lines"("wms_product_id");

-- CreateIndex
CREATE INDEX "partners_enterprise_id_company_name_idx" ON "partners"("enterprise_id", "company_name");

-- CreateIndex
CREATE INDEX "storages_holder_user_id_idx" ON "storages"("holder_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "storages_enterprise_id_name_key" ON "storages"("enterprise_id", "name");

-- CreateIndex
CREATE INDEX "wms_products_enterprise_id_sku_idx" ON "wms_products"("enterprise_id", "sku");

-- CreateIndex
CREATE INDEX "wms_products_enterprise_id_created_at_id_idx" ON "wms_products"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "wms_products_partner_id_idx" ON "wms_products"("partner_id");

-- CreateIndex
CREATE UNIQUE INDEX "wms_products_enterprise_id_barcode_key" ON "wms_products"("enterprise_id", "barcode");

-- CreateIndex
CREATE INDEX "inventory_balances_enterprise_id_storage_id_wms_product_id_idx" ON "inventory_balances"("enterprise_id", "storage_id", "wms_product_id");

-- CreateIndex
CREATE INDEX "inventory_balances_enterprise_id_wms_product_id_idx" ON "inventory_balances"("enterprise_id", "wms_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "inventory_balances_wms_product_id_storage_id_key" ON "inventory_balances"("wms_product_id", "storage_id");

-- CreateIndex
CREATE INDEX "inventory_bills_enterprise_id_created_at_id_idx" ON "inventory_bills"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inventory_bills_enterprise_id_kind_created_at_id_idx" ON "inventory_bills"("enterprise_id", "kind", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inventory_bills_order_id_idx" ON "inventory_bills"("order_id");

-- CreateIndex
CREATE INDEX "inventory_bills_packing_id_idx" ON "inventory_bills"("packing_id");

-- CreateIndex
CREATE INDEX "inventory_bills_purchase_order_id_idx" ON "inventory_bills"("purchase_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "inventory_bills_enterprise_id_bill_number_key" ON "inventory_bills"("enterprise_id", "bill_number");

-- CreateIndex
CREATE INDEX "inventory_ledgers_enterprise_id_created_at_id_idx" ON "inventory_ledgers"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inventory_ledgers_enterprise_id_wms_product_id_created_at_i_idx" ON "inventory_ledgers"("enterprise_id", "wms_product_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inventory_ledgers_enterprise_id_storage_id_created_at_id_idx" ON "inventory_ledgers"("enterprise_id", "storage_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "inventory_ledgers_bill_id_idx" ON "inventory_ledgers"("bill_id");

-- CreateIndex
CREATE UNIQUE INDEX "bill_sequences_enterprise_id_kind_period_key" ON "bill_sequences"("enterprise_id", "kind", "period");

-- CreateIndex
CREATE INDEX "pickup_profiles_enterprise_id_created_at_id_idx" ON "pickup_profiles"("enterprise_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pickup_profiles_product_id_idx" ON "pickup_profiles"("product_id");

-- CreateIndex
CREATE INDEX "pickup_profile_items_wms_product_id_idx" ON "pickup_profile_items"("wms_product_id");

-- CreateIndex
CREATE UNIQUE INDEX "pickup_profile_items_pickup_profile_id_wms_product_id_key" ON "pickup_profile_items"("pickup_profile_id", "wms_product_id");

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "random_skus" ADD CONSTRAINT "random_skus_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "random_skus" ADD CONSTRAINT "random_skus_used_by_product_id_fkey" FOREIGN KEY ("used_by_product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_shops" ADD CONSTRAINT "platform_shops_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_shops" ADD CONSTRAINT "platform_shops_sale_channel_id_fkey" FOREIGN KEY ("sale_channel_id") REFERENCES "sale_channels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_shops" ADD CONSTRAINT "platform_shops_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_tokens" ADD CONSTRAINT "platform_tokens_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_tokens" ADD CONSTRAINT "platform_tokens_platform_shop_id_fkey" FOREIGN KEY ("platform_shop_id") REFERENCES "platform_shops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_products" ADD CONSTRAINT "platform_products_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_products" ADD CONSTRAINT "platform_products_platform_shop_id_fkey" FOREIGN KEY ("platform_shop_id") REFERENCES "platform_shops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "platform_products" ADD CONSTRAINT "platform_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "departments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_sale_channel_id_fkey" FOREIGN KEY ("sale_channel_id") REFERENCES "sale_channels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "departments" ADD CONSTRAINT "departments_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_channels" ADD CONSTRAINT "sale_channels_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "members" ADD CONSTRAINT "members_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_shop_id_fkey" FOREIGN KEY ("platform_shop_id") REFERENCES "platform_shops"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_sale_channel_id_fkey" FOREIGN KEY ("sale_channel_id") REFERENCES "sale_channels"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_storage_id_fkey" FOREIGN KEY ("storage_id") REFERENCES "storages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_sequences" ADD CONSTRAINT "order_sequences_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_packing_id_fkey" FOREIGN KEY ("packing_id") REFERENCES "packings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packings" ADD CONSTRAINT "packings_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packings" ADD CONSTRAINT "packings_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packings" ADD CONSTRAINT "packings_storage_id_fkey" FOREIGN KEY ("storage_id") REFERENCES "storages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packings" ADD CONSTRAINT "packings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_lines" ADD CONSTRAINT "packing_lines_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_lines" ADD CONSTRAINT "packing_lines_packing_id_fkey" FOREIGN KEY ("packing_id") REFERENCES "packings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_lines" ADD CONSTRAINT "packing_lines_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_lines" ADD CONSTRAINT "packing_lines_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auto_close_settings" ADD CONSTRAINT "auto_close_settings_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auto_close_settings" ADD CONSTRAINT "auto_close_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auto_close_runs" ADD CONSTRAINT "auto_close_runs_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auto_close_runs" ADD CONSTRAINT "auto_close_runs_triggered_by_id_fkey" FOREIGN KEY ("triggered_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_storage_id_fkey" FOREIGN KEY ("storage_id") REFERENCES "storages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approved_by_id_fkey" FOREIGN KEY ("approved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partners" ADD CONSTRAINT "partners_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storages" ADD CONSTRAINT "storages_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storages" ADD CONSTRAINT "storages_holder_user_id_fkey" FOREIGN KEY ("holder_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wms_products" ADD CONSTRAINT "wms_products_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wms_products" ADD CONSTRAINT "wms_products_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_storage_id_fkey" FOREIGN KEY ("storage_id") REFERENCES "storages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_from_storage_id_fkey" FOREIGN KEY ("from_storage_id") REFERENCES "storages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_to_storage_id_fkey" FOREIGN KEY ("to_storage_id") REFERENCES "storages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_packing_id_fkey" FOREIGN KEY ("packing_id") REFERENCES "packings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_bills" ADD CONSTRAINT "inventory_bills_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_ledgers" ADD CONSTRAINT "inventory_ledgers_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_ledgers" ADD CONSTRAINT "inventory_ledgers_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "inventory_bills"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_ledgers" ADD CONSTRAINT "inventory_ledgers_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_ledgers" ADD CONSTRAINT "inventory_ledgers_storage_id_fkey" FOREIGN KEY ("storage_id") REFERENCES "storages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_ledgers" ADD CONSTRAINT "inventory_ledgers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_sequences" ADD CONSTRAINT "bill_sequences_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_profiles" ADD CONSTRAINT "pickup_profiles_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_profiles" ADD CONSTRAINT "pickup_profiles_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_profile_items" ADD CONSTRAINT "pickup_profile_items_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_profile_items" ADD CONSTRAINT "pickup_profile_items_pickup_profile_id_fkey" FOREIGN KEY ("pickup_profile_id") REFERENCES "pickup_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_profile_items" ADD CONSTRAINT "pickup_profile_items_wms_product_id_fkey" FOREIGN KEY ("wms_product_id") REFERENCES "wms_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- =======================================================================================
-- Hand-written SQL: CHECK constraints, partial unique and trigram indexes.
-- =======================================================================================
-- Hand-written PostgreSQL that the Prisma schema language cannot express. Appended to the
-- initial migration, after the tables and indexes Prisma generates from prisma/schema/.
-- Table and column names are the @@map/@map names of the schema.
-- Names: <table>_<what>_chk for CHECKs, <table>_<what>_trgm for trigram indexes,
-- <table>_<what>_uniq / _idx for partial indexes (none collides with Prisma's own names).

-- ---------------------------------------------------------------------------------------
-- Extensions
-- ---------------------------------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ---------------------------------------------------------------------------------------
-- Identity (codes documented in identity.prisma)
-- ---------------------------------------------------------------------------------------
ALTER TABLE "users"
  ADD CONSTRAINT "users_group_id_chk" CHECK ("group_id" BETWEEN 1 AND 6),
  ADD CONSTRAINT "users_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "sale_channels"
  ADD CONSTRAINT "sale_channels_type_chk" CHECK ("type" IN (1, 2));

ALTER TABLE "payment_methods"
  ADD CONSTRAINT "payment_methods_type_chk" CHECK ("type" IN (1, 2, 4, 5, 6, 7));

ALTER TABLE "signup_requests"
  ADD CONSTRAINT "signup_requests_status_chk" CHECK ("status" IN (0, 1, 2));

-- ---------------------------------------------------------------------------------------
-- Catalog
-- ---------------------------------------------------------------------------------------
ALTER TABLE "customers"
  ADD CONSTRAINT "customers_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "products"
  ADD CONSTRAINT "products_price_chk" CHECK ("price" >= 0),
  ADD CONSTRAINT "products_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

ALTER TABLE "platform_shops"
  ADD CONSTRAINT "platform_shops_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "platform_shops_status_chk" CHECK ("status" IN (1, 2, 3));

ALTER TABLE "platform_products"
  ADD CONSTRAINT "platform_products_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "platform_products_status_chk" CHECK ("status" IN (0, 1, 2, 3)),
  ADD CONSTRAINT "platform_products_mapping_status_chk" CHECK ("mapping_status" IN (1, 2, 3)),
  ADD CONSTRAINT "platform_products_price_chk" CHECK ("price" IS NULL OR "price" >= 0);

-- At most one default address per customer.
CREATE UNIQUE INDEX "customer_addresses_one_default_uniq"
  ON "customer_addresses" ("customer_id") WHERE "is_default";

-- Name (and phone / SKU) search with ILIKE '%...%'.
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);
CREATE INDEX "products_pn_trgm" ON "products" USING gin ("pn" gin_trgm_ops);

-- ---------------------------------------------------------------------------------------
-- Warehouse
-- ---------------------------------------------------------------------------------------
ALTER TABLE "storages"
  ADD CONSTRAINT "storages_kind_chk" CHECK ("kind" IN (1, 2, 3)),
  ADD CONSTRAINT "storages_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

-- One holding storage per agent or delivery user.
CREATE UNIQUE INDEX "storages_one_holding_per_user_uniq"
  ON "storages" ("holder_user_id") WHERE "kind" = 3 AND "holder_user_id" IS NOT NULL;

ALTER TABLE "wms_products"
  ADD CONSTRAINT "wms_products_threshold_chk" CHECK ("threshold" >= 0),
  ADD CONSTRAINT "wms_products_avg_cost_chk" CHECK ("avg_cost" >= 0),
  ADD CONSTRAINT "wms_products_size_chk" CHECK (
    ("width" IS NULL OR "width" >= 0) AND ("height" IS NULL OR "height" >= 0)
    AND ("depth" IS NULL OR "depth" >= 0) AND ("weight" IS NULL OR "weight" >= 0));

CREATE INDEX "wms_products_name_trgm" ON "wms_products" USING gin ("name" gin_trgm_ops);

-- A balance never goes below zero, whatever the concurrency.
ALTER TABLE "inventory_balances"
  ADD CONSTRAINT "inventory_balances_balance_chk" CHECK ("balance" >= 0),
  ADD CONSTRAINT "inventory_balances_cost_chk" CHECK ("cost" >= 0),
  ADD CONSTRAINT "inventory_balances_threshold_chk" CHECK ("threshold" IS NULL OR "threshold" >= 0);

ALTER TABLE "inventory_bills"
  ADD CONSTRAINT "inventory_bills_kind_chk" CHECK ("kind" BETWEEN 1 AND 7);

ALTER TABLE "inventory_ledgers"
  ADD CONSTRAINT "inventory_ledgers_amount_chk" CHECK ("amount" <> 0),
  ADD CONSTRAINT "inventory_ledgers_balance_after_chk" CHECK ("balance_after" >= 0),
  ADD CONSTRAINT "inventory_ledgers_unit_cost_chk" CHECK ("unit_cost" >= 0);

ALTER TABLE "bill_sequences"
  ADD CONSTRAINT "bill_sequences_last_number_chk" CHECK ("last_number" >= 0);

ALTER TABLE "pickup_profile_items"
  ADD CONSTRAINT "pickup_profile_items_quantity_chk" CHECK ("quantity" > 0);

-- ---------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------
ALTER TABLE "orders"
  ADD CONSTRAINT "orders_status_chk"
    CHECK ("status" IN (100, 111, 112, 114, 121, 122, 130, 140, 141, 142, 998)),
  ADD CONSTRAINT "orders_platform_chk" CHECK ("platform" IN (1, 2, 3, 4, 5, 8)),
  ADD CONSTRAINT "orders_shipping_provider_chk" CHECK ("shipping_provider_id" IN (1, 2, 5, 6, 7)),
  ADD CONSTRAINT "orders_money_chk" CHECK (
    "subtotal" >= 0 AND "discount" >= 0 AND "shipping_fee" >= 0 AND "total" >= 0
    AND ("slip_amount" IS NULL OR "slip_amount" >= 0));

ALTER TABLE "order_items"
  ADD CONSTRAINT "order_items_quantity_chk" CHECK ("quantity" > 0),
  ADD CONSTRAINT "order_items_money_chk" CHECK (
    "price" >= 0 AND "discount" >= 0 AND "line_total" >= 0
    AND ("unit_cost" IS NULL OR "unit_cost" >= 0));

ALTER TABLE "order_sequences"
  ADD CONSTRAINT "order_sequences_last_number_chk" CHECK ("last_number" >= 0);

-- Order list text search (q): order number, platform order id, recipient, phone, tracking.
CREATE INDEX "orders_order_number_trgm" ON "orders" USING gin ("order_number" gin_trgm_ops);
CREATE INDEX "orders_platform_order_id_trgm" ON "orders" USING gin ("platform_order_id" gin_trgm_ops);
CREATE INDEX "orders_recipient_name_trgm" ON "orders" USING gin ("recipient_name" gin_trgm_ops);
CREATE INDEX "orders_recipient_phone_trgm" ON "orders" USING gin ("recipient_phone" gin_trgm_ops);
CREATE INDEX "orders_tracking_number_trgm" ON "orders" USING gin ("tracking_number" gin_trgm_ops);

ALTER TABLE "returns"
  ADD CONSTRAINT "returns_status_chk" CHECK ("status" IN (1, 2, 3));

-- At most one open return per order.
CREATE UNIQUE INDEX "returns_one_open_per_order_uniq"
  ON "returns" ("order_id") WHERE "status" = 1;

ALTER TABLE "return_lines"
  ADD CONSTRAINT "return_lines_quantities_chk"
    CHECK ("good" >= 0 AND "broken" >= 0 AND "lost" >= 0 AND "other" >= 0);

-- ---------------------------------------------------------------------------------------
-- Packing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "packings"
  ADD CONSTRAINT "packings_kind_chk" CHECK ("kind" IN (1, 2)),
  ADD CONSTRAINT "packings_status_chk" CHECK ("status" IN (1, 2, 3)),
  ADD CONSTRAINT "packings_video_status_chk" CHECK ("video_status" BETWEEN 0 AND 4);

-- One open packing per order: two stations scanning the same order meet here.
CREATE UNIQUE INDEX "packings_one_open_per_order_uniq"
  ON "packings" ("order_id") WHERE "status" = 1;

-- The upload sweeper finds videos still uploading or failed.
CREATE INDEX "packings_video_pending_idx"
  ON "packings" ("updated_at") WHERE "video_status" IN (2, 4);

ALTER TABLE "packing_lines"
  ADD CONSTRAINT "packing_lines_ordered_chk" CHECK ("ordered" > 0),
  ADD CONSTRAINT "packing_lines_scanned_chk" CHECK ("scanned" >= 0 AND "scanned" <= "ordered");

ALTER TABLE "auto_close_settings"
  ADD CONSTRAINT "auto_close_settings_run_at_chk" CHECK ("run_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

ALTER TABLE "auto_close_runs"
  ADD CONSTRAINT "auto_close_runs_status_chk" CHECK ("status" IN (1, 2, 3)),
  ADD CONSTRAINT "auto_close_runs_counts_chk" CHECK ("closed_orders" >= 0 AND "listed_packings" >= 0);

-- ---------------------------------------------------------------------------------------
-- Marketing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "coupons"
  ADD CONSTRAINT "coupons_discount_type_chk" CHECK ("discount_type" IN (1, 2)),
  ADD CONSTRAINT "coupons_money_chk" CHECK (
    "minimum_amount" >= 0 AND "discount_value" > 0
    AND ("max_discount" IS NULL OR "max_discount" >= 0)),
  ADD CONSTRAINT "coupons_percent_chk" CHECK ("discount_type" <> 2 OR "discount_value" <= 100),
  ADD CONSTRAINT "coupons_validity_chk" CHECK ("valid_to" >= "valid_from"),
  -- usedCount is incremented conditionally; this keeps a coupon from being used too often.
  ADD CONSTRAINT "coupons_usage_chk" CHECK (
    "used_count" >= 0 AND ("quantity" IS NULL OR ("quantity" >= 0 AND "used_count" <= "quantity"))),
  ADD CONSTRAINT "coupons_status_chk" CHECK ("status" IN (1, 2));

ALTER TABLE "members"
  ADD CONSTRAINT "members_sex_chk" CHECK ("sex" IN (0, 1, 2, 3)),
  ADD CONSTRAINT "members_status_chk" CHECK ("status" IN (0, 1, 2)),
  ADD CONSTRAINT "members_total_spending_chk" CHECK ("total_spending" >= 0);

ALTER TABLE "member_coupons"
  ADD CONSTRAINT "member_coupons_status_chk" CHECK ("status" IN (0, 1)),
  ADD CONSTRAINT "member_coupons_used_at_chk" CHECK ("status" = 0 OR "used_at" IS NOT NULL);

-- ---------------------------------------------------------------------------------------
-- Purchasing
-- ---------------------------------------------------------------------------------------
ALTER TABLE "purchase_orders"
  ADD CONSTRAINT "purchase_orders_status_chk" CHECK ("status" IN (0, 1, 2, 3, 4)),
  ADD CONSTRAINT "purchase_orders_total_chk" CHECK ("total" >= 0);

ALTER TABLE "purchase_order_lines"
  ADD CONSTRAINT "purchase_order_lines_quantity_chk" CHECK ("quantity" > 0),
  ADD CONSTRAINT "purchase_order_lines_received_chk"
    CHECK ("received_quantity" >= 0 AND "received_quantity" <= "quantity"),
  ADD CONSTRAINT "purchase_order_lines_unit_cost_chk" CHECK ("unit_cost" >= 0);

-- ---------------------------------------------------------------------------------------
-- Infrastructure
-- ---------------------------------------------------------------------------------------
-- The outbox relay polls only what is still to be sent.
CREATE INDEX "outbox_messages_pending_idx"
  ON "outbox_messages" ("available_at", "id") WHERE "relayed_at" IS NULL;
-- ---------------------------------------------------------------------------------------
-- Identity rules beyond those above
-- ---------------------------------------------------------------------------------------
-- Usernames and emails are unique across every enterprise among users not deleted.
CREATE UNIQUE INDEX users_username_live_uniq ON users (lower(username)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_email_live_uniq ON users (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_locale_chk CHECK (locale IN ('th', 'en'));
ALTER TABLE login_throttles ADD CONSTRAINT login_throttles_count_chk CHECK (count >= 0);
CREATE INDEX sessions_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;
