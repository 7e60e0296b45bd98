// Hands a file the browser already holds (the response of a signed-in call, which a plain download link could not make
// because it carries no token) to the browser as a download.
export function saveFile(contents: Blob, fileName: string): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
