/**
 * Hands bytes to the browser as a file download (the way an attachment response would), unchanged:
 * only the type is set, so a CSV keeps the byte order mark spreadsheets need.
 */
export function saveFile(filename: string, content: Blob, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
