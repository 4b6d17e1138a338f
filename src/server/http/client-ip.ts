import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientIpResolver = (c: Context) => string | undefined;

/**
 * The header better-auth reads the client address from. The auth bridge sets it from the resolver
 * below and removes any value a client sent, so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-wifaq-client-ip';

const normalize = (address: string) => address.replace(/^::ffff:/, '');

/**
 * The socket's address, or, when the socket belongs to a configured proxy, the address that proxy
 * reports (the right-most X-Forwarded-For hop that is not itself a trusted proxy). A client's own
 * X-Forwarded-For is never believed: it would let anyone pick a fresh rate-limit bucket per request.
 */
export function socketClientIp(trustedProxies: readonly string[]): ClientIpResolver {
  const trusted = new Set(trustedProxies.map(normalize));
  return (c) => {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      return undefined; // in-process requests (tests) have no socket
    }
    if (!remote) return undefined;
    remote = normalize(remote);
    if (!trusted.has(remote)) return remote;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => normalize(hop.trim()))
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string;
      if (!trusted.has(hop)) return hop;
    }
    return remote;
  };
}
