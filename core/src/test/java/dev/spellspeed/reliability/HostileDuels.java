package dev.spellspeed.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Plays the reliability probe's duel: {@code bench-a} against {@code bench-b} between seeded random
 * players, with a directory of replacement scripts searched before the bundled ones. With seed 1,
 * player 0 activates Pot of Greed (c55144522) on turn 4, and Heavy Storm and Mobius touch it.
 */
final class HostileDuels {
    static final Path BUNDLED_SCRIPTS = Path.of("../scripts");
    static final int POT_OF_GREED = 55144522;

    private HostileDuels() {
    }

    /** What one duel produced. */
    record Played(Duel duel, ScriptedDuels.Prepared prepared, List<ScriptException> loadFailures,
            List<DuelEvent.ScriptFailed> scriptFailures) {
        List<String> log() {
            return duel.log().lines();
        }
    }

    static CardDatabase cards() {
        try {
            return CardDatabase.load(Path.of("../cards.db"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A directory holding one replacement Pot of Greed script with this text. */
    static Path potOfGreed(Path dir, String source) {
        try {
            Files.writeString(dir.resolve("c" + POT_OF_GREED + ".lua"), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /**
     * A card script whose operation {@code s.hoard(e,tp)}, with {@code body}, runs at every EVENT_ADJUST
     * (every check of the game state) from wherever the card is; {@code HOARD} is a global table.
     */
    static String onEveryAdjust(String body) {
        return """
                local s,id=GetID()
                function s.initial_effect(c)
                  local e1=Effect.CreateEffect(c)
                  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
                  e1:SetCode(EVENT_ADJUST)
                  e1:SetRange(LOCATION_HAND+LOCATION_DECK+LOCATION_ONFIELD+LOCATION_GRAVE)
                  e1:SetOperation(s.hoard)
                  c:RegisterEffect(e1)
                end
                HOARD = {}
                function s.hoard(e,tp)
                """ + body + "\nend\n";
    }

    static ScriptHost host(Path scripts) {
        ScriptDirectories dirs = scripts == null ? ScriptDirectories.bundledOnly(BUNDLED_SCRIPTS)
                : ScriptDirectories.of(List.of(scripts), BUNDLED_SCRIPTS);
        return new ScriptHost(dirs, SandboxOptions.defaults());
    }

    static Played play(ScriptHost host, DuelOptions options) {
        return play(host, options, d -> { });
    }

    /** Plays a duel, handing it to {@code started} before it runs (to cancel it from elsewhere). */
    static Played play(ScriptHost host, DuelOptions options, java.util.function.Consumer<Duel> started) {
        CardDatabase cards = cards();
        Deck deck0 = deck("bench-a.ydk", cards);
        Deck deck1 = deck("bench-b.ydk", cards);
        Duel duel = Duel.fromDecks(options, cards, deck0, deck1,
                RandomDecider.forPlayer(options.seed(), 0), RandomDecider.forPlayer(options.seed(), 1));
        Rules rules = Rules.of(duel);
        List<DuelEvent.ScriptFailed> failed = new ArrayList<>();
        duel.subscribe(event -> {
            if (event instanceof DuelEvent.ScriptFailed f) {
                failed.add(f);
            }
        });
        ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
        started.accept(duel);
        new DuelRunner(rules).play();
        return new Played(duel, prepared, prepared.failures(), failed);
    }

    static Played play(Path scripts, long seed) {
        return play(host(scripts), DuelOptions.standard(seed));
    }

    static Deck deck(String name) {
        return deck(name, cards());
    }

    private static Deck deck(String name, CardDatabase cards) {
        try {
            return DeckReader.read(Path.of("../decks").resolve(name), cards, DeckRules.STANDARD);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
