/** One file of a ZIP archive as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated; readers of Office files know no others. */
  method: number;
  compressedSize: number;
  /** What the archive claims; the bytes inflated are counted, never this. */
  declaredSize: number;
  encrypted: boolean;
  /** Where the entry's local header starts. */
  localOffset: number;
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A 64-bit field that must fit a safe integer (a .docx is 20 MB at most). */
function uint64(data: DataView, offset: number): number {
  const value = data.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('a ZIP64 field out of range');
  return Number(value);
}

/**
 * The entries of a ZIP archive from its central directory (ZIP64 included), as readers of Office
 * documents (JSZip under mammoth) find them. Throws ZipFormatError for anything that is not a readable
 * archive. Reads only the directory: nothing is inflated.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const data = view(bytes);
  const need = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.length) throw new ZipFormatError('the archive ends early');
  };
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (data.getUint32(offset, true) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError('no end of central directory');
  let count = data.getUint16(end + 10, true);
  let directoryOffset = data.getUint32(end + 16, true);
  if ((count === 0xffff || directoryOffset === 0xffffffff) && end >= 20 && data.getUint32(end - 20, true) === ZIP64_LOCATOR) {
    const zip64End = uint64(data, end - 20 + 8);
    need(zip64End, 56);
    if (data.getUint32(zip64End, true) !== ZIP64_END) throw new ZipFormatError('no ZIP64 end of central directory');
    count = uint64(data, zip64End + 32);
    directoryOffset = uint64(data, zip64End + 48);
  }

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    need(offset, 46);
    if (data.getUint32(offset, true) !== DIRECTORY_ENTRY) throw new ZipFormatError('a central directory entry without its signature');
    const flags = data.getUint16(offset + 8, true);
    const method = data.getUint16(offset + 10, true);
    let compressedSize = data.getUint32(offset + 20, true);
    let declaredSize = data.getUint32(offset + 24, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    let localOffset = data.getUint32(offset + 42, true);
    need(offset + 46, nameLength + extraLength);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    // The ZIP64 extra field holds, in this order, whichever of the three did not fit in 32 bits.
    for (let extra = offset + 46 + nameLength; extra + 4 <= offset + 46 + nameLength + extraLength; ) {
      const id = data.getUint16(extra, true);
      const size = data.getUint16(extra + 2, true);
      if (id === ZIP64_EXTRA) {
        let field = extra + 4;
        const next = () => {
          need(field, 8);
          const value = uint64(data, field);
          field += 8;
          return value;
        };
        if (declaredSize === 0xffffffff) declaredSize = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
      }
      extra += 4 + size;
    }
    entries.push({ name, method, compressedSize, declaredSize, encrypted: (flags & 1) === 1, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(bytes);
  const header = entry.localOffset;
  if (header + 30 > bytes.length || data.getUint32(header, true) !== LOCAL_HEADER) throw new ZipFormatError('a local header without its signature');
  const start = header + 30 + data.getUint16(header + 26, true) + data.getUint16(header + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipFormatError('an entry runs past the end of the archive');
  return bytes.subarray(start, start + entry.compressedSize);
}
