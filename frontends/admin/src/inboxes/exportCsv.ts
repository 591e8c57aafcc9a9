import { API_BASE, currentLanguage, readToken } from '@konstvagg/ui';

/**
 * Downloads the subscriptions CSV. A plain link would not carry the bearer token, so the file is
 * fetched with it and saved through a Blob URL.
 */
export async function downloadSubscriptionsCsv(filename = 'konstvagg-subscriptions.csv'): Promise<void> {
  const token = readToken('access');
  const res = await fetch(`${API_BASE}/admin/subscriptions/export`, {
    headers: {
      Accept: 'text/csv',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
