/// <reference lib="webworker" />
import { parseCsvText } from './csv-parse';

/** Parses a CSV file off the main thread, so 10,000 rows never freeze the page. */
self.onmessage = async (event: MessageEvent<File | Blob>) => {
  try {
    const text = await event.data.text();
    self.postMessage({ ok: true, result: parseCsvText(text) });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
