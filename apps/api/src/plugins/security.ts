import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The route-level helmet options of a page the shop shows in its own frame (the sandbox's hosted payment page, decision
 * 22): nothing but 'self' for scripts, styles and calls, no inline code, and framed only by a page of our own origin
 * (frame-ancestors 'self' instead of the app's 'none'; X-Frame-Options SAMEORIGIN says the same to old browsers).
 */
export const FRAMEABLE_PAGE_SECURITY = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' as const },
};

/** The origins a payment provider's page, script and calls come from (PaymentProvider['origins']). */
export interface ProviderOrigins {
  readonly frame: readonly string[];
  readonly script: readonly string[];
  readonly connect: readonly string[];
}

const NO_PROVIDER: ProviderOrigins = { frame: [], script: [], connect: [] };

/**
 * Security headers with a CSP that allows our own origin and, for frames, scripts and calls, exactly the configured
 * payment provider's (the sandbox's page is our own: 'self'; Paystack's popup, its script and API), and no inline code
 * but the storefront's own inline scripts, each by its hash (`inlineScripts`, inline-scripts.ts); and compression of
 * every answer worth it.
 */
export async function registerSecurity(app: FastifyInstance, provider: ProviderOrigins = NO_PROVIDER, inlineScripts: readonly string[] = []) {
  const withSelf = (origins: readonly string[]) => ["'self'", ...origins.filter((o) => o !== "'self'")];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [...withSelf(provider.script), ...inlineScripts],
        // Toasts inject a <style> element at run time; scripts stay 'self' and the storefront's hashed inline ones.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: withSelf(provider.connect),
        frameSrc: provider.frame.length ? withSelf(provider.frame) : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin only anyway; the default would block the swagger UI's own assets for no gain.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
