// pdfmake 0.3 ships no types; these are the few calls the exports make (see node_modules/pdfmake/js/base.js).
declare module 'pdfmake' {
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, data: Buffer): void; existsSync(name: string): boolean };
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
declare module 'pdfmake/build/vfs_fonts.js' {
  const vfs: Record<string, string>;
  export default vfs;
}
