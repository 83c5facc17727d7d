// The single HTTP client of the app: sends the stored token and turns error
// answers into ApiError with the server's message (and its field errors on 422).
import { env } from '@/config/env';
import type { RefusedField } from '@/lib/format/field-errors';
import { readToken } from './token';

export class ApiError extends Error {
  readonly status: number;
  /** The refused fields of a 422 answer; empty otherwise. */
  readonly fieldErrors: RefusedField[];
  /** Whether `message` is the server's own `{message}`, written for shoppers. */
  readonly fromServer: boolean;
  /** The whole JSON answer, for error answers that carry more than a message (a 409's new `total`). */
  readonly body: Readonly<Record<string, unknown>>;
  constructor(status: number, message: string, fieldErrors: RefusedField[] = [], fromServer = true, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path.replace(/^\/?/, '/'), env.apiBase);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const json = options.body !== undefined;
  return send<T>(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: { ...(json && { 'Content-Type': 'application/json' }), ...options.headers },
    body: json ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
}

/** Posts a file's raw bytes with its own Content-Type. */
export function uploadFile<T>(path: string, file: Blob, signal?: AbortSignal): Promise<T> {
  return send<T>(buildUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    signal,
  });
}

interface Sending {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

async function send<T>(url: string, init: Sending): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = readToken();
  if (token) headers.token = token;

  const response = await fetch(url, { ...init, credentials: 'include', headers });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}

function errorFrom(status: number, data: unknown): ApiError {
  const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const fields = Array.isArray(body.errors) ? (body.errors as RefusedField[]) : [];
  if (typeof body.message === 'string') return new ApiError(status, body.message, fields, true, body);
  // A proxy's page or an empty answer: a message for developers, not shoppers.
  return new ApiError(status, `Request failed (${status})`, fields, false, body);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
