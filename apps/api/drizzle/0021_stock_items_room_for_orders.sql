-- Room on each page of stock_items for an order's update to stay on it (docs/decisions/0054-search-counts.md): an
-- update that changes no indexed column and finds room on its row's page writes no index entry (a HOT update). With
-- the pages full, every order taking stock wrote an entry into each of the table's ten indexes, the two trigram indexes
-- included, whose pending list every search then reads until it is cleaned up. Applies to the pages written from now
-- on; a shop's existing table gets the room when it is rewritten (VACUUM FULL, or pg_repack without a lock).
ALTER TABLE "stock_items" SET (fillfactor = 85);
