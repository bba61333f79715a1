CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"network" text,
	"payer_phone" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"provider_transaction_id" text,
	"gateway_response" text,
	"browser" jsonb,
	"hold" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"mismatch" text,
	"refund" text,
	"paid_at" timestamp with time zone,
	"last_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_uq" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_order_idempotency_uq" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "payment_attempts_status" CHECK (status in ('pending', 'successful', 'failed', 'expired')),
	CONSTRAINT "payment_attempts_method" CHECK (method in ('mobile_money', 'card', 'bank_transfer')),
	CONSTRAINT "payment_attempts_hold" CHECK (hold in ('held', 'released', 'committed')),
	CONSTRAINT "payment_attempts_refund" CHECK (refund is null or refund in ('due', 'processed', 'failed')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_dedupe_uq" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("hold_expires_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");