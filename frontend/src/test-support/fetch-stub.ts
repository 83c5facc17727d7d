import { vi } from 'vitest';

/** A JSON answer as `fetch` would give it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs `fetch` with a router of `METHOD /path` to answers; records every call. */
export function stubApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: { method: string; path: string; query?: URLSearchParams; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { pathname: path, searchParams: query } = new URL(String(url));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, query, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`];
    return route ? route(body) : answer(404, { message: `no stub for ${method} ${path}` });
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
