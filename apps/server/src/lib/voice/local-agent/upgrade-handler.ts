import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db } from '../../../db/client';
import type { Logger } from '../../logger';
import { LocalConversation } from './conversation';
import type { DialogueAgent } from './dialogue/dialogue';
import { CONVAI_SUBPROTOCOL, LOCAL_AGENT_PATH } from './paths';
import type { SessionRegistry } from './session-registry';
import { claimSessionToken, verifySessionToken } from './session-token';
import type { SpeechEngine } from './speech/types';

/** Larger than any protocol message (a 32 ms audio chunk is ~1.4 KB); ws closes with 1009 above it. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface LocalAgentOptions {
  db: Db;
  /** The active demo agent with this voice-provider id, or null: injected at setup (the agents live in a module). */
  findAgent: (voiceAgentId: string) => Promise<DialogueAgent | null>;
  secret: string;
  logger: Logger;
  speech: SpeechEngine;
  sessions: SessionRegistry<LocalConversation>;
  maxCallMs: number;
  pingIntervalMs: number;
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

function refuse(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Takes WebSocket upgrades for the local demo agent: a valid, unexpired, unused signed token and a free line, or
 * the upgrade is refused with an HTTP status (401 bad/expired/reused token, 404 agent gone, 503 all lines busy).
 */
export function createLocalAgentUpgradeHandler(options: LocalAgentOptions): UpgradeHandler {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(CONVAI_SUBPROTOCOL) ? CONVAI_SUBPROTOCOL : false),
  });
  const { sessions, logger } = options;

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname !== LOCAL_AGENT_PATH) return refuse(socket, 404);
    const claims = verifySessionToken(url.searchParams.get('token') ?? '', options.secret);
    if (!claims) return refuse(socket, 401);
    if (!sessions.tryReserve()) return refuse(socket, 503);
    let reserved = true;
    try {
      if (!(await claimSessionToken(options.db, claims))) return refuse(socket, 401);
      const agent = await options.findAgent(claims.voiceAgentId);
      if (!agent) return refuse(socket, 404);
      if (socket.destroyed) return;
      wss.handleUpgrade(request, socket, head, (ws) => {
        const conversation = new LocalConversation(ws, agent, {
          speech: options.speech,
          logger,
          maxCallMs: options.maxCallMs,
          pingIntervalMs: options.pingIntervalMs,
          onEnd: () => sessions.remove(conversation),
        });
        reserved = false;
        sessions.add(conversation);
        logger.info('voice call started', { conversationId: conversation.id, agent: claims.voiceAgentId });
      });
    } finally {
      // handleUpgrade calls back synchronously on success; anything else gives the place back.
      if (reserved) sessions.release();
    }
  };

  return (request, socket, head) => {
    socket.on('error', () => {});
    accept(request, socket, head).catch((error: unknown) => {
      logger.error('voice upgrade failed', { error });
      refuse(socket, 500);
    });
  };
}
