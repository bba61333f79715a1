import type { CatalogueImportResult } from '@shop/contract/admin';
import { ApiError, adminRequestOf, fetchAdmin, readAdminAnswer } from '../../../lib/admin-client';

// The catalogue as CSV (CATALOGUE_CSV_COLUMNS, one row per stock item): downloaded whole (GET /catalogue/export/,
// text/csv), and sent back changed (POST /catalogue/import/, the file's text as text/csv). The server checks every row
// before it changes anything: one bad row and nothing is imported (422 CATALOGUE_IMPORT_INVALID, each bad row's line
// messages by line number in the failure's `errors`: { "12": ["price: …"] }).

/** The whole catalogue as a CSV file; a failure is the server's envelope. */
export async function downloadCatalogue(): Promise<Blob> {
  const res = await fetchAdmin(adminRequestOf('catalogueExport', {}, 'text/csv'));
  if (!res.ok) await readAdminAnswer('catalogueExport', res);
  return res.blob();
}

/** A bad row of an import, as the server lists it in CATALOGUE_IMPORT_INVALID's `errors` (keyed by line). */
export interface ImportRowProblem {
  line: number;
  messages: string[];
}

/** The bad rows of a refused import; none for any other failure. */
export function badRowsOf(error: unknown): ImportRowProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'CATALOGUE_IMPORT_INVALID') return [];
  return Object.entries(error.errors ?? {})
    .map(([line, messages]) => ({ line: Number(line), messages }))
    .filter((row) => Number.isInteger(row.line) && Array.isArray(row.messages))
    .sort((a, b) => a.line - b.line);
}

/**
 * Sends the file with XMLHttpRequest, not fetch: only it tells how much of the body has gone (`onProgress`, a fraction
 * from 0 to 1; 1 once all is sent, while the server checks and applies the rows).
 */
export function importCatalogue(file: File, onProgress: (sent: number) => void): Promise<CatalogueImportResult> {
  const request = adminRequestOf('catalogueImport');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.upload.onprogress = (event) => onProgress(Math.min(1, event.loaded / (event.lengthComputable && event.total > 0 ? event.total : file.size || 1)));
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(ApiError.client('NETWORK_ERROR'));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      // The answer read as fetch's would be, so the envelope and its failures are the other calls' own.
      const answer = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      readAdminAnswer('catalogueImport', answer).then((result) => resolve(result.data), reject);
    };
    xhr.send(file);
  });
}
