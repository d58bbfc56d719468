import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';

/**
 * A real SMTP peer on a free local port, keeping each message's raw text, so tests see what a
 * mail server would receive (headers, MIME parts, encodings), not what the outbox row holds.
 */
export async function startSmtpPeer() {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    messages,
    /** A nodemailer transport that talks to this peer. */
    transport: () =>
      nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/**
 * The text of a single-part message as the reader sees it: its body decoded from the transfer
 * encoding nodemailer chose (quoted-printable for mostly-ASCII text, base64 otherwise).
 */
export function plainTextOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = headers
    .match(/^Content-Transfer-Encoding: (.*)$/im)?.[1]
    ?.trim()
    .toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r\n/g, '');
  for (let index = 0; index < unfolded.length; index++) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(unfolded[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
