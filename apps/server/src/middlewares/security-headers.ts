import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The one third-party frame the site shows: the university's YouTube player, created only when a visitor presses
 * play, from YouTube's privacy-enhanced host (no cookies until then).
 */
const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * CSP allows only our own origin for scripts; widgets configured later in settings extend it explicitly. WebAssembly
 * may compile ('wasm-unsafe-eval', which allows no JavaScript eval): the voice demo's resampler worklet needs it in
 * browsers that cannot record at 16 kHz themselves (Firefox, some iOS).
 * HSTS is sent only when the public URL is https (browsers ignore it on http, and it would pin localhost).
 */
const documentHeaders = (publicUrl: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      // A university video may be a file on any https host (the editor accepts https URLs only); media cannot run code.
      mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
      frameSrc: ["'self'", VIDEO_FRAME_ORIGIN],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: publicUrl.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
  });

/**
 * Hashed build files under /assets (scripts, styles, images) are not documents: a CSP, framing or opener policy
 * means nothing on them, and on a page that loads forty of them the repeated kilobyte of headers adds up. They keep
 * nosniff, which does apply to scripts and styles.
 */
export const securityHeaders = (publicUrl: string) => {
  const forDocuments = documentHeaders(publicUrl);
  return createMiddleware(async (c, next) => {
    if (!c.req.path.startsWith('/assets/')) return forDocuments(c, next);
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
};
