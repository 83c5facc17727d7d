import { vi } from 'vitest';

/** A JSON answer as `fetch` would give it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON a request sent, as a stub reads it (`undefined` without a body). */
export function jsonBody(body: BodyInit | null | undefined): unknown {
  if (!body) return undefined;
  if (typeof body !== 'string') throw new Error('a stubbed call reads JSON text bodies only');
  return JSON.parse(body);
}

/** Stubs `fetch` with a router of `METHOD /path` to answers; records every call. */
export function stubApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: { method: string; path: string; query?: URLSearchParams; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn((url: string | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { pathname: path, searchParams: query } = new URL(String(url));
    const body = jsonBody(init?.body);
    calls.push({ method, path, query, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`];
    return Promise.resolve(route ? route(body) : answer(404, { message: `no stub for ${method} ${path}` }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A localStorage stand-in for the node test environment. */
export function stubStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}
