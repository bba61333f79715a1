CREATE TABLE "search_piece_counts" (
	"piece" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_piece_counts_piece_idx" ON "search_piece_counts" USING btree ("piece","category_id","brand_id","store_id");--> statement-breakpoint
-- The pieces of a searchable text: every letter or digit (a-z, 0-9) and every two side by side, each once. A search
-- for one word of one or two such characters matches a text exactly when the word is one of its pieces, so the items
-- it matches are counted from search_piece_counts without reading a text (docs/decisions/0056-short-searches-counted-by-piece.md).
-- About 0.3 ms a text; only texts that changed are taken apart, never on an order's write.
CREATE FUNCTION "search_pieces"(searchable text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(word, i, n)
  FROM regexp_split_to_table(searchable, '[^a-z0-9]+') AS word, generate_series(1, length(word)) AS i, (VALUES (1), (2)) AS lengths(n)
$$;--> statement-breakpoint
-- search_counts_follow (drizzle/0020) now also counts the pieces of the texts whose counts changed, by category, brand
-- and store, from the same rows of change: what an order writes changes no text and still inserts nothing.
CREATE OR REPLACE FUNCTION "search_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, count(*)::int AS items
      FROM new_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6
    ), counted AS (
      INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items) SELECT * FROM changes
    )
    INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
    SELECT piece, category_id, brand_id, store_id, sum(items) FROM changes, search_pieces(search_text) AS piece GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changes AS (
      SELECT product_id, store_id, category_id, brand_id, name_key, search_text, -count(*)::int AS items
      FROM old_rows WHERE listed GROUP BY 1, 2, 3, 4, 5, 6
    ), counted AS (
      INSERT INTO search_counts (product_id, store_id, category_id, brand_id, name_key, search_text, items) SELECT * FROM changes
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
    )
    -- A description edited by a word changes a few pieces: the rest of the old and new texts' cancel out here.
    INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
    SELECT piece, category_id, brand_id, store_id, sum(items) FROM changes, search_pieces(search_text) AS piece
    GROUP BY 1, 2, 3, 4 HAVING sum(items) <> 0;
  ELSE
    DELETE FROM search_counts;
    DELETE FROM search_piece_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO search_piece_counts (piece, category_id, brand_id, store_id, items)
SELECT piece, category_id, brand_id, store_id, sum(items) FROM search_counts, search_pieces(search_text) AS piece
GROUP BY 1, 2, 3, 4 HAVING sum(items) <> 0;
