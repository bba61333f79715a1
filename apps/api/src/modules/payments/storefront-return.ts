import type { FastifyRequest } from 'fastify';

/**
 * Where a provider's page returns the shopper to, and the origin the sandbox's page posts its news to: the storefront's
 * checkout. SHOP_URL when configured (production); otherwise the origin the storefront called from (its `Origin`
 * header, which a browser sends with every POST), else this server's own. A caller who lies about its origin only
 * misdirects its own payment page's messages, which carry no secret.
 */
export function storefrontCheckoutUrl(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>, shopUrl: string | undefined): string {
  return `${shopUrl?.replace(/\/+$/, '') ?? callerOrigin(request)}/checkout`;
}

function callerOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: fall back to this server's own origin.
    }
  }
  return `${request.protocol}://${request.host}`;
}
