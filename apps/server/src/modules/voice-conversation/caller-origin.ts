import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { CallerOrigin } from '../../lib/voice/types';

const HOST = /^[\w.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Where the browser reached us: the proxy's X-Forwarded-Proto/-Host when TRUST_PROXY is on (TLS ends at the load
 * balancer), else the request itself. A missing or odd Host falls back to PUBLIC_URL.
 */
export function callerOriginOf(c: Context<AppEnv>): CallerOrigin {
  const { env } = c.var.deps;
  const forwarded = (name: string) =>
    env.TRUST_PROXY ? c.req.header(name)?.split(',')[0]?.trim().toLowerCase() : undefined;
  const publicUrl = new URL(env.PUBLIC_URL);
  const host = [forwarded('x-forwarded-host'), c.req.header('host')].find((value) => value && HOST.test(value));
  const proto = forwarded('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
  if (!host) return { secure: publicUrl.protocol === 'https:', host: publicUrl.host };
  return { secure: proto === 'https' || proto === 'wss', host };
}
