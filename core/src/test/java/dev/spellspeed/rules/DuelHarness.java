package dev.spellspeed.rules;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Phase;

import java.util.ArrayList;
import java.util.List;

/** A duel from turn 1 between two autopilots, player 0 first, ending as a draw after {@code lastTurn}. */
final class DuelHarness {
    record Asked(int turn, Phase phase, Prompt prompt) {}

    final Autopilot p0 = new Autopilot();
    final Autopilot p1 = new Autopilot();
    final List<Asked> asked = new ArrayList<>();
    final Duel duel;

    DuelHarness(Deck deck0, Deck deck1, int lastTurn) {
        this(deck0, deck1, lastTurn, false);
    }

    /** A scenario with empty zones, to be filled with {@code duel.placeCard} and started with {@link #playFrom}. */
    static DuelHarness scenario(int lastTurn) {
        return new DuelHarness(null, null, lastTurn, true);
    }

    private DuelHarness(Deck deck0, Deck deck1, int lastTurn, boolean scenario) {
        DuelOptions options = DuelOptions.standard(42).withFirstPlayer(0).withTurnLimit(lastTurn);
        duel = scenario
                ? Duel.empty(options, p0, p1)
                : Duel.fromDecks(options, TestCards.DATABASE, deck0, deck1, p0, p1);
        p0.useClock(duel::turn);
        p1.useClock(duel::turn);
        duel.onDecision(prompt -> asked.add(new Asked(duel.turn(), duel.phase(), prompt)));
    }

    DuelResult play() {
        return finish(new DuelRunner(Rules.of(duel)).play());
    }

    DuelResult playFrom(int player, int turn, Phase phase) {
        return finish(new DuelRunner(Rules.of(duel)).playFrom(player, turn, phase));
    }

    private DuelResult finish(DuelResult result) {
        if (!p0.finished() || !p1.finished()) {
            throw new AssertionError("planned steps were never performed\n" + duel.log().text());
        }
        return result;
    }

    /** Every option offered at prompts of this kind in the given turn. */
    List<Object> offered(int turn, PromptKind kind) {
        List<Object> options = new ArrayList<>();
        for (Asked a : asked) {
            if (a.turn() == turn && a.prompt().kind() == kind && a.prompt() instanceof ChoicePrompt<?> choice) {
                options.addAll(choice.options());
            }
        }
        return options;
    }

    /** The phases entered in a turn, in order, from the log. */
    List<String> phasesOf(int turn) {
        List<String> phases = new ArrayList<>();
        boolean inTurn = false;
        for (String line : duel.log().lines()) {
            if (line.startsWith("Turn ")) {
                inTurn = line.startsWith("Turn " + turn + " ");
            } else if (inTurn && line.startsWith("  ") && !line.startsWith("    ")) {
                phases.add(line.trim());
            }
        }
        return phases;
    }
}
