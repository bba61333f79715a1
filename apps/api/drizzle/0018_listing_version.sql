CREATE SEQUENCE "public"."listing_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every write to the catalogue advances both versions and notifies '' (docs/decisions/0051), except an update of
-- stock_items that changed nothing but stock levels: that one advances catalogue_version alone and notifies 'stock',
-- so the searches' counts an instance keeps, which do not depend on stock levels, outlive an order.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM nextval('listing_version');
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_items_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row is compared whole but for its quantity; one that is missing from either side counts as changed.
  IF EXISTS (
    SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL OR to_jsonb(o) - 'quantity' <> to_jsonb(n) - 'quantity'
  ) THEN
    PERFORM nextval('listing_version');
    PERFORM pg_notify('catalogue_changed', '');
  ELSE
    PERFORM pg_notify('catalogue_changed', 'stock');
  END IF;
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "stock_items_catalogue_changed" ON "stock_items";--> statement-breakpoint
CREATE TRIGGER "stock_items_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "stock_items" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_items_catalogue_updated" AFTER UPDATE ON "stock_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stock_items_updated"();
