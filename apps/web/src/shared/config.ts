/** The only reader of the build-time environment. */
const env = import.meta.env;

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const config = {
  apiBase: (env.VITE_API_BASE as string | undefined) ?? '/api',
  apiKey: (env.VITE_API_KEY as string | undefined) ?? 'holidaze-web-client-key',
  allowedEmailDomains: list(env.VITE_ALLOWED_EMAIL_DOMAINS as string | undefined, 'stud.noroff.no'),
  tileUrl:
    (env.VITE_TILE_URL as string | undefined) ??
    'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; OpenStreetMap contributors',
  requestTimeoutMs: 15_000,
} as const;
