// The shape of the hand-written catalogue seed. Money is in pesewas (GHS minor units), weight in grams.
// Images are file names relative to apps/api/assets/media/ and are served at /media/<file>.

export interface SeedStore {
  slug: string;
  name: string;
  city: string;
  /** One of the 16 Ghana regions, full name. */
  region: string;
}

export interface SeedBrand {
  slug: string;
  name: string;
  description: string;
  /** Shown first in the home page's Top Brands; left out, not featured. */
  featured?: boolean;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  featured: boolean;
  /** e.g. 'categories/shea-butter.svg' */
  image: string;
  /** The name and description in Spanish and Simplified Chinese (English is `name` and `description`). */
  translations: Record<SeedLanguage, { name: string; description: string }>;
}

/** The shop's languages besides English, the language of every row's own columns. */
export type SeedLanguage = 'es' | 'zh';
export type SeedWords = Record<SeedLanguage, string>;

/** An attribute's name in Spanish and Chinese, and those of its options whose words change, by their English value. */
export interface SeedAttributeTranslation {
  name: SeedWords;
  values?: Record<string, SeedWords>;
}

export interface SeedStock {
  /** Unique across the catalogue, e.g. 'SHEA-RAW-250'. */
  sku: string;
  /** Selling price in pesewas (GHS 45.00 = 4500). */
  pricePesewas: number;
  /** Whole percent, 0-90. */
  discountPercentage: number;
  /** Units available; 0 means out of stock. */
  quantity: number;
  /** Minimum order quantity, at least 1. */
  moq: number;
  weightGrams: number;
  freeDelivery: boolean;
  /** Variant attributes, e.g. { Size: '250 g' } or { Colour: 'Gold', Size: 'M' }; {} when the product has no variants. */
  attributes: Record<string, string>;
  /**
   * The variant's own pictures, main image first, when it looks different from its product's (a colour drawn in its
   * colour, see variantImg); left out, the variant shows its product's images.
   */
  images?: string[];
}

export interface SeedProduct {
  slug: string;
  /** Shown in the home page's Featured Products (one stock item of it); left out, not featured. */
  featured?: boolean;
  name: string;
  description: string;
  brand: string; // SeedBrand.slug
  category: string; // SeedCategory.slug
  store: string; // SeedStore.slug
  /** Main image first, then further media images (at least 3 in all), e.g. 'products/raw-shea-butter-1.svg'. */
  images: string[];
  stocks: SeedStock[];
}
