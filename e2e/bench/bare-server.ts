// The yardstick for the balance call: bare Fastify answering the same envelope with no database.
import Fastify from 'fastify';

const app = Fastify();
app.post('/api/balance', async () => ({ code: 200, message: 'ok', data: { balance: 1000, gameblance: 0 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// Closed on SIGINT, as the real server is: a profiled run (--cpu-prof) writes its profile as it exits.
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
console.log('bare server ready');
