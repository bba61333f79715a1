CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"client_ip" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "contact_messages_language" CHECK ("contact_messages"."language" in ('en', 'es', 'zh')),
	CONSTRAINT "contact_messages_lengths" CHECK (char_length("contact_messages"."name") <= 100 and char_length("contact_messages"."email") <= 254 and char_length("contact_messages"."subject") <= 150 and char_length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");