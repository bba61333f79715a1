import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/contract/admin';
import { ADMIN, answer, pageOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const MOVE: AuditEntry = {
  id: 9,
  at: '2026-03-02T10:00:00.000Z',
  staff: { id: ADMIN.id, email: ADMIN.email, name: ADMIN.name },
  action: 'order.status',
  subject: 'order:AGH123456',
  before: { status: 'Pending' },
  after: { status: 'Processing' },
};

describe('the audit log', () => {
  it('shows who did what, with the states before and after on demand, a page at a time', async () => {
    const user = userEvent.setup();
    const calls = serveAdminApi((call) =>
      pathOf(call) === '/session/'
        ? { body: answer(ADMIN) }
        : { body: pageOf([MOVE], { page: Number(call.url.searchParams.get('page')), total_pages: 2, count: 26 }) },
    );
    renderAdmin('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Changes made in the back office, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(/Efua Mensah\s*efua.admin@akwaaba.example\s*order.status\s*order:AGH123456/);
    await user.click(within(row).getByText('Show'));
    expect(within(row).getByText('{"status":"Processing"}')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit?page=2');
    expect(calls.filter((call) => pathOf(call) === '/audit/').at(-1)!.url.search).toBe('?page=2&page_size=25');
  });
});
