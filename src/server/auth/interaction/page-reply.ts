// Answers with one of the sign-in pages. They hold form state, so nothing may cache them.
import type { FastifyReply } from 'fastify';

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
