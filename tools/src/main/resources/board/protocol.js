// The board's side of the protocol (docs/protocol.md): one WebSocket, JSON messages with a "type".

export class Connection {
  constructor(token, handlers) {
    this.handlers = handlers;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    this.socket = new WebSocket(`${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`);
    this.socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      const handler = this.handlers[message.type];
      if (handler) handler(message);
    });
    this.socket.addEventListener('close', () => this.handlers.closed && this.handlers.closed());
  }

  /** Answers pending decision `decision` with option or candidate indexes. */
  answer(decision, choice) {
    this.socket.send(JSON.stringify({ type: 'answer', decision, choice }));
  }

  undo() {
    this.socket.send(JSON.stringify({ type: 'undo' }));
  }

  restart() {
    this.socket.send(JSON.stringify({ type: 'restart' }));
  }

  /** Asks for the duel so far as a replay file; the server answers with a "download". */
  saveReplay() {
    this.socket.send(JSON.stringify({ type: 'save-replay' }));
  }

  /** Asks for the duel so far as a Lua test; the server answers with a "download". */
  exportTest() {
    this.socket.send(JSON.stringify({ type: 'export-test' }));
  }

  /** Plays the duel's decisions again with the scripts on disk now; the server answers with "reloaded". */
  reload() {
    this.socket.send(JSON.stringify({ type: 'reload' }));
  }

  sync() {
    this.socket.send(JSON.stringify({ type: 'sync' }));
  }
}
