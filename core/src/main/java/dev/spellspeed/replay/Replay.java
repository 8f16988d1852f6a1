package dev.spellspeed.replay;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.ReplayDeciders;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything a duel is a function of: the format version, the options (with the seed), both decks
 * and the players' decisions in order. Replaying it reproduces the duel log byte for byte. It also
 * says who made the decisions ({@code players}: a name per seat, e.g. {@code heuristic}; null in
 * replays written before players were recorded): for people, not needed to replay. {@code files}
 * holds the content hash of every script and database file the duel loaded (file name to hash, see
 * {@link SourceFiles}; null in older replays), so a replay can say which of them changed since.
 */
public record Replay(int formatVersion, DuelOptions options, Deck deck0, Deck deck1, List<RecordedDecision> decisions,
                     List<String> players, SortedMap<String, String> files) {
    /**
     * Raised whenever the meaning of a recorded decision sequence changes. 2: a Special Summon that
     * allows several positions asks its player (a POSITION decision that version 1 never recorded).
     */
    public static final int FORMAT_VERSION = 2;

    public Replay {
        decisions = List.copyOf(decisions);
        players = players == null ? null : List.copyOf(players);
        files = files == null ? null : Collections.unmodifiableSortedMap(new TreeMap<>(files));
    }

    public static Replay of(DuelOptions options, Deck deck0, Deck deck1, List<RecordedDecision> decisions) {
        return new Replay(FORMAT_VERSION, options, deck0, deck1, decisions, null, null);
    }

    /** The same replay, saying which players made the decisions (one name per seat). */
    public Replay withPlayers(List<String> names) {
        return new Replay(formatVersion, options, deck0, deck1, decisions, names, files);
    }

    /** The same replay, recording the content hashes of the files its duel loaded. */
    public Replay withFiles(SortedMap<String, String> hashes) {
        return new Replay(formatVersion, options, deck0, deck1, decisions, players, hashes);
    }

    /** A fresh duel whose players answer from the recorded decisions. */
    public Duel newDuel(CardDatabase cards) {
        ReplayDeciders deciders = new ReplayDeciders(decisions);
        return Duel.fromDecks(options, cards, deck0, deck1, deciders.forPlayer(0), deciders.forPlayer(1));
    }
}
