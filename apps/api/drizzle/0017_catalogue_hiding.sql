ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- stock_counts counts only the items shoppers see (stock_items.listed): hiding an item, or its product, brand,
-- category or store, takes it out of every count in the hiding edit's transaction, as the listing's rows leave it.
CREATE OR REPLACE FUNCTION "stock_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, count(*)
    FROM new_rows WHERE listed GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, -count(*)
    FROM old_rows WHERE listed GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, in_stock, free_delivery, sum(change)
    FROM (
      SELECT category_id, brand_id, store_id, quantity > 0 AS in_stock, free_delivery, -1 AS change FROM old_rows WHERE listed
      UNION ALL
      SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, 1 FROM new_rows WHERE listed
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0;
  ELSE
    DELETE FROM stock_counts;
  END IF;
  RETURN NULL;
END
$$;
