import { inflateSync } from 'node:zlib';

/**
 * The page count and the text of a PDF that Chromium printed (page.pdf), without a PDF library:
 * Chromium writes each font with a ToUnicode map and shows text as hex glyph codes (Tj / TJ), so
 * the text is read back through the map of the font each run uses. Enough to check what a printed
 * page says; not a general PDF reader.
 */
export interface PdfText {
  pages: number;
  /** Each page's text, runs joined without spaces. */
  pageTexts: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0 && /^\s*<</.test(body)) {
      dict = body.slice(0, streamAt);
      let dataStart = start + streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      const lengthMatch = /\/Length (\d+)(?! \d+ R)/.exec(dict);
      const dataEnd = lengthMatch ? dataStart + Number(lengthMatch[1]) : text.lastIndexOf('endstream', end);
      const raw = pdf.subarray(dataStart, dataEnd);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

function readCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (hex: string) => {
    let out = '';
    for (let i = 0; i + 4 <= hex.length; i += 4)
      out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(pair[1]!.toUpperCase(), hexToText(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const base = parseInt(range[3]!, 16);
      const width = range[1]!.length;
      for (let code = from; code <= to; code++)
        map.set(
          code.toString(16).toUpperCase().padStart(width, '0'),
          String.fromCharCode(base + code - from),
        );
    }
  }
  return map;
}

const refOf = (dict: string, key: string) => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
};

export function readPdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const cmapOfFont = (fontId: number) => {
    if (cmaps.has(fontId)) return cmaps.get(fontId)!;
    const font = objects.get(fontId);
    const toUnicode = font ? refOf(font.dict, 'ToUnicode') : null;
    const stream = toUnicode !== null ? objects.get(toUnicode)?.stream : null;
    const map = stream ? readCmap(stream.toString('latin1')) : new Map<string, string>();
    cmaps.set(fontId, map);
    return map;
  };
  const pages = [...objects.values()].filter((o) => /\/Type\s*\/Page(?!s)/.test(o.dict));
  const pageTexts = pages.map((page) => {
    let resources = page.dict;
    const resourcesRef = refOf(page.dict, 'Resources');
    if (resourcesRef !== null) resources = objects.get(resourcesRef)?.dict ?? '';
    let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fontRef = refOf(resources, 'Font');
    if (!fontDict && fontRef !== null) fontDict = objects.get(fontRef)?.dict ?? '';
    const fonts = new Map<string, number>();
    for (const entry of fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) fonts.set(entry[1]!, Number(entry[2]));
    const contentIds = [
      ...(
        /\/Contents\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ??
        /\/Contents\s+(\d+ 0 R)/.exec(page.dict)?.[1] ??
        ''
      ).matchAll(/(\d+) 0 R/g),
    ].map((m) => Number(m[1]));
    let text = '';
    for (const id of contentIds) {
      const content = objects.get(id)?.stream?.toString('latin1') ?? '';
      let cmap = new Map<string, string>();
      const tokens = /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj/g;
      let token: RegExpExecArray | null;
      const decode = (hex: string) => {
        const width = [...cmap.keys()][0]?.length ?? 4;
        let out = '';
        for (let i = 0; i + width <= hex.length; i += width)
          out += cmap.get(hex.slice(i, i + width).toUpperCase()) ?? '';
        return out;
      };
      while ((token = tokens.exec(content))) {
        if (token[1] !== undefined) {
          const fontId = fonts.get(token[1]);
          cmap = fontId !== undefined ? cmapOfFont(fontId) : new Map();
        } else if (token[2] !== undefined) {
          for (const part of token[2].matchAll(/<([0-9A-Fa-f]*)>/g)) text += decode(part[1]!);
        } else if (token[3] !== undefined) {
          text += decode(token[3]);
        }
      }
    }
    return text;
  });
  return { pages: pages.length, pageTexts };
}

/** Text compared without any white space (a printed run may split or join words). */
export const squash = (text: string) => text.replace(/\s+/g, '');
