/**
 * Counts the characters of a WordprocessingML part's text runs (<w:t>, the only text Word shows and
 * mammoth reads) as its XML arrives in pieces, without building the document: what a .docx will
 * extract to is known while it is inflated. Entities count one character each.
 */
export class DocxTextCounter {
  private decoder = new TextDecoder('utf-8');
  /** A tag that started in an earlier piece and has not closed yet. */
  private partialTag: string | null = null;
  private inText = false;
  /** Characters read of an entity since its '&' (-1: not in one); an entity may end in the next piece. */
  private entity = -1;
  count = 0;

  feed(bytes: Uint8Array, final = false): void {
    const piece = this.decoder.decode(bytes, { stream: !final });
    let index = 0;
    while (index < piece.length) {
      if (this.partialTag !== null) {
        const close = piece.indexOf('>', index);
        if (close === -1) {
          // A tag of Word's is short; one that never closes is not worth keeping whole.
          if (this.partialTag.length < 64) this.partialTag += piece.slice(index, index + 64);
          return;
        }
        this.tag(this.partialTag + piece.slice(index, Math.min(close, index + 64)));
        this.partialTag = null;
        index = close + 1;
        continue;
      }
      const open = piece.indexOf('<', index);
      const textEnd = open === -1 ? piece.length : open;
      if (this.inText && textEnd > index) this.countText(piece, index, textEnd);
      if (open === -1) return;
      this.partialTag = '';
      index = open + 1;
    }
  }

  /** Code points (as limits.ts counts them), an entity as one. */
  private countText(piece: string, from: number, to: number): void {
    for (let index = from; index < to; index += 1) {
      const code = piece.charCodeAt(index);
      if (this.entity >= 0) {
        this.entity = code === 0x3b || this.entity >= 10 ? -1 : this.entity + 1;
        continue;
      }
      if (code === 0x26) {
        this.entity = 0;
        this.count += 1;
      } else if (code < 0xdc00 || code > 0xdfff) this.count += 1;
    }
  }

  /** The start of a tag, without its '<' (a long tag is cut: only its name matters). */
  private tag(tag: string): void {
    if (/^w:t(\s|\/|$)/.test(tag)) this.inText = !tag.endsWith('/');
    else if (/^\/w:t\s*$/.test(tag)) this.inText = false;
  }
}
