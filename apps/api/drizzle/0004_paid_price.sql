DROP INDEX "stock_items_price_idx";--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "paid_price_minor" integer GENERATED ALWAYS AS (price_minor - (price_minor * discount_percentage + 50) / 100) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_items_paid_price_idx" ON "stock_items" USING btree ("paid_price_minor","id");