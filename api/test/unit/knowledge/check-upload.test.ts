import { checkUpload, UploadRefusal } from '#src/domains/knowledge/extract/check-upload';
import { cleanFileName, titleFromFileName } from '#src/domains/knowledge/items/upload-file-name';

describe('checkUpload', () => {
  it('proves each accepted kind by its content and answers the true type', async () => {
    await expect(checkUpload('a.pdf', Buffer.from('%PDF-1.7\n...'))).resolves.toEqual({ kind: 'pdf', mime: 'application/pdf' });
    await expect(checkUpload('A.PDF', Buffer.concat([Buffer.from('junk before the header '), Buffer.from('%PDF-1.4')]))).resolves.toEqual({ kind: 'pdf', mime: 'application/pdf' });
    await expect(checkUpload('memo.txt', Buffer.from('メモ'))).resolves.toEqual({ kind: 'text', mime: 'text/plain' });
    await expect(checkUpload('readme.markdown', Buffer.from('# 見出し'))).resolves.toEqual({ kind: 'markdown', mime: 'text/markdown' });
    await expect(checkUpload('list.csv', Buffer.from('a,b\n'))).resolves.toEqual({ kind: 'csv', mime: 'text/csv' });
  });

  it('refuses a PDF header past the first kilobyte', async () => {
    await expect(checkUpload('late.pdf', Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.7')]))).rejects.toThrow(UploadRefusal);
  });
});

describe('upload file names', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\料金表.pdf')).toBe('料金表.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName(undefined)).toBe('');
  });

  it('makes a title of the name without its extension', () => {
    expect(titleFromFileName('料金表 2024.pdf')).toBe('料金表 2024');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(Array.from(titleFromFileName(`${'あ'.repeat(300)}.txt`)).length).toBe(200);
  });
});
