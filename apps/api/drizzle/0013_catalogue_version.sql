CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every write to a table the catalogue's answers read advances the catalogue's version and tells every listening
-- instance, once per transaction (PostgreSQL folds equal notifications of one transaction), at commit
-- (docs/decisions/0031-catalogue-read-model.md). Statement-level, so a write of many rows costs one call.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "variant_attribute_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "variant_media_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variant_media" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_items" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
