/**
 * Offers `blob` to save as a file named `name`, from the page itself (a file the page made, or one
 * fetched with the bearer token, which a plain link would not carry), through a Blob URL.
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the URL would otherwise hold it until the page closes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
