import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import type { StockService } from './stock.service.js';

const optionsNote = "Options' names and values (Size: 250 g) in the language Accept-Language asks for (en, es, zh; English otherwise).";

export function stockRoutes(router: Router, stock: StockService) {
  router.route(
    'stockList',
    {
      tags: ['catalogue'],
      summary: 'A page of stock items, filtered, searched and sorted on the server',
      description:
        'category and brand take an id or slug; store takes several (repeat it or separate with commas); ' +
        'in_stock and free_delivery=true restrict; search matches name, description, brand and store; ' +
        'featured=true answers the products the shop chose for the home page, one in-stock item each (the one the shopper pays least for). ' +
        optionsNote,
    },
    async (request, reply) => {
      const { items, count, totalPages } = await inCallersLanguage(request, reply, (language) => stock.list(request.query, language));
      return {
        status: true as const,
        message: 'Stock retrieved',
        data: items,
        count,
        total_pages: totalPages,
        page: request.query.page,
        page_size: request.query.page_size,
      };
    },
  );

  router.route('stockItem', { tags: ['catalogue'], summary: 'One stock item', description: optionsNote }, async (request, reply) => ({
    status: true as const,
    message: 'Stock item retrieved',
    data: await inCallersLanguage(request, reply, (language) => stock.get(request.params.id, language)),
  }));

  router.route(
    'stockVariants',
    { tags: ['catalogue'], summary: 'Every stock item of the same product (its variants)', description: optionsNote },
    async (request, reply) => ({
      status: true as const,
      message: 'Variants retrieved',
      data: await inCallersLanguage(request, reply, (language) => stock.variantsOf(request.params.id, language)),
    }),
  );
}
