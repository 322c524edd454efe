import { csvLines, type CsvCell } from '~/lib/admin/csv';

/**
 * A CSV download streamed a page at a time: the header at once (after a byte-order mark, so
 * spreadsheet programs read names as UTF-8), then each page `nextPage` reads from where the last
 * ended, so an export of any size holds one page in memory.
 */
export function pagedCsvStream<Cursor>(
  header: readonly string[],
  nextPage: (after: Cursor | null) => Promise<{ rows: readonly (readonly CsvCell[])[]; next: Cursor | null }>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\ufeff' + csvLines([header])));
        return;
      }
      const page = await nextPage(after);
      if (page.rows.length) controller.enqueue(encoder.encode(csvLines(page.rows)));
      if (page.next === null) controller.close();
      after = page.next;
    },
  });
}
