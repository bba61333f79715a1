import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMessage } from '@shop/contract/admin';
import { STAFF, answer, messageOf, pageOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(STAFF));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const UNREAD = messageOf();
const READ = messageOf({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Yaw Mensah',
  subject: 'Gift wrapping',
  read: true,
  replied_at: '2026-03-01T09:00:00.000Z',
});
const REPLY = { id: 4, at: '2026-03-03T11:00:00.000Z', body: 'Your parcel leaves today.\nSorry for the wait.', staff: { id: STAFF.id, email: STAFF.email } };

/** The inbox (with `unread` unread), one message as it stands (`message`), and the writes answered from it. */
function serveMessages(start: AdminMessage = UNREAD) {
  let message = { ...start, replies: [] as (typeof REPLY)[] };
  const calls = serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(STAFF) };
    if (path === '/messages/') {
      const status = call.url.searchParams.get('status');
      const listed = status === 'unread' ? [UNREAD] : status === 'read' ? [READ] : [UNREAD, READ];
      return { body: { ...pageOf(listed), unread: 3 } };
    }
    if (call.method === 'PATCH') message = { ...message, read: (call.body as { read: boolean }).read };
    if (call.method === 'POST') message = { ...message, replied_at: REPLY.at, replies: [{ ...REPLY, body: (call.body as { body: string }).body }] };
    return { status: call.method === 'POST' ? 201 : 200, body: answer(message) };
  });
  return calls;
}
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));

describe('the messages', () => {
  it('lists the inbox newest first, an unread message marked and said "Unread", and the count in the navigation', async () => {
    serveMessages();
    renderAdmin('/admin/messages');

    const table = await screen.findByRole('table', { name: 'Messages, newest first' });
    const [, unread, read] = within(table).getAllByRole('row');
    expect(unread).toHaveTextContent(/Where is my parcel\?\s*Akosua Darko\s*akosua@example.com.*Unread/);
    expect(within(unread!).getByRole('link', { name: 'Where is my parcel?' })).toHaveAttribute('href', `/admin/messages/${UNREAD.id}`);
    expect(read).toHaveTextContent(/Gift wrapping.*Read\s*Replied/);
    expect(read).not.toHaveTextContent('Unread');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('Messages (3)');
  });

  it('filters the unread ones, in the URL and the request', async () => {
    const user = userEvent.setup();
    const calls = serveMessages();
    renderAdmin('/admin/messages');
    await screen.findByRole('table', { name: 'Messages, newest first' });

    await user.click(within(screen.getByRole('navigation', { name: 'Show messages' })).getByRole('link', { name: 'Unread' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages\?status=unread$/);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('navigation', { name: 'Show messages' })).getByRole('link', { name: 'Unread' })).toHaveAttribute('aria-current', 'page');
    const inbox = calls.filter((call) => pathOf(call) === '/messages/' && call.url.searchParams.get('page_size') === '25');
    expect(inbox.at(-1)!.url.search).toBe('?status=unread&page=1&page_size=25');
  });

  it('marks an unread message read on opening, once, and shows it with its line breaks', async () => {
    const user = userEvent.setup();
    const calls = serveMessages();
    renderAdmin(`/admin/messages/${UNREAD.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Where is my parcel?' })).toBeInTheDocument();
    const from = screen.getByRole('region', { name: 'From Akosua Darko' });
    expect(from).toHaveTextContent('akosua@example.com');
    expect(from).toHaveTextContent('LanguageSpanish');
    expect(within(from).getByText(/my order has not arrived yet/).textContent).toBe('Hello,\nmy order has not arrived yet.\nThank you');
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PATCH', path: `/messages/${UNREAD.id}/`, body: { read: true } }]));

    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: `/messages/${UNREAD.id}/`, body: { read: true } },
      { method: 'PATCH', path: `/messages/${UNREAD.id}/`, body: { read: false } },
    ]);
  });

  it('does not mark a message already read', async () => {
    const calls = serveMessages(READ);
    renderAdmin(`/admin/messages/${READ.id}`);

    expect(await screen.findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends a reply by email and shows it among the replies', async () => {
    const user = userEvent.setup();
    const calls = serveMessages(READ);
    renderAdmin(`/admin/messages/${READ.id}`);

    const form = await screen.findByRole('form', { name: 'Reply' });
    expect(within(form).getByLabelText('Your reply')).toHaveAccessibleDescription(/Sent by email to akosua@example.com/);
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write a reply.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.type(within(form).getByLabelText('Your reply'), 'Your parcel leaves today.{Enter}Sorry for the wait.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByText('Your reply was sent to akosua@example.com.')).toHaveFocus();
    expect(within(form).getByLabelText('Your reply')).toHaveValue('');
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByRole('listitem')).toHaveTextContent('kojo.staff@akwaaba.example');
    expect(within(replies).getByRole('listitem')).toHaveTextContent('Your parcel leaves today.');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `/messages/${READ.id}/replies/`, body: { body: 'Your parcel leaves today.\nSorry for the wait.' } },
    ]);
  });
});
