// The board page: connects with the session token from the address, draws each state, answers prompts.
import { Connection } from './protocol.js';
import { renderBoard, cardNode, el } from './render.js';
import { showPrompt, hideMenu } from './widgets.js';

const token = new URLSearchParams(location.search).get('token') || '';
let seats = [];
let state = null;
let board = null;

const status = document.getElementById('status');
const errors = document.getElementById('errors');

const connection = new Connection(token, {
  hello(message) {
    seats = message.seats;
    document.body.dataset.seats = seats.map((s) => `${s.player}:${s.name}`).join(' ');
    // where the duel started (a test opened at the point it failed): shown above the prompt
    const start = document.getElementById('start');
    start.textContent = message.start || '';
    start.hidden = !message.start;
  },
  state(message) {
    if (!state || message.decision !== state.decision) errors.textContent = '';
    state = message;
    board = message.board;
    if (board) renderBoard(message, openPile);
    showPrompt(message, (choice) => {
      hideMenu();
      document.getElementById('prompt').replaceChildren(el('div', { class: 'question', text: 'sent…' }));
      connection.answer(message.decision, choice);
    });
    if (message.result) {
      status.textContent = message.result.text;
      document.body.dataset.over = 'true';
    } else if (message.prompt) {
      status.textContent = `your move (player ${message.prompt.player}, decision ${message.decision})`;
    } else {
      const seat = seats.find((s) => s.player === message.waitingFor);
      status.textContent = `player ${message.waitingFor} (${seat ? seat.name : '?'}) is deciding…`;
    }
    document.body.dataset.state = String(message.decision);
  },
  download(message) {
    // offered as a file download; the link stays in the panel for a second click
    const url = URL.createObjectURL(new Blob([message.content], { type: 'text/plain' }));
    const link = el('a', { href: url, download: message.name, text: message.name, class: 'download' });
    link.dataset.kind = message.kind;
    const line = el('div', {}, link);
    if (message.savedTo) line.append(el('span', { text: ` saved to ${message.savedTo}` }));
    document.getElementById('downloads').replaceChildren(line);
    link.click();
  },
  reloaded(message) {
    const note = document.getElementById('reloaded');
    note.textContent = message.message;
    note.dataset.diverged = message.divergedAt == null ? '' : String(message.divergedAt);
    document.body.dataset.reloads = String(Number(document.body.dataset.reloads || 0) + 1);
  },
  error(message) {
    errors.textContent = `${message.code}: ${message.message}`;
    if (state) connection.sync();
  },
  closed() {
    status.textContent = 'disconnected: the server stopped (start spellspeed play again)';
    document.body.dataset.closed = 'true';
  },
});

function openPile(label, cards) {
  const view = document.getElementById('pile');
  view.replaceChildren(el('div', { text: label }));
  for (const card of cards) view.append(cardNode(card, board, new Map()));
  const close = el('button', { text: 'close' });
  close.addEventListener('click', () => { view.hidden = true; });
  view.append(close);
  view.hidden = false;
}

// card name, stats and text from the database on hover
document.addEventListener('mouseover', (event) => {
  const node = event.target.closest('.card[data-code]');
  const info = document.getElementById('card-info');
  if (!node || !board) return;
  const text = board.cards[node.dataset.code];
  if (!text) return;
  const stats = text.attack != null ? `\nATK ${text.attack}${text.defense != null ? ' / DEF ' + text.defense : ''}`
    + (text.level ? `  Level ${text.level}` : '') : '';
  info.replaceChildren(el('div', { class: 'title', text: text.name }), el('div', { text: text.kind + stats }),
    el('div', { text: text.text }));
  info.hidden = false;
});
document.addEventListener('click', () => hideMenu());
document.getElementById('undo').addEventListener('click', () => connection.undo());
document.getElementById('restart').addEventListener('click', () => connection.restart());
document.getElementById('reload').addEventListener('click', () => connection.reload());
document.getElementById('save-replay').addEventListener('click', () => connection.saveReplay());
document.getElementById('export-test').addEventListener('click', () => connection.exportTest());
