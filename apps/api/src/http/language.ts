import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@shop/contract';

// Catalogue names (categories, attributes, options) are answered in the language the caller asks for, by standard
// content negotiation: Accept-Language in, Content-Language and Vary: Accept-Language out.

/**
 * The shop's language that best fits an Accept-Language header: 'es-MX' is Spanish, 'zh-CN', 'zh-Hans' and 'zh-TW' are
 * Chinese (the shop writes simplified characters); no header, or only languages the shop lacks, is English.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): LanguageCode {
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGUAGES]);
  return (best as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

/** Adds a request header to Vary, keeping what is there (compression adds Accept-Encoding later the same way). */
function varyOn(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${header}` : header);
}

/**
 * Runs `answer` in the caller's language. Every answer varies by Accept-Language (caches must key on it); only a
 * successful one says its language (Content-Language): a refusal's message is the catalogue's English.
 */
export async function inCallersLanguage<T>(
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
  answer: (language: LanguageCode) => Promise<T>,
): Promise<T> {
  const language = negotiateLanguage(request.headers['accept-language']);
  varyOn(reply, 'Accept-Language');
  const result = await answer(language);
  reply.header('content-language', language);
  return result;
}
