import { useMutation } from '@tanstack/react-query';
import { apiPath, toApiError } from '@/lib/api-client';

export interface DataExportFile {
  fileName: string;
  blob: Blob;
}

const FALLBACK_NAME = 'receptiva-data.zip';

/** The file name the server gave in `Content-Disposition: attachment; filename="…"`. */
export const fileNameOf = (disposition: string | null) =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;

/** `GET /api/account/export`: the zip of the caller's data (not JSON, so not through `api`). */
export async function downloadDataExport(): Promise<DataExportFile> {
  const response = await fetch(apiPath('/api/account/export'), {
    credentials: 'include',
    headers: { Accept: 'application/zip' },
  });
  if (!response.ok) throw await toApiError(response);
  return { fileName: fileNameOf(response.headers.get('Content-Disposition')), blob: await response.blob() };
}

export const useDownloadDataExport = () => useMutation({ mutationFn: downloadDataExport });
