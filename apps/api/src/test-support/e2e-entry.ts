// The one door from the end-to-end journeys (e2e/) into the API's sources, enforced by eslint.config.js: the
// seeded catalogue every e2e server starts from, so a journey can derive what a shopper should see.
export { brands, categories, products, stores } from '../db/seed/catalogue.js';
export { attributeTranslations } from '../db/seed/attribute-translations.js';
export type { SeedBrand, SeedCategory, SeedProduct, SeedStock, SeedStore } from '../db/seed/catalogue-types.js';
