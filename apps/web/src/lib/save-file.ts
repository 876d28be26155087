/** Hands a downloaded file to the browser's own download, under its name. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts the download from the click, after this function returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
