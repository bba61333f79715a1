CREATE SEQUENCE "public"."stock_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every write to the catalogue advances all three versions and notifies '' (docs/decisions/0051, 0052), except an
-- update of stock_items that changed nothing but stock levels: one that emptied an item or refilled one advances
-- catalogue_version and stock_version and notifies 'stock'; one that left every item in or out of stock as it was (an
-- order taking one unit of many) advances catalogue_version alone and notifies 'level'. What an instance keeps for a
-- search that asks for stock (in stock only, featured) then outlives most orders.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM nextval('listing_version');
  PERFORM nextval('stock_version');
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stock_items_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row is compared whole but for its quantity; one that is missing from either side counts as changed.
  IF EXISTS (
    SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL OR to_jsonb(o) - 'quantity' <> to_jsonb(n) - 'quantity'
  ) THEN
    PERFORM nextval('listing_version');
    PERFORM nextval('stock_version');
    PERFORM pg_notify('catalogue_changed', '');
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.quantity > 0) <> (n.quantity > 0)) THEN
    PERFORM nextval('stock_version');
    PERFORM pg_notify('catalogue_changed', 'stock');
  ELSE
    PERFORM pg_notify('catalogue_changed', 'level');
  END IF;
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END
$$;
