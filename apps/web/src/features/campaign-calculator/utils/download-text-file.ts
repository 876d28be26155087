/** Saves text as a file through the browser's download (no server round trip). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
