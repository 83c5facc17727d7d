// Where the API lives. By default the page's own origin, which is how the
// server hosts the built app; VITE_API_BASE points elsewhere when needed.
const origin = globalThis.location?.origin ?? 'http://127.0.0.1:8080';

export const env = {
  apiBase: import.meta.env.VITE_API_BASE ?? origin,
};
