/** An e-mail's HTML as a reader sees it: tags gone, entities undone, whitespace collapsed. */
export const visibleHtml = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/[ \t]+/g, ' ');
