// A DNS server on loopback for the domain-verification tests (API tests and the Caddy deploy test): it answers
// TXT questions from a table the test fills, and can be told to fail a name (SERVFAIL) or never answer it.
import dns2 from 'dns2';

const { Packet } = dns2;
// RFC 1035 response codes (dns2's typings lack Packet.RCODE).
const SERVFAIL = 2;
const NXDOMAIN = 3;

/** TXT strings of a name, or how its questions fail. */
export type NameAnswer = readonly string[] | 'servfail' | 'silent';

export type TestDnsServer = {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  /** Publishes (or replaces) a name's TXT strings or failure; unknown names answer NXDOMAIN. */
  set(name: string, answer: NameAnswer): void;
  remove(name: string): void;
  close(): Promise<void>;
};

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const names = new Map<string, NameAnswer>();
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = question?.name.toLowerCase() ?? '';
    const answer = names.get(name);
    if (answer === 'silent') return;
    if (answer === 'servfail') {
      response.header.rcode = SERVFAIL;
    } else if (answer === undefined) {
      response.header.rcode = NXDOMAIN;
    } else if (question?.type === Packet.TYPE.TXT) {
      for (const data of answer) {
        const record = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
        // dns2 encodes plain records; its typings want a Resource instance.
        response.answers.push(record as unknown as (typeof response.answers)[number]);
      }
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address();
  return {
    address: `127.0.0.1:${port}`,
    set: (name, answer) => names.set(name.toLowerCase(), answer),
    remove: (name) => names.delete(name.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
