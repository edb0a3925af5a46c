/** Saves the file at `href` as a download, as a click on a download link would. */
export function download(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
