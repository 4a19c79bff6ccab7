// The reference for bench/api.ts and bench/study.ts: a bare Fastify server answering POST routes
// with a small envelope, no logging, no hooks. Usage: tsx bench/bareServer.ts PORT
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ code: 99999, msg: 'success', data: 'hello' }));
// a heartbeat's request (JSON body, token header) answered with no work at all: what a request of
// that shape costs Fastify by itself (bench/study.ts prints it beside the real heartbeat)
app.post('/beat', async (req) => ({
  code: 99999,
  msg: 'success',
  data: { credited: 0, position: (req.body as { position?: number } | null)?.position ?? 0, completed: false },
}));
// a failed listen or close is left to crash the process with its stack (an unhandled rejection)
void app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' }).then(() => console.log('ready'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
