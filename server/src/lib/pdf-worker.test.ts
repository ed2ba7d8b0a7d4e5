import { type PdfDocument, PdfWorker } from './pdf-worker';
import { ServiceBusyError } from './service-busy';

const document: PdfDocument = {
  title: 'Invoice',
  language: 'ru',
  steps: [
    { kind: 'text', text: 'Счёт SD-ACME-000001', x: 0, width: 400, size: 16, font: 'bold' },
    { kind: 'rule' },
    {
      kind: 'row',
      size: 10,
      cells: [
        { text: 'Pro', x: 0, width: 200 },
        { text: '$29.00', x: 300, width: 100, align: 'right' },
      ],
    },
  ],
};

describe('PdfWorker', () => {
  let worker: PdfWorker;
  afterEach(() => worker.close());

  it('draws a document (Cyrillic included) on its thread', async () => {
    worker = new PdfWorker();
    const pdf = await worker.render(document);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses with a 503 and Retry-After past its bound, and serves again once the queue drains', async () => {
    worker = new PdfWorker(2);
    const accepted = [worker.render(document), worker.render(document)];
    const refused = worker.render(document);
    await expect(refused).rejects.toBeInstanceOf(ServiceBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    for (const pdf of await Promise.all(accepted)) expect(pdf.length).toBeGreaterThan(1000);
    await expect(worker.render(document)).resolves.toBeInstanceOf(Buffer);
  });
});
