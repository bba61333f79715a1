import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_STATE, hasActiveFilters, parseShopParams, toShopSearchParams, toStockListParams, type ShopState } from './shop-params';

const parse = (query: string) => parseShopParams(new URLSearchParams(query));

describe('parseShopParams', () => {
  it('gives the defaults for an empty query: page 1 of 8, no sort, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_SHOP_STATE);
    expect(DEFAULT_SHOP_STATE).toMatchObject({ page: 1, pageSize: 8, inStock: false, freeDelivery: false, stores: [] });
  });

  it('reads every field', () => {
    expect(parse('search=kente+cloth&ordering=-price&in_stock=true&free_delivery=true&store=accra-crafts&store=kumasi-market&page_size=24&page=3')).toEqual({
      search: 'kente cloth',
      ordering: '-price',
      inStock: true,
      freeDelivery: true,
      stores: ['accra-crafts', 'kumasi-market'],
      pageSize: 24,
      page: 3,
    });
  });

  it.each([
    ['page=abc', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['page_size=7', { pageSize: 8 }],
    ['page_size=100', { pageSize: 8 }],
    ['page_size=16.0', { pageSize: 8 }],
    ['page_size=', { pageSize: 8 }],
    ['ordering=price;drop', {}],
    ['ordering=PRICE', {}],
    ['in_stock=yes', { inStock: false }],
    ['free_delivery=false', { freeDelivery: false }],
    ['search=%20%20', {}],
  ])('falls back to the default for a bad value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT_SHOP_STATE, ...expected });
  });

  it('accepts 1 for a flag, as the server does', () => {
    expect(parse('in_stock=1&free_delivery=1')).toMatchObject({ inStock: true, freeDelivery: true });
  });

  it('keeps only valid, unique store slugs or ids (comma lists too), at most 20', () => {
    expect(parse('store=accra-crafts&store=Accra-Crafts&store=bad%20slug&store=7,tema-goods&store=--').stores).toEqual(['accra-crafts', '7', 'tema-goods']);
    const many = Array.from({ length: 25 }, (_, i) => `store=s${i}`).join('&');
    expect(parse(many).stores).toHaveLength(20);
  });

  it('trims the search term and cuts it at 100 characters', () => {
    expect(parse('search=%20shea%20butter%20').search).toBe('shea butter');
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('toShopSearchParams', () => {
  it('leaves the defaults out, so the unfiltered first page is a bare /shop', () => {
    expect(toShopSearchParams(DEFAULT_SHOP_STATE).toString()).toBe('');
  });

  it('writes a canonical query that reads back to the same state (round trip)', () => {
    const state: ShopState = {
      search: 'shea',
      ordering: 'name',
      inStock: true,
      freeDelivery: true,
      stores: ['accra-crafts', 'tema-goods'],
      pageSize: 32,
      page: 4,
    };
    const query = toShopSearchParams(state);
    expect(query.toString()).toBe('search=shea&ordering=name&in_stock=true&free_delivery=true&store=accra-crafts&store=tema-goods&page_size=32&page=4');
    expect(parseShopParams(query)).toEqual(state);
  });

  it('canonicalises a messy query', () => {
    expect(toShopSearchParams(parse('page=abc&page_size=8&in_stock=1&ordering=nope&utm=x')).toString()).toBe('in_stock=true');
  });
});

describe('toStockListParams', () => {
  it('always sends the page and page size, and only the filters that are on', () => {
    expect(toStockListParams(DEFAULT_SHOP_STATE)).toEqual({ page: 1, page_size: 8 });
  });

  it('maps every field to the GET /stock/ parameter', () => {
    expect(toStockListParams(parse('search=kente&ordering=price&in_stock=true&free_delivery=true&store=a&store=b&page_size=16&page=2'))).toEqual({
      page: 2,
      page_size: 16,
      ordering: 'price',
      in_stock: true,
      free_delivery: true,
      store: ['a', 'b'],
      search: 'kente',
    });
  });
});

describe('hasActiveFilters', () => {
  it('counts search, stock, delivery and stores but not sort or page size', () => {
    expect(hasActiveFilters(parse('ordering=price&page_size=16&page=2'))).toBe(false);
    expect(hasActiveFilters(parse('search=x'))).toBe(true);
    expect(hasActiveFilters(parse('in_stock=true'))).toBe(true);
    expect(hasActiveFilters(parse('free_delivery=true'))).toBe(true);
    expect(hasActiveFilters(parse('store=a'))).toBe(true);
  });
});
