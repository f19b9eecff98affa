/** The part of pdfmake 0.3's browser build the invoice uses (the package ships no types). */
declare module 'pdfmake/build/pdfmake' {
  interface CreatedPdf {
    download(filename?: string): Promise<void>;
    getBlob(): Promise<Blob>;
  }
  const pdfMake: {
    addVirtualFileSystem(vfs: unknown): void;
    createPdf(docDefinition: Record<string, unknown>): CreatedPdf;
  };
  export default pdfMake;
}
declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
