CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"delivery_method" text,
	"delivery_place_id" integer,
	"delivery_option" text,
	"pickup_store_id" integer,
	"order_note" text DEFAULT '' NOT NULL,
	"billing_address" jsonb,
	"delivery_address" jsonb,
	"pickup_contact" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_customer_uq" UNIQUE("customer_id"),
	CONSTRAINT "checkouts_order_number_uq" UNIQUE("order_number"),
	CONSTRAINT "checkouts_order_number_format" CHECK ("checkouts"."order_number" ~ '^AGH[0-9]{6}$'),
	CONSTRAINT "checkouts_delivery_method" CHECK ("checkouts"."delivery_method" is null or delivery_method in ('Deliver', 'Pickup')),
	CONSTRAINT "checkouts_delivery_option" CHECK ("checkouts"."delivery_option" is null or delivery_option in ('standard', 'express', 'same_day'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"sku" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"discount_percentage" integer NOT NULL,
	"sub_total_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_money_nonnegative" CHECK (least("order_items"."unit_price_minor", "order_items"."sub_total_minor", "order_items"."discount_minor") >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'GHS' NOT NULL,
	"sub_total_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"delivery_fee_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"delivery_method" text NOT NULL,
	"delivery_option" text,
	"delivery_place_id" integer,
	"delivery_place_name" text,
	"delivery_region" text,
	"pickup_store_id" integer,
	"pickup_store_name" text,
	"addresses" jsonb NOT NULL,
	"order_note" text DEFAULT '' NOT NULL,
	"expected_from" date NOT NULL,
	"expected_by" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_uq" UNIQUE("order_number"),
	CONSTRAINT "orders_customer_idempotency_uq" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "orders_order_number_format" CHECK ("orders"."order_number" ~ '^AGH[0-9]{6}$'),
	CONSTRAINT "orders_status" CHECK (status in ('Pending', 'Processing', 'Ready for Pickup', 'On Delivery', 'Shipped', 'Delivered', 'Completed', 'Cancelled', 'Refunded')),
	CONSTRAINT "orders_payment_status" CHECK (payment_status in ('unpaid', 'pending', 'paid', 'refund_due', 'refunded')),
	CONSTRAINT "orders_delivery_method" CHECK (delivery_method in ('Deliver', 'Pickup')),
	CONSTRAINT "orders_money_nonnegative" CHECK (least("orders"."sub_total_minor", "orders"."discount_minor", "orders"."tax_minor", "orders"."delivery_fee_minor", "orders"."total_minor") >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_minor" = "orders"."sub_total_minor" - "orders"."discount_minor" + "orders"."tax_minor" + "orders"."delivery_fee_minor")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_id_stock_items_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_stock_idx" ON "order_items" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."sent_at" is null;