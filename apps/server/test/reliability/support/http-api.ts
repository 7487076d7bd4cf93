import { RELIABILITY_API_KEY } from './server-process.js';

/** A user of the API over real HTTP, as any client of the contract would be. */
export interface ApiUser {
  name: string;
  headers: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export async function send<T = { data: Record<string, unknown> }>(
  base: string,
  method: string,
  path: string,
  options: { user?: ApiUser; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(options.user?.headers ?? {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function registerUser(
  base: string,
  name: string,
  venueManager = false,
): Promise<ApiUser> {
  const email = `${name}@stud.noroff.no`;
  const password = 'reliability-pass';
  const registered = await send(base, 'POST', '/auth/register', {
    body: { name, email, password, venueManager },
  });
  if (registered.status !== 201) throw new Error(`register ${name}: ${registered.status}`);
  const login = await send<{ data: { accessToken: string } }>(base, 'POST', '/auth/login', {
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login ${name}: ${login.status}`);
  return {
    name,
    headers: {
      authorization: `Bearer ${login.body.data.accessToken}`,
      'x-noroff-api-key': RELIABILITY_API_KEY,
    },
  };
}

export async function createVenue(
  base: string,
  owner: ApiUser,
  name: string,
  maxGuests = 4,
): Promise<string> {
  const created = await send<{ data: { id: string } }>(base, 'POST', '/holidaze/venues', {
    user: owner,
    body: { name, description: 'Reliability test venue', price: 900, maxGuests },
  });
  if (created.status !== 201) throw new Error(`create venue: ${created.status}`);
  return created.body.data.id;
}

/**
 * The cast of a booking race over two instances: `travellers` travellers signed up on `a` and `b`
 * in turn, and `venues` venues listed on `b` by a host signed up on `a`; names start `name`.
 */
export async function castAcross(
  a: string,
  b: string,
  name: string,
  counts: { travellers: number; venues: number },
): Promise<{ travellers: ApiUser[]; venueIds: string[] }> {
  const host = await registerUser(a, `${name}_host`, true);
  const travellers: ApiUser[] = [];
  for (let i = 0; i < counts.travellers; i++) {
    travellers.push(await registerUser(i % 2 ? b : a, `${name}_guest_${i}`));
  }
  const venueIds: string[] = [];
  for (let i = 0; i < counts.venues; i++) venueIds.push(await createVenue(b, host, `${name} ${i}`));
  return { travellers, venueIds };
}
