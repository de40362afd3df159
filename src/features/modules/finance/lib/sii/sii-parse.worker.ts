/// <reference lib="webworker" />
import { answerSiiParse, type SiiParseRequest } from './sii-parse';

/** Reads a DTE's XML or the RCV off the main thread, so a file of 1,000 documents never freezes the page. */
self.onmessage = async (event: MessageEvent<SiiParseRequest>) => {
  self.postMessage(await answerSiiParse(event.data));
};
