import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { trustedForwardedValue } from '../../lib/forwarded-header';
import type { CallerOrigin } from '../../lib/voice/types';

const HOST = /^[\w.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Where the browser reached us: the X-Forwarded-Proto/-Host our own proxy wrote when TRUST_PROXY counts one or more
 * (TLS ends at the load balancer; the same hop as the client address), else the request itself. A missing or odd Host falls back to PUBLIC_URL.
 */
export function callerOriginOf(c: Context<AppEnv>): CallerOrigin {
  const { env } = c.var.deps;
  const forwarded = (name: string) => trustedForwardedValue(c.req.header(name), env.TRUST_PROXY)?.toLowerCase();
  const publicUrl = new URL(env.PUBLIC_URL);
  const host = [forwarded('x-forwarded-host'), c.req.header('host')].find((value) => value && HOST.test(value));
  const proto = forwarded('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
  if (!host) return { secure: publicUrl.protocol === 'https:', host: publicUrl.host };
  return { secure: proto === 'https' || proto === 'wss', host };
}
