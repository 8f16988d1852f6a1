// One widget per prompt kind (docs/protocol.md): the page answers every prompt on the board or in the panel.
import { el, cardNode, namesOf } from './render.js';

const CARD_ACTIONS = new Set(['IDLE', 'BATTLE', 'CHAIN']);

/**
 * Shows `prompt` (the pending decision of `state`) and calls `answer(indexes)` once the user chose.
 * Every option is also a button in the panel (class "option", data-index), so every answer is one click away.
 */
export function showPrompt(state, answer) {
  const panel = document.getElementById('prompt');
  panel.replaceChildren();
  hideMenu();
  const prompt = state.prompt;
  document.body.dataset.decision = state.decision;
  document.body.dataset.kind = prompt ? prompt.kind : '';
  document.body.dataset.player = prompt ? prompt.player : '';
  if (!prompt) return;
  panel.dataset.kind = prompt.kind;
  panel.append(el('div', { class: 'question', text: `${label(prompt.kind)}: ${prompt.question}` }));
  const widget = WIDGETS[prompt.kind] || choiceButtons;
  widget(prompt, state, panel, answer);
}

function label(kind) {
  return {
    IDLE: 'Main Phase', BATTLE: 'Battle Step', CHAIN: 'Chain window', ATTACK_TARGET: 'Attack target',
    REPLAY: 'Replay', SELECT_CARDS: 'Select cards', YES_NO: 'Yes or no', OPTION: 'Option', POSITION: 'Position',
    ZONE: 'Zone', ANNOUNCE: 'Declare', ORDER: 'Order your triggers',
  }[kind] || kind;
}

function button(option, answer, extra = {}) {
  const node = el('button', { class: 'option', 'data-index': option.index, 'data-action': option.action,
    'data-card': option.card, ...extra, text: option.label });
  node.addEventListener('click', () => answer([option.index]));
  return node;
}

function cardElements(uid) {
  return document.querySelectorAll(`#table .card[data-uid="${uid}"]`);
}

/** Idle, battle and chain prompts: cards with actions glow; a click opens their actions; the rest are buttons. */
function commands(prompt, state, panel, answer) {
  const byCard = new Map();
  const loose = [];
  for (const option of prompt.options) {
    if (option.card != null && cardElements(option.card).length) {
      if (!byCard.has(option.card)) byCard.set(option.card, []);
      byCard.get(option.card).push(option);
    } else {
      loose.push(option);
    }
  }
  for (const [uid, options] of byCard) {
    for (const node of cardElements(uid)) {
      node.classList.add('actionable');
      node.addEventListener('click', (event) => {
        event.stopPropagation();
        showMenu(node, options, answer);
      });
    }
  }
  const list = el('div', { class: 'options' });
  for (const option of prompt.options) list.append(button(option, answer));
  panel.append(el('div', { class: 'hint', text: byCard.size ? 'Click a glowing card for its actions, or:' : '' }), list);
}

function showMenu(anchor, options, answer) {
  const menu = document.getElementById('menu');
  menu.replaceChildren();
  for (const option of options) {
    const item = el('button', { class: 'menu-item', 'data-index': option.index, 'data-action': option.action, text: option.label });
    item.addEventListener('click', (event) => {
      event.stopPropagation();
      hideMenu();
      answer([option.index]);
    });
    menu.append(item);
  }
  const box = anchor.getBoundingClientRect();
  menu.style.left = `${box.right + window.scrollX + 4}px`;
  menu.style.top = `${box.top + window.scrollY}px`;
  menu.hidden = false;
}

export function hideMenu() {
  document.getElementById('menu').hidden = true;
}

/** Attack targets and replays: click the monster to attack, or a button (direct attack, stop). */
function targets(prompt, state, panel, answer) {
  for (const option of prompt.options) {
    if (option.card == null) continue;
    for (const node of cardElements(option.card)) {
      node.classList.add('actionable');
      node.addEventListener('click', (event) => {
        event.stopPropagation();
        answer([option.index]);
      });
    }
  }
  const list = el('div', { class: 'options' });
  for (const option of prompt.options) list.append(button(option, answer));
  panel.append(list);
}

/** Card selections: candidates glow on the board and are listed; min/max and a Confirm button. */
function selection(prompt, state, panel, answer) {
  const chosen = new Set();
  const count = el('div', { class: 'count' });
  const confirm = el('button', { id: 'confirm', class: 'confirm', text: 'Confirm' });
  const chips = new Map();
  const names = namesOf(state.board);
  const refresh = () => {
    const range = prompt.min === prompt.max ? `${prompt.min}` : `${prompt.min} to ${prompt.max}`;
    count.textContent = `select ${range} — ${chosen.size} chosen`;
    confirm.disabled = chosen.size < prompt.min || chosen.size > prompt.max;
    for (const [index, nodes] of chips) for (const node of nodes) node.classList.toggle('chosen', chosen.has(index));
  };
  const toggle = (index) => {
    if (chosen.has(index)) chosen.delete(index);
    else if (prompt.max === 1) { chosen.clear(); chosen.add(index); }
    else if (chosen.size < prompt.max) chosen.add(index);
    refresh();
  };
  const list = el('div', { class: 'options candidates' });
  for (const option of prompt.options) {
    const chip = el('button', { class: 'option candidate', 'data-index': option.index, 'data-card': option.card,
      text: names.get(option.card) ? option.label : option.label });
    chip.addEventListener('click', () => toggle(option.index));
    list.append(chip);
    const nodes = [chip];
    for (const node of cardElements(option.card)) {
      node.classList.add('candidate');
      node.addEventListener('click', (event) => { event.stopPropagation(); toggle(option.index); });
      nodes.push(node);
    }
    chips.set(option.index, nodes);
  }
  confirm.addEventListener('click', () => answer([...chosen].sort((a, b) => a - b)));
  panel.append(count, list, confirm);
  refresh();
}

/** Yes/no, options, declared numbers, coins: one button each. */
function choiceButtons(prompt, state, panel, answer) {
  const list = el('div', { class: 'options' });
  for (const option of prompt.options) list.append(button(option, answer));
  panel.append(list);
}

/** Positions: a button per position, drawn as a small card in that position. */
function positions(prompt, state, panel, answer) {
  const list = el('div', { class: 'options' });
  for (const option of prompt.options) {
    const node = button(option, answer);
    node.prepend(el('span', { class: `pos-icon ${option.value}`, text: option.value.includes('DEFENSE') ? '▭ ' : '▯ ' }));
    list.append(node);
  }
  panel.append(list);
}

/** Zones: the offered zones glow on the board and answer on click; buttons too. */
function zones(prompt, state, panel, answer) {
  for (const option of prompt.options) {
    if (!option.zone) continue;
    const zone = document.getElementById(`zone-${option.zone.player}-${option.zone.location}-${option.zone.sequence}`);
    if (!zone) continue;
    zone.classList.add('offered');
    zone.addEventListener('click', () => answer([option.index]));
  }
  choiceButtons(prompt, state, panel, answer);
}

/** Declarations: a card name is searched in a filtered list; attributes, Types and numbers are buttons. */
function announce(prompt, state, panel, answer) {
  if (prompt.announce !== 'card') {
    choiceButtons(prompt, state, panel, answer);
    return;
  }
  const filter = el('input', { id: 'announce-filter', type: 'search', placeholder: 'type part of a card name' });
  const select = el('select', { id: 'announce-card', size: 8 });
  const fill = () => {
    const needle = filter.value.toLowerCase();
    select.replaceChildren();
    for (const option of prompt.options) {
      if (!needle || option.label.toLowerCase().includes(needle)) {
        select.append(el('option', { value: option.index, text: option.label }));
      }
    }
  };
  filter.addEventListener('input', fill);
  fill();
  const declare = el('button', { id: 'declare', class: 'confirm', text: 'Declare' });
  declare.addEventListener('click', () => {
    if (select.value !== '') answer([Number(select.value)]);
  });
  // the first option stays one click away, as for every prompt
  const first = button(prompt.options[0], answer);
  panel.append(filter, select, declare, el('div', { class: 'hint', text: 'or:' }), first);
}

/** Trigger order: pick which of your simultaneous triggers goes on the chain next. */
function order(prompt, state, panel, answer) {
  const list = el('ol', { class: 'options' });
  const names = namesOf(state.board);
  for (const option of prompt.options) {
    const item = el('li');
    const node = button(option, answer);
    item.append(node);
    const card = option.card != null ? names.get(option.card) : null;
    if (card) node.title = card;
    list.append(item);
  }
  panel.append(list);
}

const WIDGETS = {
  IDLE: commands, BATTLE: commands, CHAIN: commands, ATTACK_TARGET: targets, REPLAY: targets,
  SELECT_CARDS: selection, YES_NO: choiceButtons, OPTION: choiceButtons, POSITION: positions, ZONE: zones,
  ANNOUNCE: announce, ORDER: order,
};

export { CARD_ACTIONS, cardNode };
