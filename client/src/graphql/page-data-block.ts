/**
 * What the server already ran for the page it sent (server/src/modules/seo/page-shell.ts), in
 * <script type="application/json" id="page-data">: each piece as the client's own query answers it. Read once; a
 * missing or broken block only means the page asks the server itself.
 */
let block: Record<string, unknown> | null = null;

export function pageDataBlock(): Record<string, unknown> {
  if (block) return block;
  block = {};
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
    if (text) block = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Asked again by the page.
  }
  return block;
}
