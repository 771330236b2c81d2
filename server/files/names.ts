/** File names as people see them: cleaned on the way in, encoded on the way out. */

/** A name that names a folder too ("../a.png", "C:\x\a.png", "/etc/passwd"): refused at upload. */
export function hasPath(name: string): boolean {
  return /[/\\]/.test(name) || /^\.\.?$/.test(name.trim());
}

// Control and format characters (NUL, line breaks, right-to-left override that shows "exe.png" for
// "png.exe"), characters Windows refuses in names, and the device names it reserves.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const RESERVED_CHARACTERS = /[<>:"|?*]/g;
const RESERVED_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
/** Most file systems allow 255 bytes per name; a zip unpacked into a folder adds nothing. */
const MAX_NAME_BYTES = 200;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** "회의록.xlsx" -> ["회의록", ".xlsx"]; a name without a dot (or only a leading one) has no extension. */
export function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** Shortens the base (by whole characters) until the name fits, keeping the extension. */
function fitted(name: string): string {
  if (byteLength(name) <= MAX_NAME_BYTES) return name;
  const [base, ending] = splitExtension(name);
  const extension = byteLength(ending) > 20 ? '' : ending;
  const characters = [...base];
  while (characters.length > 1 && byteLength(characters.join('') + extension) > MAX_NAME_BYTES)
    characters.pop();
  return characters.join('').trimEnd() + extension;
}

/**
 * A name safe to store, show and unpack anywhere: Korean composed (NFC, so a name typed on a Mac
 * matches the same name typed on Windows), only the last path segment, no invisible characters, no
 * leading dots (hidden files) or trailing dots and spaces (Windows drops them), at most 200 bytes.
 */
export function sanitizeFileName(raw: string, fallback = '파일'): string {
  let name = raw.normalize('NFC').replace(INVISIBLE, '');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(RESERVED_CHARACTERS, '_').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  if (RESERVED_NAMES.test(name)) name = `_${name}`;
  return fitted(name) || fallback;
}

/**
 * The name with an extension of its detected type: a PNG named "a.html" is stored as "a.html.png",
 * so a downloaded file never opens as something other than what was checked.
 */
export function withExtensionOf(name: string, extensions: readonly string[]): string {
  const [, extension] = splitExtension(name);
  if (extensions.includes(extension.slice(1).toLowerCase())) return name;
  return fitted(`${name}.${extensions[0]}`);
}

/**
 * Names made distinct for one folder (a zip): the second "a.pdf" becomes "a (2).pdf". Comparison
 * ignores case, as Windows and macOS file systems do.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const [base, extension] = splitExtension(name);
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name in printable ASCII for clients that ignore `filename*` ("견적서.pdf" -> "download.pdf"). */
function asciiFallback(name: string): string {
  const [base, extension] = splitExtension(name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_'));
  const trimmed = base.replace(/^[_\s]+|[_\s]+$/g, '');
  return `${/[A-Za-z0-9]/.test(trimmed) ? trimmed : 'download'}${extension}`;
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` (RFC 6266): browsers use the UTF-8
 * name; the ASCII one is for old clients and command-line tools.
 */
export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
