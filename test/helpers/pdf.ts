import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's size and text, as a PDF reader extracts it (whitespace collapsed), all the text, and the file's creation date. */
export async function readPdf(bytes: Uint8Array): Promise<{ sizes: number[][]; pages: string[]; text: string; created: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const { info } = (await document.getMetadata()) as { info: { CreationDate?: string } };
  const sizes: number[][] = [];
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    sizes.push(page.view.slice(2).map(Math.round));
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  const collapse = (text: string) => text.replace(/\s+/g, ' ');
  return { sizes, pages: texts.map(collapse), text: collapse(texts.join(' ')), created: info.CreationDate ?? '' };
}

/** Every run of text in a PDF with the size it is set in, in points. */
export async function textSizes(bytes: Uint8Array): Promise<{ text: string; size: number }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const runs: { text: string; size: number }[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push({ text: item.str.trim(), size: Math.hypot(item.transform[0], item.transform[1]) });
  }
  await document.destroy();
  return runs;
}
