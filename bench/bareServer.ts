// The reference for bench/api.ts: a bare Fastify server answering one POST route with a small
// envelope, no logging, no hooks. Usage: tsx bench/bareServer.ts PORT
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ code: 99999, msg: 'success', data: 'hello' }));
app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' }).then(() => console.log('ready'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.close().then(() => process.exit(0)));
