// The open desk's live alerts over HTTP: a server-sent events stream, owners only (401, 403), never cached or buffered.
import { deskAlertEndpoints as endpoints } from "@mayil/core/api/alerts-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { DeskAlertStreams } from "./desk-alert-streams";

export const alertRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  streams: DeskAlertStreams;
}> = async (app, { guards, streams }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.stream, {
    handler: (request, reply) => {
      const { userId, sessionId } = shopperOf(request);
      const { body, onGone } = streams.start({ userId, sessionId });
      // The client went away (closed the desk, lost its network): the stream is forgotten at once.
      request.raw.once("close", onGone);
      reply.raw.once("close", onGone);
      return (
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          // nginx passes each event on at once instead of filling its buffer first (Caddy does so for this type).
          .header("x-accel-buffering", "no")
          .send(body)
      );
    },
  });
};
