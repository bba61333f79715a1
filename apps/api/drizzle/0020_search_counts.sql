CREATE TABLE "search_counts" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"search_squashed" text GENERATED ALWAYS AS (regexp_replace(search_text, '[^[:alnum:]]+', '', 'g')) STORED NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_counts_product_idx" ON "search_counts" USING btree ("product_id","store_id");--> statement-breakpoint
CREATE INDEX "search_counts_search_trgm_idx" ON "search_counts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_counts_search_squashed_trgm_idx" ON "search_counts" USING gin ("search_squashed" gin_trgm_ops);--> statement-breakpoint
-- search_counts follows every write to stock_items in the writing transaction, as stock_counts does (drizzle/0014,
-- 0017; docs/decisions/0054-search-counts.md): a statement's listed rows are grouped by product, store and what a
-- search or its filters read of them, the rows it removed counted -1 and those it added +1, and only the groups whose
-- count changed get a row of change. An order taking stock changes no group and inserts nothing.
CREATE FUNCTION "search_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items)
    SELECT product_id, store_id, category_id, brand_id, name_key, search_text, count(*)
    FROM new_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items)
    SELECT product_id, store_id, category_id, brand_id, name_key, search_text, -count(*)
    FROM old_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items)
    SELECT product_id, store_id, category_id, brand_id, name_key, search_text, sum(change)
    FROM (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, -1 AS change FROM old_rows WHERE listed
      UNION ALL
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, 1 FROM new_rows WHERE listed
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(change) <> 0;
  ELSE
    DELETE FROM search_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_counts_insert" AFTER INSERT ON "stock_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "search_counts_update" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "search_counts_delete" AFTER DELETE ON "stock_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "search_counts_truncate" AFTER TRUNCATE ON "stock_items" FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow"();--> statement-breakpoint
-- Like an index, they follow every write, even one made with session_replication_role = replica (which silences the
-- catalogue's version triggers: the read model's tests make changes no instance hears that way).
ALTER TABLE "stock_items" ENABLE ALWAYS TRIGGER "search_counts_insert";--> statement-breakpoint
ALTER TABLE "stock_items" ENABLE ALWAYS TRIGGER "search_counts_update";--> statement-breakpoint
ALTER TABLE "stock_items" ENABLE ALWAYS TRIGGER "search_counts_delete";--> statement-breakpoint
ALTER TABLE "stock_items" ENABLE ALWAYS TRIGGER "search_counts_truncate";--> statement-breakpoint
INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items)
SELECT product_id, store_id, category_id, brand_id, name_key, search_text, count(*) FROM stock_items WHERE listed GROUP BY 1, 2, 3, 4, 5, 6;
