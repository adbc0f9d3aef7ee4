import { inflateSync } from 'node:zlib';

// The text of each page of a PDF as pdfkit writes it (uncompressed object table, Flate
// streams, Type0 fonts with Identity-H encoding and a ToUnicode map), for tests that check
// what a generated document says. Not a general PDF reader: no object streams, no
// encryption, no other encodings.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + at + body.slice(at).match(/stream\r?\n/)![0].length;
    const dataEnd = text.lastIndexOf('endstream', end);
    let raw = pdf.subarray(dataStart, dataEnd);
    if (raw.at(-1) === 0x0a) raw = raw.subarray(0, -1);
    const dict = body.slice(0, at);
    out.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return out;
}

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

function utf16(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

/** glyph code (4 hex digits) -> text, from a ToUnicode CMap. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1]!.toLowerCase().padStart(4, '0'), utf16(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    )) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const targets = m[3]!.startsWith('[')
        ? Array.from(m[3]!.matchAll(/<([0-9a-fA-F]+)>/g), (t) => utf16(t[1]!))
        : null;
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(4, '0');
        if (targets) map.set(key, targets[code - from] ?? '');
        else {
          const base = m[3]!.slice(1, -1);
          const last = parseInt(base.slice(-4), 16) + (code - from);
          map.set(key, utf16(base.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

export interface PdfPage {
  /** Every string drawn, in drawing order. */
  runs: string[];
  /** The runs joined without separators (a line drawn as several runs reads whole). */
  text: string;
  /** Images drawn (barcodes, QR codes). */
  images: number;
}

export function pdfPages(pdf: Buffer): PdfPage[] {
  const objs = objects(pdf);
  const catalog = [...objs.values()].find((o) => /\/Type \/Catalog/.test(o.dict));
  const pagesRoot = catalog ? ref(catalog.dict, 'Pages') : null;
  const kids =
    pagesRoot === null ? '' : (/\/Kids \[([^\]]*)\]/.exec(objs.get(pagesRoot)!.dict)?.[1] ?? '');
  const cmaps = new Map<number, Map<string, string>>();
  return Array.from(kids.matchAll(/(\d+) 0 R/g), (k) => {
    const page = objs.get(Number(k[1]))!;
    const resources = objs.get(ref(page.dict, 'Resources')!)!.dict;
    const fontBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<string, string>>();
    for (const f of fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const tu = ref(objs.get(Number(f[2]))!.dict, 'ToUnicode');
      if (tu === null) continue;
      if (!cmaps.has(tu)) cmaps.set(tu, toUnicode(objs.get(tu)!.stream!.toString('latin1')));
      fonts.set(f[1]!, cmaps.get(tu)!);
    }
    const content = objs.get(ref(page.dict, 'Contents')!)!.stream!.toString('latin1');
    const runs: string[] = [];
    let font = new Map<string, string>();
    const ops =
      /\/(\w+)\s+[\d.]+\s+Tf|\[((?:\s*<[0-9a-fA-F]*>\s*-?[\d.]*)*)\s*\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const m of content.matchAll(ops)) {
      if (m[1]) {
        font = fonts.get(m[1]) ?? new Map();
        continue;
      }
      const hexes =
        m[2] !== undefined ? Array.from(m[2].matchAll(/<([0-9a-fA-F]*)>/g), (h) => h[1]!) : [m[3]!];
      let s = '';
      for (const hex of hexes)
        for (let i = 0; i + 4 <= hex.length; i += 4)
          s += font.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
      runs.push(s);
    }
    const images = (content.match(/\/\w+ Do\b/g) ?? []).length;
    return { runs, text: runs.join(''), images };
  });
}
