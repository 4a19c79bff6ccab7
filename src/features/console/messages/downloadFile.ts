/** Hands the browser a file made on the page (a CSV) to save under `name`. */
export function downloadFile(content: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the click has started the download; the object URL is not needed after this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
