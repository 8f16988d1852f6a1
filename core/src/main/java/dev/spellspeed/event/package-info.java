/** What happened in a duel: DuelEvent records, the observers that receive them, and the text log built from them. */
package dev.spellspeed.event;
