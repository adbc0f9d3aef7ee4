/**
 * Print the page's own content only: the shell's navbar, sidebar and breadcrumb (all
 * `header`/`nav`) and anything marked `data-print-hide` stay off paper.
 */
const PRINT_CSS = `@media print {
  header, nav, [data-print-hide] { display: none !important; }
  main { margin: 0 !important; padding: 0 !important; }
  body { background: #fff !important; }
  @page { margin: 12mm; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
