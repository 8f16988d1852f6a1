package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random legal play between the bundled decks with the bundled card scripts: the two demo decks
 * against each other, the two bench decks against each other, each demo deck against each bench
 * deck, the two modern decks (Fusion, Ritual, Synchro, Xyz, Pendulum, Link) against each other and
 * each modern deck against each demo and bench deck, every pairing from both seats (30 pairings). After every decision the field invariants hold and
 * each player still has every card of their deck; no script fails; every duel ends before the turn
 * limit. A failure names the seed, the decks, the command that replays the duel and the end of its
 * log. More duels (spread evenly over the pairings) with -Dspellspeed.fuzz.decks=N.
 */
class BundledDecksFuzzTest {
    private static final int DUELS = Integer.getInteger("spellspeed.fuzz.decks", 720);
    /** Seeds are consecutive from here, so a failure's seed says which duel it was. */
    private static final long FIRST_SEED = 1;
    /**
     * Random duels of 40-card Decks end by deck-out after about 75 turns unless cards go back to
     * the Deck; far above that, a duel that has not ended is going round in circles.
     */
    private static final int TURN_LIMIT = 400;
    /** An engine that kept asking within one turn would never reach the turn limit. */
    private static final int DECISION_LIMIT = 500_000;
    private static final int LOG_TAIL = 40;
    private static final Path DECKS = Path.of("../decks");
    private static final List<String> DEMO = List.of("sample-beatdown.ydk", "sample-control.ydk");
    private static final List<String> BENCH = List.of("bench-a.ydk", "bench-b.ydk");
    private static final List<String> MODERN = List.of("sample-modern-a.ydk", "sample-modern-b.ydk");

    /** Which deck each player plays. */
    private record Pairing(String deck0, String deck1) {}

    /** Every pairing that is played, each from both seats. */
    private static List<Pairing> pairings() {
        List<Pairing> pairings = new ArrayList<>();
        bothSeats(pairings, DEMO.get(0), DEMO.get(1));
        bothSeats(pairings, BENCH.get(0), BENCH.get(1));
        for (String demo : DEMO) {
            for (String bench : BENCH) {
                bothSeats(pairings, demo, bench);
            }
        }
        bothSeats(pairings, MODERN.get(0), MODERN.get(1));
        for (String modern : MODERN) {
            for (String other : concat(DEMO, BENCH)) {
                bothSeats(pairings, modern, other);
            }
        }
        return pairings;
    }

    private static void bothSeats(List<Pairing> pairings, String a, String b) {
        pairings.add(new Pairing(a, b));
        pairings.add(new Pairing(b, a));
    }

    @Test
    void randomDuelsBetweenTheBundledDecksKeepTheInvariantsRaiseNoScriptErrorAndEnd() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        Map<String, Deck> decks = new LinkedHashMap<>();
        for (String name : concat(concat(DEMO, BENCH), MODERN)) {
            decks.put(name, DeckReader.read(DECKS.resolve(name), cards, DeckRules.STANDARD));
        }
        List<Pairing> pairings = pairings();
        for (int i = 0; i < DUELS; i++) {
            Pairing pairing = pairings.get(i % pairings.size());
            long seed = FIRST_SEED + i;
            Duel duel = Duel.fromDecks(DuelOptions.standard(seed).withTurnLimit(TURN_LIMIT), cards,
                    decks.get(pairing.deck0()), decks.get(pairing.deck1()),
                    RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
            String problem = play(duel, host, decks.get(pairing.deck0()), decks.get(pairing.deck1()));
            if (problem != null) {
                fail("seed " + seed + ", " + pairing.deck0() + " (player 0) vs " + pairing.deck1() + " (player 1): "
                        + problem + "\nreplay: tools/spellspeed duel --deck0 decks/" + pairing.deck0()
                        + " --deck1 decks/" + pairing.deck1() + " --seed " + seed
                        + "\nthe log's last " + LOG_TAIL + " lines:\n" + tail(duel.log().lines()));
            }
        }
    }

    /** Plays the duel to its end; the first thing that went wrong, or null. */
    private static String play(Duel duel, ScriptHost host, Deck deck0, Deck deck1) {
        Rules rules = Rules.of(duel);
        ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
        if (!prepared.failures().isEmpty()) {
            return "initial_effect failed: " + prepared.failures();
        }
        // the first problem is kept: what goes wrong after it is usually its consequence
        List<String> problems = new ArrayList<>();
        duel.subscribe(event -> {
            if (event instanceof DuelEvent.ScriptFailed failed) {
                problems.add("a script failed: " + failed.describe().strip());
            }
        });
        int[] decisions = {0};
        int[] deckSizes = {deck0.main().size() + deck0.extra().size(), deck1.main().size() + deck1.extra().size()};
        duel.onDecision(prompt -> {
            decisions[0]++;
            for (String broken : duel.field().verifyInvariants()) {
                problems.add("decision " + decisions[0] + ": " + broken);
            }
            for (int player = 0; player < 2; player++) {
                int held = cardsOfTheirDeck(duel, player);
                if (held != deckSizes[player]) {
                    problems.add("decision " + decisions[0] + ": player " + player + " has " + held
                            + " cards of their deck, not " + deckSizes[player]);
                }
            }
            if (decisions[0] > DECISION_LIMIT) {
                problems.add("no end after " + DECISION_LIMIT + " decisions, in turn " + duel.turn().number());
            }
            if (!problems.isEmpty()) {
                throw new AssertionError(problems.get(0)); // stops the duel
            }
        });
        DuelResult result;
        try {
            result = new DuelRunner(rules).play();
        } catch (RuntimeException | Error e) { // Error: AssertionError, StackOverflowError, IllegalDecisionException
            return problems.isEmpty() ? "the engine threw " + stack(e) : problems.get(0);
        }
        if (!problems.isEmpty()) {
            return problems.get(0);
        }
        if (result == null || result.reason() == EndReason.TURN_LIMIT) {
            return "the duel did not end within " + TURN_LIMIT + " turns: " + result;
        }
        return null;
    }

    /** Cards the player owns, wherever they are: every card of the Deck, none lost or duplicated (tokens aside). */
    private static int cardsOfTheirDeck(Duel duel, int player) {
        int count = 0;
        for (Card card : duel.field().allCards()) {
            if (card.owner() == player && !card.data().is(CardType.TOKEN)) {
                count++;
            }
        }
        return count;
    }

    private static String stack(Throwable e) {
        StringBuilder text = new StringBuilder(e.toString());
        StackTraceElement[] frames = e.getStackTrace();
        for (int i = 0; i < Math.min(12, frames.length); i++) {
            text.append("\n\tat ").append(frames[i]);
        }
        return text.toString();
    }

    private static String tail(List<String> log) {
        return String.join("\n", log.subList(Math.max(0, log.size() - LOG_TAIL), log.size()));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
