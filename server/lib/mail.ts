import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { randomHex } from './tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** sends the message; answers where it went (an SMTP message id or the .eml path) */
  send(message: MailMessage): Promise<string>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

const FROM = '"智慧党建培训平台" <no-reply@training2.local>';

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file to
 * DATA_DIR/outbox/ and its path logged, so a code can be read on a machine with no mail server.
 */
export function createMailer(smtpUrl: string, dataDir: string, log: Logger): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(m) {
        const info = await transport.sendMail({ from: FROM, ...m });
        log.info({ to: m.to, messageId: info.messageId }, '邮件已通过 SMTP 发送');
        return info.messageId;
      },
    };
  }
  // streamTransport builds the same RFC 822 message SMTP would carry (encoded Chinese subject).
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(m) {
      const info = await builder.sendMail({ from: FROM, ...m });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomHex(4)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: m.to, file }, `未配置 SMTP_URL，邮件已写入 ${file}`);
      return file;
    },
  };
}
