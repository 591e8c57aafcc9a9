import { API_BASE, currentLanguage, readToken, saveFile } from '@konstvagg/ui';

/**
 * Downloads one of the admin's CSV exports (`path` below the API, with its query). A plain link
 * would not carry the bearer token, so the file is fetched with it and saved through a Blob URL.
 */
export async function downloadAdminCsv(path: string, filename: string): Promise<void> {
  const token = readToken('access');
  const res = await fetch(`${API_BASE}${path}`, {
    headers: {
      Accept: 'text/csv',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  saveFile(filename, await res.blob());
}
