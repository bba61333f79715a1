import type { FastifyInstance } from 'fastify';
import { CATALOGUE_IMPORT_MAX_BYTES } from '@shop/contract/admin-endpoints';
import type { AdminRouter } from '../../http/admin-router.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueCsv } from '../catalogue/catalogue-csv.service.js';
import type { CatalogueChange, CatalogueDesk } from '../catalogue/catalogue-desk.service.js';
import { recordAudit, type StaffActor } from './audit.js';

/** Who changes the catalogue, and their audit entries, for the catalogue desk. */
const changeBy = (staff: StaffActor): CatalogueChange => ({
  actor: staff,
  record: (tx, action, subject, before, after) => recordAudit(tx, staff, action, subject, before, after),
});

/** The catalogue: admins only (staff run orders, stock and messages). */
export function adminCatalogueRoutes(router: AdminRouter, scope: FastifyInstance, desk: CatalogueDesk, csv: CatalogueCsv) {
  // The import's body is the CSV itself, taken in this scope alone (the storefront's calls take JSON only).
  scope.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: CATALOGUE_IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  router.route('catalogueBrands', { summary: 'Every brand, hidden ones too, with its number of products' }, async () => ({
    status: true as const,
    message: 'Brands',
    data: await desk.brands(),
  }));
  router.route('catalogueBrandCreate', { summary: 'Add a brand (its slug made from the name unless given)', creates: true }, async (request, reply) => {
    const data = await desk.createBrand(request.body, changeBy(request.staff));
    reply.code(201);
    return { status: true as const, message: 'Brand added', data };
  });
  router.route('catalogueBrandUpdate', { summary: 'Edit, feature or hide a brand (hidden: none of its products shows)' }, async (request) => ({
    status: true as const,
    message: 'Brand changed',
    data: await desk.updateBrand(request.params.id, request.body, changeBy(request.staff)),
  }));

  router.route('catalogueCategories', { summary: 'Every category, hidden ones too, with its number of products' }, async () => ({
    status: true as const,
    message: 'Categories',
    data: await desk.categories(),
  }));
  router.route('catalogueCategoryCreate', { summary: 'Add a category', creates: true }, async (request, reply) => {
    const data = await desk.createCategory(request.body, changeBy(request.staff));
    reply.code(201);
    return { status: true as const, message: 'Category added', data };
  });
  router.route('catalogueCategoryUpdate', { summary: 'Edit, feature or hide a category' }, async (request) => ({
    status: true as const,
    message: 'Category changed',
    data: await desk.updateCategory(request.params.id, request.body, changeBy(request.staff)),
  }));

  router.route('catalogueStores', { summary: 'Every store, hidden ones too, with its number of stock items' }, async () => ({
    status: true as const,
    message: 'Stores',
    data: await desk.stores(),
  }));
  router.route('catalogueStoreCreate', { summary: 'Add a store', creates: true }, async (request, reply) => {
    const data = await desk.createStore(request.body, changeBy(request.staff));
    reply.code(201);
    return { status: true as const, message: 'Store added', data };
  });
  router.route('catalogueStoreUpdate', { summary: 'Edit or hide a store' }, async (request) => ({
    status: true as const,
    message: 'Store changed',
    data: await desk.updateStore(request.params.id, request.body, changeBy(request.staff)),
  }));

  router.route('catalogueProducts', { summary: 'Products found by name or slug, hidden ones too' }, async (request) => {
    const { page, page_size, q, hidden } = request.query;
    const { items, total } = await desk.products({ ...(q ? { q } : {}), ...(hidden ? { hidden: hidden === 'true' } : {}) }, page, page_size);
    return { status: true as const, message: 'Products', data: items, count: total, total_pages: Math.ceil(total / page_size), page, page_size };
  });
  router.route('catalogueProduct', { summary: 'One product with its pictures and stock items' }, async (request) => ({
    status: true as const,
    message: 'Product',
    data: await desk.productAnswer(request.params.id),
  }));
  router.route('catalogueProductCreate', { summary: 'Add a product (then its stock items)', creates: true }, async (request, reply) => {
    const data = await desk.createProduct(request.body, changeBy(request.staff));
    reply.code(201);
    return { status: true as const, message: 'Product added', data };
  });
  router.route('catalogueProductUpdate', { summary: 'Edit, feature or hide a product' }, async (request) => ({
    status: true as const,
    message: 'Product changed',
    data: await desk.updateProduct(request.params.id, request.body, changeBy(request.staff)),
  }));
  router.route('catalogueItemCreate', { summary: 'Add a stock item (a variant in a store) to a product', creates: true }, async (request, reply) => {
    const data = await desk.createItem(request.params.id, request.body, changeBy(request.staff));
    reply.code(201);
    return { status: true as const, message: 'Stock item added', data };
  });
  router.route('catalogueItemUpdate', { summary: 'Edit or hide a stock item (its units change at the stock desk)' }, async (request) => ({
    status: true as const,
    message: 'Stock item changed',
    data: await desk.updateItem(request.params.id, request.body, changeBy(request.staff)),
  }));

  router.route('catalogueExport', { summary: 'The whole catalogue as CSV, one row per stock item (hidden ones too)' }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="akwaaba-catalogue-${day}.csv"`);
    // A Buffer is sent as it is (the answer's schema describes JSON answers only).
    return Buffer.from(await csv.exportCsv(), 'utf8') as unknown as string;
  });
  router.route(
    'catalogueImport',
    { summary: 'Import a catalogue CSV (text/csv): every row checked first; all applied in one transaction, or none' },
    async (request) => {
      if (typeof request.body !== 'string') throw new AppError('CSV_REQUIRED');
      return { status: true as const, message: 'Catalogue imported', data: await csv.importCsv(request.body, changeBy(request.staff)) };
    },
  );
}
