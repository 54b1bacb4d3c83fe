// For bench:polls: bare Fastify answering one fixed JSON body at the job poll's path, the
// ceiling the store's own answer is measured against. The body is read from BODY_FILE.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE, 'utf8');
const app = Fastify();
app.get('/api/jobs/:id', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
