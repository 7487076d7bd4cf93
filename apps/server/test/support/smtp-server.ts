import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A real SMTP server on 127.0.0.1; every message it accepts is parsed with mailparser. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(new Error('Mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    refuseAll: (value: boolean) => (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
