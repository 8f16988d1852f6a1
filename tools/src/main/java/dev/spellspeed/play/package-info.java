/**
 * The playtest board ({@code spellspeed play}): an embedded web server on loopback that serves a live
 * duel to a page in the browser over the JSON protocol of docs/protocol.md. {@link PlayServer} is the
 * server, {@link PlayTable} one duel played through a {@code DuelSession}, {@link HumanSeat} the person
 * at a seat (a {@code Decider} fed from the page), {@link Protocol} the messages, {@link BoardView} and
 * {@link PromptView} what the page is shown.
 */
package dev.spellspeed.play;
