import { apiRequest } from '@/lib/http/api-client';
import type { LogEntry, LogFilter } from '@/types/admin';
import type { Answer } from '@/types/wire';

/** Newest first; a bad status or limit is refused with 400 and a message. */
export function listLogs(filter: LogFilter, signal?: AbortSignal): Promise<LogEntry[]> {
  return apiRequest<Answer<'/admin/logs', 'get'>>('/api/admin/logs', { query: { ...filter }, signal });
}
