package dev.spellspeed.replay;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.ReplayDeciders;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;

import java.util.List;

/**
 * Everything a duel is a function of: the format version, the options (with the seed), both decks
 * and the players' decisions in order. Replaying it reproduces the duel log byte for byte. It also
 * says who made the decisions ({@code players}: a name per seat, e.g. {@code heuristic}; null in
 * replays written before players were recorded): for people, not needed to replay.
 */
public record Replay(int formatVersion, DuelOptions options, Deck deck0, Deck deck1, List<RecordedDecision> decisions,
                     List<String> players) {
    /** Raised whenever the meaning of a recorded decision sequence changes. */
    public static final int FORMAT_VERSION = 1;

    public Replay {
        decisions = List.copyOf(decisions);
        players = players == null ? null : List.copyOf(players);
    }

    public static Replay of(DuelOptions options, Deck deck0, Deck deck1, List<RecordedDecision> decisions) {
        return new Replay(FORMAT_VERSION, options, deck0, deck1, decisions, null);
    }

    /** The same replay, saying which players made the decisions (one name per seat). */
    public Replay withPlayers(List<String> names) {
        return new Replay(formatVersion, options, deck0, deck1, decisions, names);
    }

    /** A fresh duel whose players answer from the recorded decisions. */
    public Duel newDuel(CardDatabase cards) {
        ReplayDeciders deciders = new ReplayDeciders(decisions);
        return Duel.fromDecks(options, cards, deck0, deck1, deciders.forPlayer(0), deciders.forPlayer(1));
    }
}
