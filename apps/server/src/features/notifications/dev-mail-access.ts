import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Who may read /dev/mail. It shows every mail in the outbox, password reset links included, so
 * whoever reads it can take over any account: it is for the developer at this machine only
 * (docs/security.md, "/dev/mail").
 *
 * The server serves it at all only when it listens on a loopback address (HOST), keeps its
 * mail (no SMTP_URL), is not told it sits behind a proxy (TRUST_PROXY) and is not in
 * production. Then a request is answered only when the socket's peer is a loopback address and
 * the Host header names this machine (`localhost`, `127.0.0.1` or `[::1]`, with any port) and
 * no proxy forwarded it.
 *
 * Why the socket's address and not `request.ip`: with TRUST_PROXY the latter is read from
 * X-Forwarded-For, which a client writes itself when the proxy appends to it. The socket cannot
 * be forged, but a proxy on this machine makes every client a loopback peer (and nginx's
 * default `proxy_pass` even sends a loopback Host): hence off with TRUST_PROXY, and refused
 * when forwarding headers show a proxy that was not declared. A proxy that adds none and
 * rewrites Host to a loopback one cannot be told from the developer's browser; that is why
 * HOST must be a loopback address and why any deployment sets SMTP_URL or NODE_ENV=production.
 * The Host check also stops a page elsewhere from reading it through a DNS name rebound to
 * 127.0.0.1 (its requests carry that name as Host).
 */
export type DevMailMode = { served: true } | { served: false; because: string };

type ModeSettings = Pick<Config, 'host' | 'trustProxy' | 'nodeEnv'> & {
  mail: Pick<Config['mail'], 'smtpUrl'>;
};

export function devMailMode(config: ModeSettings): DevMailMode {
  if (config.nodeEnv === 'production') return { served: false, because: 'NODE_ENV=production' };
  if (config.mail.smtpUrl !== undefined) {
    return { served: false, because: 'SMTP_URL is set: mail is sent' };
  }
  if (config.trustProxy !== false) {
    return {
      served: false,
      because: 'TRUST_PROXY is set: clients reach the server through a proxy',
    };
  }
  if (!isLoopbackListenAddress(config.host)) {
    return { served: false, because: `HOST ${config.host} is not a loopback address` };
  }
  return { served: true };
}

/** One line for the start-up log: whether /dev/mail is served, and to whom or why not. */
export function describeDevMail(config: ModeSettings): string {
  const mode = devMailMode(config);
  return mode.served
    ? '/dev/mail: on, for this machine only (loopback clients asking for localhost, 127.0.0.1 or [::1]): it shows every mail, reset links included'
    : `/dev/mail: off (${mode.because})`;
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6 address (a dual-stack socket). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$/.test(address);
}

/** A listening address (HOST) that only this machine reaches: `localhost` or a loopback IP. */
export function isLoopbackListenAddress(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/** `localhost`, `127.0.0.1` or `[::1]`, optionally with a port: nothing a DNS name could be. */
const LOOPBACK_HOST_HEADER = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** Headers a proxy adds: a request carrying one did not come from a browser on this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

export function isRequestFromThisMachine(request: FastifyRequest): boolean {
  const host = request.headers.host;
  return (
    isLoopbackAddress(request.raw.socket.remoteAddress) &&
    typeof host === 'string' &&
    LOOPBACK_HOST_HEADER.test(host) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}
