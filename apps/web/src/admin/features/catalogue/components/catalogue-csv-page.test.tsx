import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, failure } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
const OriginalXhr = globalThis.XMLHttpRequest;

/**
 * The browser's XMLHttpRequest as the import uses it, driven by the test: it records what was sent, and the test says
 * how much of the upload has gone (`progress`) and what the server answers (`answer`).
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  private contentType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    act(() => this.upload.onload?.());
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.contentType = 'application/json; charset=utf-8';
    this.onload?.();
  }
}

beforeEach(() => {
  signInAs(ADMIN);
  FakeXhr.last = undefined;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  serveAdminApi((call) => (pathOf(call) === '/session/' ? { body: answer(ADMIN) } : { status: 404, body: failure('NOT_FOUND', 'Not found') }));
});
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
  globalThis.XMLHttpRequest = OriginalXhr;
});

const CSV = 'sku,product_slug,product_name\nKENTE-M,kente-scarf,Kente Scarf\n';

/** Chooses the file and presses Import; the upload then waits for the test. */
async function startImport(user: ReturnType<typeof userEvent.setup>) {
  renderAdmin('/admin/catalogue-csv');
  const form = await screen.findByRole('form', { name: 'Import' });
  await user.upload(within(form).getByLabelText('CSV file'), new File([CSV], 'catalogue.csv', { type: 'text/csv' }));
  await user.click(within(form).getByRole('button', { name: 'Import' }));
  const xhr = FakeXhr.last!;
  expect(xhr).toMatchObject({ method: 'POST', url: '/admin/api/v1/catalogue/import/' });
  expect(xhr.headers).toMatchObject({ 'Content-Type': 'text/csv', Authorization: 'Bearer staff_token_of_admin' });
  return { form, xhr };
}

describe('the catalogue CSV page', () => {
  it("lists the CSV's columns and offers the download", async () => {
    renderAdmin('/admin/catalogue-csv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue CSV' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Download the catalogue (CSV)' })).toBeInTheDocument();
    expect(screen.getByText('product_slug')).toBeInTheDocument();
    expect(screen.getByText("The item's options as name=value pairs separated by semicolons, such as Size=M; Colour=Red.")).toBeInTheDocument();
  });

  it("shows the upload's progress, then that it imports, then what was added and changed", async () => {
    const user = userEvent.setup();
    const { form, xhr } = await startImport(user);

    xhr.progress(30, 120);
    const bar = within(form).getByRole('progressbar', { name: 'Uploading the file: 25%' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(form).getByRole('button', { name: 'Importing…' })).toBeDisabled();

    xhr.progress(120, 120);
    expect(within(form).getByText('Importing… the server is checking and applying every row.')).toHaveAttribute('role', 'status');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();

    xhr.answer(200, answer({ rows: 12, products_created: 2, products_updated: 3, items_created: 4, items_updated: 8 }));
    expect(await within(form).findByText('Imported 12 rows.')).toBeInTheDocument();
    const status = within(form).getByRole('status');
    expect(status).toHaveTextContent(/Products added\s*2\s*Products changed\s*3\s*Stock items added\s*4\s*Stock items changed\s*8/);
    expect(within(form).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('lists every bad row by its line, and says nothing was imported', async () => {
    const user = userEvent.setup();
    const { form, xhr } = await startImport(user);

    xhr.answer(422, {
      ...failure('CATALOGUE_IMPORT_INVALID', 'Nothing was imported: 2 rows have mistakes. Correct them and import the file again.', { count: 2 }),
      errors: { '12': ['brand: there is no brand kente.', 'sku: A SKU has at most 64 characters.'], '3': ['price: Enter a price such as 45.00.'] },
    });

    expect(await within(form).findByRole('alert')).toHaveTextContent('Nothing was imported: 2 rows have mistakes. Correct them and import the file again.');
    const rows = within(within(form).getByRole('list', { name: 'Rows with mistakes' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Line 3: price: Enter a price such as 45.00.',
      'Line 12: brand: there is no brand kente. sku: A SKU has at most 64 characters.',
    ]);
  });

  it("shows another refusal in the staff member's language", async () => {
    const user = userEvent.setup();
    const { form, xhr } = await startImport(user);

    xhr.answer(415, failure('CSV_REQUIRED', 'Send the catalogue as a CSV file (text/csv).'));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Send the catalogue as a CSV file (text/csv).');
    expect(within(form).queryByRole('list')).not.toBeInTheDocument();
  });
});
