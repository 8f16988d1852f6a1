/**
 * Players that pilot any deck without per-card code: {@link dev.spellspeed.ai.HeuristicDecider} reads
 * the board and the effects' categories, {@link dev.spellspeed.ai.SearchDecider} tries its options on
 * forks of the duel ({@link dev.spellspeed.session.DuelLine}) and scores the outcomes with the same
 * {@link dev.spellspeed.ai.Board} evaluation; {@link dev.spellspeed.ai.Players} names them for the
 * command line. They read the duel's public state and never change it.
 */
package dev.spellspeed.ai;
