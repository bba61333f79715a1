import type { z } from 'zod';
import type { ADMIN_ENDPOINT_SCHEMAS } from './admin.js';
import type { InputOf, LooseQuery, SchemaPart } from './endpoints.js';

// The back office's calls (issue 16), described once like the storefront's (endpoints.ts), under their own base and
// with their own kinds of caller: a staff session is not a customer's, and no customer token opens any of these.
// Free of zod at run time, so the back office's bundle imports it without the schemas.

/** Where the back office's API lives; the storefront's is API_BASE. */
export const ADMIN_API_BASE = '/admin/api/v1';

/** `admin`: everything, staff accounts and the audit log included; `staff`: orders, stock and messages. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call: `public` (signing in), any signed-in staff member, or an admin only. */
export type AdminAccess = 'public' | 'staff' | 'admin';

/** A stock item with this many units or fewer is on the low-stock list. */
export const LOW_STOCK_AT = 5;

/** Why a stock level changes by hand: goods received, a shelf count, damaged or lost goods, a return put back, other. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'counted', 'damaged', 'returned', 'other'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** How long a staff session lasts from its sign-in: a working day, then sign in again. */
export const STAFF_SESSION_HOURS = 12;
/** How every staff session token begins: never mistaken for a customer's JWT, and easy to spot when one leaks. */
export const STAFF_TOKEN_PREFIX = 'staff_';

/**
 * The catalogue's CSV (export and import), one row per stock item; its product's columns repeat on each of its rows.
 * `options` holds the variant's options as `Size=M; Colour=Red`; brand, category and store are slugs; true/false flags.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'product_slug',
  'product_name',
  'description',
  'brand',
  'category',
  'store',
  'options',
  'price',
  'discount_percentage',
  'quantity',
  'moq',
  'weight_grams',
  'free_delivery',
  'image',
  'featured',
  'product_hidden',
  'hidden',
] as const;
/** The most rows one import takes, and its most bytes: a whole catalogue of a small shop, checked in seconds. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;
export const CATALOGUE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export interface AdminEndpoint {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly access: AdminAccess;
}

const endpoint = (method: AdminEndpoint['method'], path: string, access: AdminAccess): AdminEndpoint => ({ method, path, access });

export const ADMIN_ENDPOINTS = {
  signIn: endpoint('POST', '/session/', 'public'),
  signOut: endpoint('DELETE', '/session/', 'staff'),
  me: endpoint('GET', '/session/', 'staff'),

  staffList: endpoint('GET', '/staff/', 'admin'),
  staffCreate: endpoint('POST', '/staff/', 'admin'),
  staffUpdate: endpoint('PATCH', '/staff/:id/', 'admin'),
  auditLog: endpoint('GET', '/audit/', 'admin'),

  orders: endpoint('GET', '/orders/', 'staff'),
  order: endpoint('GET', '/orders/:order_id/', 'staff'),
  orderMove: endpoint('POST', '/orders/:order_id/status/', 'staff'),
  orderCancellation: endpoint('POST', '/orders/:order_id/cancellation/', 'staff'),

  stock: endpoint('GET', '/stock/', 'staff'),
  stockAdjust: endpoint('POST', '/stock/:id/adjustments/', 'staff'),
  stockAdjustments: endpoint('GET', '/stock/:id/adjustments/', 'staff'),

  messages: endpoint('GET', '/messages/', 'staff'),
  message: endpoint('GET', '/messages/:id/', 'staff'),
  messageMark: endpoint('PATCH', '/messages/:id/', 'staff'),
  messageReply: endpoint('POST', '/messages/:id/replies/', 'staff'),

  mediaUpload: endpoint('POST', '/media/', 'admin'),

  catalogueBrands: endpoint('GET', '/catalogue/brands/', 'admin'),
  catalogueBrandCreate: endpoint('POST', '/catalogue/brands/', 'admin'),
  catalogueBrandUpdate: endpoint('PATCH', '/catalogue/brands/:id/', 'admin'),
  catalogueCategories: endpoint('GET', '/catalogue/categories/', 'admin'),
  catalogueCategoryCreate: endpoint('POST', '/catalogue/categories/', 'admin'),
  catalogueCategoryUpdate: endpoint('PATCH', '/catalogue/categories/:id/', 'admin'),
  catalogueStores: endpoint('GET', '/catalogue/stores/', 'admin'),
  catalogueStoreCreate: endpoint('POST', '/catalogue/stores/', 'admin'),
  catalogueStoreUpdate: endpoint('PATCH', '/catalogue/stores/:id/', 'admin'),
  catalogueProducts: endpoint('GET', '/catalogue/products/', 'admin'),
  catalogueProduct: endpoint('GET', '/catalogue/products/:id/', 'admin'),
  catalogueProductCreate: endpoint('POST', '/catalogue/products/', 'admin'),
  catalogueProductUpdate: endpoint('PATCH', '/catalogue/products/:id/', 'admin'),
  catalogueItemCreate: endpoint('POST', '/catalogue/products/:id/items/', 'admin'),
  catalogueItemUpdate: endpoint('PATCH', '/catalogue/items/:id/', 'admin'),
  catalogueExport: endpoint('GET', '/catalogue/export/', 'admin'),
  catalogueImport: endpoint('POST', '/catalogue/import/', 'admin'),

  customers: endpoint('GET', '/customers/', 'staff'),
  customer: endpoint('GET', '/customers/:id/', 'staff'),
} as const satisfies { readonly [N in keyof typeof ADMIN_ENDPOINT_SCHEMAS]: AdminEndpoint };

export type AdminEndpointName = keyof typeof ADMIN_ENDPOINTS;

type Schemas = typeof ADMIN_ENDPOINT_SCHEMAS;
type Missing = Exclude<AdminEndpointName, keyof Schemas>;
const everyEndpointHasSchemas: Missing extends never ? true : Missing = true;
void everyEndpointHasSchemas;

type Part<N extends AdminEndpointName, K extends string> = SchemaPart<Schemas[N], K>;

export type AdminParamsOf<N extends AdminEndpointName> = LooseQuery<InputOf<Part<N, 'params'>>>;
export type AdminQueryOf<N extends AdminEndpointName> = LooseQuery<InputOf<Part<N, 'query'>>>;
export type AdminBodyOf<N extends AdminEndpointName> = InputOf<Part<N, 'body'>>;
export type AdminAnswerOf<N extends AdminEndpointName> = z.output<Schemas[N]['response']>;
