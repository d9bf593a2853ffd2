// Clients that each send a large body to one address at once, from a process of their own so
// their work does not slow the server under test: `node uploads.mjs <port> <path> <clients> <bytes>`.
// Prints the status each one was answered (0: none) as JSON.
import { connect } from 'node:net';

const [port, path, clients, bytes] = process.argv.slice(2);
const body = Buffer.alloc(Number(bytes), 'x');
const head =
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${body.length}\r\n\r\n`;

function upload() {
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body);
    });
  });
}

const statuses = await Promise.all(Array.from({ length: Number(clients) }, upload));
process.stdout.write(JSON.stringify(statuses));
