CREATE TABLE "name_counts" (
	"product_id" integer NOT NULL,
	"name_key" text NOT NULL,
	"name_squashed" text GENERATED ALWAYS AS (regexp_replace(name_key, '[^[:alnum:]]+', '', 'g')) STORED NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "name_counts_product_idx" ON "name_counts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "name_counts_name_trgm_idx" ON "name_counts" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "name_counts_name_squashed_trgm_idx" ON "name_counts" USING gin ("name_squashed" gin_trgm_ops);--> statement-breakpoint
-- search_counts_follow (drizzle/0020, 0022) now also counts each product's listed items under its name, from the same
-- rows of change (docs/decisions/0057-suggestions-named-first-from-names.md): a store renamed changes no name and adds
-- nothing here, nor does an order.
CREATE OR REPLACE FUNCTION "search_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, count(*)::int AS items
      FROM new_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6
    ), counted AS (
      INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items) SELECT * FROM changes
    ), named AS (
      INSERT INTO name_counts (product_id, name_key, items)
      SELECT product_id, name_key, sum(items) FROM changes GROUP BY 1, 2 HAVING sum(items) <> 0
    )
    INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
    SELECT piece, category_id, brand_id, store_id, sum(items) FROM changes, search_pieces(search_text) AS piece GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changes AS (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, -count(*)::int AS items
      FROM old_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6
    ), counted AS (
      INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items) SELECT * FROM changes
    ), named AS (
      INSERT INTO name_counts (product_id, name_key, items)
      SELECT product_id, name_key, sum(items) FROM changes GROUP BY 1, 2 HAVING sum(items) <> 0
    )
    INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
    SELECT piece, category_id, brand_id, store_id, sum(items) FROM changes, search_pieces(search_text) AS piece GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH changes AS (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, sum(change)::int AS items
      FROM (
        SELECT product_id, store_id, category_id, brand_id, name_key, search_text, -1 AS change FROM old_rows WHERE listed
        UNION ALL
        SELECT product_id, store_id, category_id, brand_id, name_key, search_text, 1 FROM new_rows WHERE listed
      ) moved
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(change) <> 0
    ), counted AS (
      INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items) SELECT * FROM changes
    ), named AS (
      INSERT INTO name_counts (product_id, name_key, items)
      SELECT product_id, name_key, sum(items) FROM changes GROUP BY 1, 2 HAVING sum(items) <> 0
    )
    -- A description edited by a word changes a few pieces: the rest of the old and new texts' cancel out here.
    INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
    SELECT piece, category_id, brand_id, store_id, sum(items) FROM changes, search_pieces(search_text) AS piece
    GROUP BY 1, 2, 3, 4 HAVING sum(items) <> 0;
  ELSE
    DELETE FROM search_counts;
    DELETE FROM search_piece_counts;
    DELETE FROM name_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO name_counts (product_id, name_key, items)
SELECT product_id, name_key, sum(items) FROM search_counts GROUP BY 1, 2 HAVING sum(items) <> 0;
