ALTER TABLE "attribute_values" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "search_squashed" text GENERATED ALWAYS AS (regexp_replace(search_text, '[^[:alnum:]]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_items_search_squashed_trgm_idx" ON "stock_items" USING gin ("search_squashed" gin_trgm_ops);