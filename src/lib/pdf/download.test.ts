import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPdf } from './download';

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadPdf', () => {
  it('hands the bytes to the browser as a PDF file with its name, then frees the URL', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        created.push(b);
        return 'blob:factura';
      },
      revokeObjectURL: revoke,
    });
    const clicked: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadPdf(new Uint8Array([37, 80, 68, 70]), 'factura-4521.pdf');
    expect(clicked).toEqual([{ href: 'blob:factura', download: 'factura-4521.pdf' }]);
    expect(created[0].type).toBe('application/pdf');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:factura');
    click.mockRestore();
  });
});
