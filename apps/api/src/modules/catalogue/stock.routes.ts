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
        'in_stock and free_delivery=true restrict; search matches name, description, brand and store: every word, ' +
        'or its singular or plural form, or (5 or more characters) the word with spaces and punctuation ignored; ' +
        'when that finds nothing, words of 5 or more letters found nowhere are corrected to the nearest catalogue words. ' +
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

  router.route(
    'stockSuggestions',
    {
      tags: ['catalogue'],
      summary: 'Products matching a search, for the search box while the shopper types',
      description:
        'Up to 6 products, each once (the stock item to open, name, main picture, the price a shopper pays), those ' +
        'whose name has every word first. Matches as GET /stock/?search= does: plural and singular forms, words run ' +
        'together, and typos forgiven when nothing matches as typed. search needs 2 to 100 characters.',
    },
    async (request) => ({
      status: true as const,
      message: 'Suggestions retrieved',
      data: await stock.suggestions(request.query.search),
    }),
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
