import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The CSP sources ('sha256-…') of the classic inline scripts of a page's HTML (`<script>` with no attributes; the
 * state's `<script type="application/json">` is data, never run): the only inline code the storefront's pages may run,
 * each allowed by its exact text (decision 59). None when the file is not there (no storefront built).
 */
export function inlineScriptSources(htmlPath: string): string[] {
  if (!existsSync(htmlPath)) return [];
  const html = readFileSync(htmlPath, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
}
