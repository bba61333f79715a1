CREATE TABLE "stock_counts" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"free_delivery" boolean NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
-- stock_counts follows every write to stock_items in the writing transaction (docs/decisions/0038-counts-that-never-scan.md):
-- a statement's rows are grouped by the listing's broad filters, the rows it removed counted -1 and those it added +1,
-- and only the groups whose count changed get a row of change. An order taking stock that stays above zero changes no
-- group and inserts nothing. Statement-level with transition tables, so a seed inserting thousands of rows costs one
-- insert of at most a row per group.
CREATE FUNCTION "stock_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
    SELECT category_id, brand_id, store_id, in_stock, free_delivery, sum(change)
    FROM (
      SELECT category_id, brand_id, store_id, quantity > 0 AS in_stock, free_delivery, -1 AS change FROM old_rows
      UNION ALL
      SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, 1 FROM new_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0;
  ELSE
    DELETE FROM stock_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_counts_insert" AFTER INSERT ON "stock_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "stock_counts_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "stock_counts_delete" AFTER DELETE ON "stock_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "stock_counts_truncate" AFTER TRUNCATE ON "stock_items" FOR EACH STATEMENT EXECUTE FUNCTION "stock_counts_follow"();--> statement-breakpoint
INSERT INTO stock_counts (category_id, brand_id, store_id, in_stock, free_delivery, items)
SELECT category_id, brand_id, store_id, quantity > 0, free_delivery, count(*) FROM stock_items GROUP BY 1, 2, 3, 4, 5;
