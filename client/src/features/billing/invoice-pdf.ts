import pdfMake from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import { invoiceDocDefinition, type InvoiceData } from './invoice-document';

/**
 * pdfmake and its fonts (≈ 0.8 MB gzipped, DESIGN §1): this module is loaded with import() only when an invoice is
 * downloaded, never with the dashboard.
 */
pdfMake.addVirtualFileSystem(vfs);

export async function downloadInvoicePdf(invoice: InvoiceData, test: boolean): Promise<void> {
  await pdfMake.createPdf(invoiceDocDefinition(invoice, { test })).download(`facture-${invoice.number}.pdf`);
}
