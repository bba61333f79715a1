CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_with" text,
	"network" text,
	"payer_number" text,
	"card_last4" text,
	"paid_amount_minor" integer,
	"resolve_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_transaction_uq" UNIQUE("transaction_id"),
	CONSTRAINT "sandbox_payments_status" CHECK (status in ('created', 'pending', 'successful', 'failed', 'refunded')),
	CONSTRAINT "sandbox_payments_channel" CHECK (channel in ('mobile_money', 'card', 'bank_transfer')),
	CONSTRAINT "sandbox_payments_amount_positive" CHECK ("sandbox_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_due_idx" ON "sandbox_payments" USING btree ("resolve_at") WHERE "sandbox_payments"."status" = 'pending';