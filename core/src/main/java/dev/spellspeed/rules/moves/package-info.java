/** Cards changing place: the one move procedure (leaving the field, redirection, move events), destruction, equips, control, battle position, zones and the order of cards in piles. */
package dev.spellspeed.rules.moves;
