/** Saves `text` as a file named `name` through the browser's download (no server round trip). */
export function saveTextFile(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the click has handed the blob to the download; the address is no longer needed
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
