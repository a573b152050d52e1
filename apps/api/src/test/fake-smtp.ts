// A minimal SMTP server for tests: it accepts every message and keeps its raw text (headers and body),
// so a test can see exactly what the shop's mailer put on the wire.
import { createServer, type Server } from 'node:net';

export type FakeSmtp = { url: string; messages: string[]; close: () => Promise<void> };

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      if (data !== null) {
        data += text;
        if (data.includes('\r\n.\r\n')) {
          messages.push(data);
          data = null;
          socket.write('250 queued\r\n');
        }
        return;
      }
      const command = text.trim().split(/\s/)[0]!.toUpperCase();
      if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
      else if (command === 'DATA') {
        data = '';
        socket.write('354 go on\r\n');
      } else if (command === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
