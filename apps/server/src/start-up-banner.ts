import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import {
  describeDevMail,
  isLoopbackListenAddress,
} from './features/notifications/dev-mail-access.js';

type BannerSettings = Pick<
  Config,
  'host' | 'port' | 'dataDir' | 'databaseUrl' | 'publicUrl' | 'nodeEnv' | 'trustProxy' | 'metrics'
> & {
  mail: Pick<Config['mail'], 'smtpUrl' | 'siteUrl'>;
  devJobTrigger: boolean;
};

export interface StartUpFacts {
  listening: string;
  engine: string;
  database: string;
  publicUrl: string;
  mail: string;
  devPages: string;
  metrics: string;
  mode: 'production' | 'development';
}

export interface StartUpBanner {
  facts: StartUpFacts;
  warnings: string[];
  /** The human-readable block: a title, one line per fact, then the warnings. */
  lines: string[];
}

/**
 * What an operator must know once the server listens, from the configuration alone: nothing
 * secret (a database URL or SMTP URL shows its host, never its user or password; no token).
 */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

export function startUpBanner(config: BannerSettings, listening: string): StartUpBanner {
  const production = config.nodeEnv === 'production';
  const facts: StartUpFacts = {
    // Fastify names one address of several: with an unspecified HOST, say every interface.
    listening: EVERY_INTERFACE.has(config.host)
      ? `${config.host}:${config.port} (every interface; ${listening} among them)`
      : listening,
    engine: config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)',
    database: config.databaseUrl ? hostOf(config.databaseUrl) : resolve(config.dataDir),
    publicUrl:
      config.publicUrl ??
      `not set: media URLs follow each request's origin, mail links start with ${config.mail.siteUrl}`,
    mail: config.mail.smtpUrl
      ? `SMTP via ${hostOf(config.mail.smtpUrl)}`
      : 'outbox only: nothing is sent (set SMTP_URL)',
    devPages: devPagesLine(config),
    metrics: metricsLine(config.metrics),
    mode: production ? 'production' : 'development',
  };
  const warnings: string[] = [];
  if (!production && !isLoopbackListenAddress(config.host)) {
    warnings.push(
      `listening on ${config.host}, beyond this machine, in development mode: set NODE_ENV=production for any server others can reach`,
    );
  }
  if (
    config.metrics.port !== undefined &&
    !config.metrics.token &&
    !isLoopbackListenAddress(config.metrics.host)
  ) {
    warnings.push(
      `metrics on ${config.metrics.host}:${config.metrics.port} without METRICS_TOKEN: anyone who reaches that address reads them`,
    );
  }
  const labels: [keyof StartUpFacts, string][] = [
    ['listening', 'listening'],
    ['mode', 'mode'],
    ['engine', 'database'],
    ['database', config.databaseUrl ? 'database host' : 'data directory'],
    ['publicUrl', 'public URL'],
    ['mail', 'mail'],
    ['devPages', 'dev pages'],
    ['metrics', 'metrics'],
  ];
  const lines = [
    'Holidaze server',
    ...labels.map(([key, label]) => `  ${label.padEnd(15)}${facts[key]}`),
    ...warnings.map((warning) => `  WARNING: ${warning}`),
  ];
  return { facts, warnings, lines };
}

/**
 * The banner as one structured log line (and a warning line each), for log collectors; and, on
 * a terminal, the block for a person. Piped output (a service manager, a container) gets the
 * JSON lines only.
 */
export function announceStartUp(
  log: FastifyBaseLogger,
  banner: StartUpBanner,
  terminal: { isTTY?: boolean; write(text: string): unknown },
): void {
  log.info({ startUp: banner.facts }, 'started');
  for (const warning of banner.warnings) log.warn(warning);
  if (terminal.isTTY) terminal.write(`${banner.lines.join('\n')}\n`);
}

/** Whether /dev/mail is served (the rule is dev-mail-access.ts's); DEV_JOB_TRIGGER is its own switch. */
function devPagesLine(config: BannerSettings): string {
  return `${describeDevMail(config)}; request-expiry trigger ${config.devJobTrigger ? 'on' : 'off'}`;
}

function metricsLine(settings: Config['metrics']): string {
  const onPort =
    settings.port === undefined
      ? undefined
      : `on ${settings.host}:${settings.port}/metrics${settings.token ? ' with the token' : ''}`;
  const onMain = settings.token ? 'on the main port at /metrics with the token' : undefined;
  const where = [onPort, onMain].filter(Boolean);
  return where.length > 0 ? where.join('; ') : 'off (set METRICS_PORT or METRICS_TOKEN)';
}

/** host[:port][/database] of a URL, without its user, password or query. */
function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.length > 1 ? parsed.pathname : '';
    return `${parsed.host}${parsed.protocol.startsWith('postgres') ? path : ''}`;
  } catch {
    return 'unreadable URL';
  }
}
