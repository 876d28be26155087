import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env';
import { voiceConnectOrigins } from '../lib/voice/connect-origins';

/**
 * The one third-party frame the site shows: the university's YouTube player, created only when a visitor presses
 * play, from YouTube's privacy-enhanced host (no cookies until then).
 */
const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * CSP allows only our own origin for scripts; widgets configured later in settings extend it explicitly. WebAssembly
 * may compile ('wasm-unsafe-eval', which allows no JavaScript eval): the voice demo's resampler worklet needs it in
 * browsers that cannot record at 16 kHz themselves (Firefox, some iOS). `connect-src` names the voice provider's
 * WebSocket host and our own origin (its ws/wss spelling too: older Safari does not count it as 'self'), never any
 * ws:/wss: host (decision 043). HSTS is sent only when the public URL is https (browsers ignore it on http, and it
 * would pin localhost).
 *
 * Hashed build files under /assets get the same headers: a script loaded as a worker takes its policy from its own
 * response, and an SVG opened on its own is a document (decision 043 reversed the nosniff-only exception).
 */
export const securityHeaders = (env: Pick<Env, 'PUBLIC_URL' | 'ELEVENLABS_API_KEY' | 'ELEVENLABS_API_URL'>) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...voiceConnectOrigins(env)],
      // A university video may be a file on any https host (the editor accepts https URLs only); media cannot run code.
      mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
      frameSrc: ["'self'", VIDEO_FRAME_ORIGIN],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
  });
