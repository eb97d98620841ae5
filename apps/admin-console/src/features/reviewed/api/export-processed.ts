import { useMutation } from '@tanstack/react-query';
import { API_PATHS, withQuery, type ErrorBody, type ExportQuery } from '@profileproof/contracts';
import {
  ApiError,
  clearStoredSession,
  readStoredSession,
  setAuthRedirectReason,
  useSession,
  type ApiClient,
} from '@profileproof/session';
import { viewerTimeZone } from '../../../shared/viewer-zone';
import { saveFile } from '../save-file';

/** The name a download gets when the API does not give one. */
export const EXPORT_FALLBACK_FILENAME = 'profileproof-reviewed.csv';

export interface ExportFile {
  blob: Blob;
  filename: string;
}

// The last path segment of a name: a header never chooses a folder.
const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() ?? '';

/** `attachment; filename*=UTF-8''a%20b.csv` or `filename="a.csv"` -> the name, else null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      const name = baseName(decodeURIComponent(encoded.trim()));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  const name = baseName(plain?.[1] ?? plain?.[2] ?? '');
  return name || null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | null = null;
  try {
    body = JSON.parse(await response.text()) as Partial<ErrorBody>;
  } catch {
    body = null;
  }
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  return new ApiError('http', response.status, body, detail ?? `HTTP ${response.status}`);
}

/**
 * GET /api/admin/processed/export.csv?from=&to=&tz=, as a file (tz: the browser's zone). A link cannot send the bearer token,
 * and the API client reads JSON only: this call sends the token itself and keeps the client's
 * rules — a 401 renews the tokens once and retries; a 401 that cannot be renewed ends the session,
 * as does a 403 (adminRequest's rule: the account is not an admin any more).
 */
export async function downloadProcessedExport(
  api: ApiClient,
  query: ExportQuery,
): Promise<ExportFile> {
  const url = new URL(
    withQuery(API_PATHS.admin.processedExport, {
      from: query.from,
      to: query.to,
      q: query.q,
      tier: query.tier,
      // The days of the range (and the file's name) are the admin's.
      tz: query.tz ?? viewerTimeZone(),
    }),
    api.baseUrl,
  );
  const send = async (token: string | null) => {
    try {
      return await fetch(url, {
        headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      throw new ApiError('network', 0, null, 'Network error');
    }
  };
  const token = readStoredSession()?.token ?? null;
  let response = await send(token);
  if (response.status === 401 && token) {
    // Another call may have renewed the tokens meanwhile: use theirs.
    const current = readStoredSession()?.token ?? null;
    const renewed = current && current !== token ? current : await api.refreshSession();
    if (renewed) {
      response = await send(renewed);
    } else if (readStoredSession()) {
      setAuthRedirectReason('expired');
      clearStoredSession();
    }
  }
  if (!response.ok) {
    if (response.status === 403) {
      setAuthRedirectReason('required');
      clearStoredSession();
    }
    throw await errorOf(response);
  }
  return {
    blob: await response.blob(),
    filename:
      filenameFromDisposition(response.headers.get('Content-Disposition')) ??
      EXPORT_FALLBACK_FILENAME,
  };
}

/** Downloads the export and hands it to the browser as a file. */
export function useExportProcessed() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (query: ExportQuery) => downloadProcessedExport(api, query),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
}
