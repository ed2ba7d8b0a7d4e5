/**
 * PDFs off the event loop. Laying out a one-page invoice with an embedded font takes pdfkit 50–100 ms of
 * CPU, which would stall every other request on the main thread. The caller describes the document as a
 * list of drawing steps (plain data, so the layout stays typed code on the main thread); one worker thread
 * runs pdfkit over them, one document at a time. Documents waiting for it are bounded (`maxPending`): past
 * that a request gets a 503 with Retry-After at once, instead of memory and latency piling up behind a
 * burst of downloads.
 */
import { Worker } from 'node:worker_threads';
import { ServiceBusyError } from './service-busy';

export type PdfFont = 'regular' | 'bold';
export type PdfCell = { text: string; x: number; width: number; align?: 'left' | 'right'; font?: PdfFont };
export type PdfStep =
  /** Text at the cursor (or at `y`), wrapped to `width`; the cursor moves below it. */
  | {
      kind: 'text';
      text: string;
      x: number;
      width: number;
      size: number;
      font?: PdfFont;
      align?: 'left' | 'right';
      color?: string;
    }
  /** Cells side by side from the cursor; the cursor moves below the tallest. */
  | { kind: 'row'; cells: PdfCell[]; size: number; color?: string }
  | { kind: 'gap'; height: number }
  /** A thin line across the page at the cursor. */
  | { kind: 'rule' };
export type PdfDocument = { title: string; language: string; steps: PdfStep[] };

/** Fonts with Cyrillic: DejaVu Sans from the dejavu-fonts-ttf package, so no system font is needed. */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

// Plain CommonJS, evaluated by the worker (so it runs the same from src/ under jest and from dist/).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const PDFDocument = require(workerData.pdfkit);
const fonts = { regular: readFileSync(workerData.fonts.regular), bold: readFileSync(workerData.fonts.bold) };
function draw(doc, step) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  if (step.kind === 'gap') doc.y += step.height;
  else if (step.kind === 'rule') {
    doc.y += 3;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.y += 6;
  } else if (step.kind === 'text') {
    doc.font(step.font || 'regular').fontSize(step.size).fillColor(step.color || '#000000');
    doc.text(step.text, left + step.x, doc.y, { width: step.width, align: step.align || 'left' });
  } else if (step.kind === 'row') {
    const top = doc.y;
    let bottom = top;
    doc.fontSize(step.size).fillColor(step.color || '#000000');
    for (const cell of step.cells) {
      doc.font(cell.font || 'regular');
      doc.text(cell.text, left + cell.x, top, { width: cell.width, align: cell.align || 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = left;
    doc.y = bottom;
  }
}
parentPort.on('message', ({ id, document }) => {
  try {
    const doc = new PDFDocument({ size: 'A4', margin: 50, lang: document.language, info: { Title: document.title } });
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => {
      const pdf = new Uint8Array(Buffer.concat(chunks));
      parentPort.postMessage({ id, pdf }, [pdf.buffer]);
    });
    for (const step of document.steps) draw(doc, step);
    doc.end();
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.stack ? String(error.stack) : String(error) });
  }
});
`;

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Reply = { id: number; pdf?: Uint8Array; error?: string };

/** Documents queued or being drawn before new ones are refused; a burst of 16 waits ~1–2 s at most. */
export const PDF_MAX_PENDING = 16;
/** Roughly how long one document takes, for Retry-After. */
const PDF_AVERAGE_MS = 100;

export class PdfWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly maxPending = PDF_MAX_PENDING) {}

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfkit: require.resolve('pdfkit'), fonts: FONTS },
    });
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.pdf)
        waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else waiting.reject(new Error(reply.error ?? 'PDF rendering failed'));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF worker exited (code ${code})`)));
    // The worker never keeps the process alive on its own.
    worker.unref();
    return worker;
  }

  render(document: PdfDocument): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF worker is closed'));
    if (this.pending.size >= this.maxPending) {
      const retryAfter = Math.max(1, Math.ceil((this.pending.size * PDF_AVERAGE_MS) / 1000));
      return Promise.reject(
        new ServiceBusyError('Too many documents at once; please retry shortly', retryAfter),
      );
    }
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, document });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
