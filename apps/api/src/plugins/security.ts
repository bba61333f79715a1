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

/** Security headers with a CSP that allows only our own origin, and compression of every answer worth it. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts inject a <style> element at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
