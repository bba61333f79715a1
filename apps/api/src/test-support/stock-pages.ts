import { expect } from 'vitest';
import type { StockItem, StockListResponse } from '@shop/contract';
import type { TestApp } from './test-app.js';

/**
 * GET /stock/ for a test: `page` answers one page and fails the test unless it is a 200 page envelope; `every`
 * walks all pages of `size` and checks each repeats the first page's count. `app` gives the suite's app (made in
 * its beforeAll).
 */
export function stockPages(app: () => TestApp) {
  async function page(query: string): Promise<StockListResponse> {
    const res = await app().api('GET', `/stock/?${query}`);
    expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  }

  async function every(query: string, size = 100): Promise<{ items: StockItem[]; count: number }> {
    const first = await page(`${query}&page_size=${size}&page=1`);
    const items = [...first.data];
    for (let p = 2; p <= first.total_pages; p++) {
      const next = await page(`${query}&page_size=${size}&page=${p}`);
      expect(next.count).toBe(first.count);
      items.push(...next.data);
    }
    return { items, count: first.count };
  }

  return { page, every };
}
