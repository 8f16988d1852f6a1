// Draws the board of a "state" message: both fields with every zone, hands, piles, LP, turn, chain and log.

const MONSTER_ZONES = 5;
const SPELL_ZONES = 5;
const FIELD_ZONE = 5;

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('data-')) node.setAttribute(key, value);
    else if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

function kindClass(text) {
  if (!text) return '';
  if (text.kind.endsWith('Monster')) return 'monster';
  if (text.kind.endsWith('Spell')) return 'spell';
  if (text.kind.endsWith('Trap')) return 'trap';
  return '';
}

/** One card: name, current ATK/DEF (marked where they differ from the original), counters, materials, equip link. */
export function cardNode(card, board, names) {
  if (!card) return null;
  const text = card.code != null ? board.cards[card.code] : null;
  const classes = ['card'];
  if (card.hidden) classes.push('hidden');
  else classes.push(kindClass(text));
  if (card.faceUp === false) classes.push('facedown');
  if (card.position && card.position.endsWith('DEFENSE')) classes.push('defense');
  const node = el('div', { class: classes.join(' '), 'data-uid': card.uid, 'data-code': card.code,
    'data-position': card.position, title: card.hidden ? 'face-down card' : undefined });
  if (card.hidden) {
    node.append(el('span', { class: 'name', text: '' }));
    return node;
  }
  node.append(el('span', { class: 'name', text: card.name }));
  if (card.faceUp === false) node.append(el('span', { class: 'equip', text: '(set)' }));
  if (card.equippedTo != null) node.append(el('span', { class: 'equip', text: '→ ' + (names.get(card.equippedTo) || '#' + card.equippedTo) }));
  if (card.pendulum) node.append(el('span', { class: 'equip', text: 'Pendulum Scale' }));
  if (card.attack != null) {
    const stats = el('span', { class: 'stats' });
    const atk = el('span', { class: card.attack !== card.baseAttack ? 'changed atk' : 'atk', text: String(card.attack),
      title: 'original ATK ' + card.baseAttack });
    stats.append(atk);
    if (card.defense != null) {
      stats.append(' / ');
      stats.append(el('span', { class: card.defense !== card.baseDefense ? 'changed def' : 'def', text: String(card.defense),
        title: 'original DEF ' + card.baseDefense }));
    }
    if (card.attack !== card.baseAttack || (card.defense != null && card.defense !== card.baseDefense)) {
      stats.append(el('span', { class: 'orig', text: ` (${card.baseAttack}${card.baseDefense != null ? '/' + card.baseDefense : ''})` }));
    }
    node.append(stats);
  }
  const badges = [];
  if (card.counters) for (const [type, count] of Object.entries(card.counters)) badges.push(`${count}×c${Number(type).toString(16)}`);
  if (card.materials) badges.push(`${card.materials.length} mat.`);
  if (badges.length) node.append(el('span', { class: 'badge', text: badges.join(' ') }));
  return node;
}

function zoneNode(player, location, sequence, card, board, names, label) {
  const zone = el('div', { class: 'zone', id: `zone-${player}-${location}-${sequence}`, 'data-player': player,
    'data-location': location, 'data-sequence': sequence });
  zone.append(el('span', { class: 'zlabel', text: label }));
  const node = cardNode(card, board, names);
  if (node) zone.append(node);
  return zone;
}

function pileNode(id, label, count, cards, onOpen) {
  const node = el('div', { class: 'pile', id, text: `${label}: ${count}` });
  if (cards) node.addEventListener('click', () => onOpen(label, cards));
  return node;
}

/** Uids to names, for equip links and the chain's targets. */
export function namesOf(board) {
  const names = new Map();
  const add = (card) => {
    if (!card) return;
    if (card.name) names.set(card.uid, card.name);
    (card.materials || []).forEach(add);
  };
  for (const side of board.players) {
    [side.hand, side.monsters, side.spells, side.grave, side.banished, side.extra].forEach((list) => list.forEach(add));
  }
  return names;
}

export function renderBoard(state, openPile) {
  const board = state.board;
  document.getElementById('turn').textContent = `turn ${board.turn} (player ${board.turnPlayer})`;
  document.getElementById('phase').textContent = board.phase;
  const names = namesOf(board);
  for (const side of board.players) {
    const p = side.player;
    document.getElementById(`lp-${p}`).textContent = `P${p} LP ${side.lp}`;
    const root = document.getElementById(`side-${p}`);
    root.replaceChildren();
    const spells = [];
    for (let s = 0; s < SPELL_ZONES; s++) {
      const label = s === 0 || s === 4 ? `S/T ${s + 1} · P` : `S/T ${s + 1}`;
      spells.push(zoneNode(p, 'SZONE', s, side.spells[s], board, names, label));
    }
    const monsters = [];
    for (let m = 0; m < MONSTER_ZONES; m++) monsters.push(zoneNode(p, 'MZONE', m, side.monsters[m], board, names, `M ${m + 1}`));
    const fieldZone = zoneNode(p, 'SZONE', FIELD_ZONE, side.spells[FIELD_ZONE], board, names, 'Field');
    const piles = el('div', { class: 'piles' },
      pileNode(`deck-${p}`, 'Deck', side.deck, null, openPile),
      pileNode(`grave-${p}`, 'GY', side.grave.length, side.grave, openPile),
      pileNode(`banished-${p}`, 'Banished', side.banished.length, side.banished, openPile),
      pileNode(`extra-${p}`, 'Extra Deck', side.extraCount, side.extra, openPile));
    const hand = el('div', { class: 'hand', id: `hand-${p}` });
    for (const card of side.hand) hand.append(cardNode(card, board, names));
    const monsterRow = [fieldZone, ...monsters];
    const spellRow = [el('div'), ...spells];
    // the opponent's side is drawn mirrored: hand at the top, Spells & Traps above Monsters
    if (p === 1) root.append(hand, ...spellRow, piles, ...monsterRow);
    else root.append(...monsterRow, piles, ...spellRow, hand);
  }
  const emz = document.getElementById('emz');
  emz.replaceChildren();
  for (const side of board.players) {
    for (let e = 5; e < 7; e++) {
      if (side.monsters[e] || side.player === 0) {
        emz.append(zoneNode(side.player, 'MZONE', e, side.monsters[e], board, names, `EMZ ${e - 4}${side.player ? ' (P1)' : ''}`));
      }
    }
  }
  const chain = document.getElementById('chain');
  chain.replaceChildren();
  for (const link of board.chain) {
    const targets = link.targets.map((uid) => names.get(uid) || '#' + uid).join(', ');
    chain.append(el('li', { 'data-uid': link.card, text: `P${link.player}: ${link.name}${targets ? ' → ' + targets : ''}` }));
    const node = document.querySelector(`.card[data-uid="${link.card}"]`);
    if (node) node.classList.add('in-chain');
  }
  const log = document.getElementById('log');
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  const shown = log.children.length;
  // after an undo or a restart the log is shorter, or differs at its end: draw it again
  if (state.log.length < shown || (shown && log.children[shown - 1].textContent !== state.log[shown - 1])) {
    log.replaceChildren();
  }
  for (let i = log.children.length; i < state.log.length; i++) {
    // an AI player's reason for its decision (docs/playtest.md)
    const reason = /^AI P\d /.test(state.log[i]);
    log.append(el('li', { text: state.log[i], class: reason ? 'ai-reason' : null }));
  }
  if (atBottom) log.scrollTop = log.scrollHeight;
}
