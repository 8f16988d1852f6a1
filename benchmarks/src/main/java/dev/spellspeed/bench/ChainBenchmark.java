package dev.spellspeed.bench;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Building and resolving a 5-link chain through the public engine: player 0 has three Jars of
 * Greed Set and player 1 two; in player 0's Main Phase 1 player 0 activates one, the players chain
 * the other four in turn (every chain window asked, every activation's cost and target checked),
 * both pass, and the five links resolve (five draws). The measured call begins at the Main Phase's
 * first idle prompt and ends at the next one, where the decider stops the duel. Each invocation
 * gets a fresh duel, set up outside the measurement.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 3)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ChainBenchmark {
    private static final int JAR_OF_GREED = 83968380;
    private static final int VORSE_RAIDER = 14898066;

    private Fixtures fixtures;
    private ScriptHost host;
    private Duel duel;
    private Rules rules;
    private ChainingDecider decider;

    @Setup(Level.Trial)
    public void setUpHost() {
        fixtures = new Fixtures();
        host = fixtures.newHost();
        newDuel();
        chainOfFive();
        // the scenario is what it claims: five links, five draws
        if (decider.activations != 5 || duel.field().cards(0, Location.HAND).size() != 3
                || duel.field().cards(1, Location.HAND).size() != 2) {
            throw new IllegalStateException("expected a 5-link chain of Jars of Greed, got " + decider.activations
                    + " activations");
        }
    }

    @Setup(Level.Invocation)
    public void newDuel() {
        decider = new ChainingDecider();
        duel = Duel.empty(DuelOptions.standard(1), decider, decider);
        duel.useCards(fixtures.cards);
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < 5; i++) {
                duel.placeCard(fixtures.card(VORSE_RAIDER), player, player, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
            }
            for (int zone = 0; zone < 3 - player; zone++) {
                duel.placeCard(fixtures.card(JAR_OF_GREED), player, player, Location.SZONE, zone, Position.FACEDOWN_DEFENSE);
            }
        }
        rules = Rules.of(duel);
        ScriptedDuels.prepare(rules, host);
    }

    @Benchmark
    public Duel chainOfFive() {
        try {
            new DuelRunner(rules).playFrom(0, 3, Phase.MAIN1);
            throw new IllegalStateException("the duel ended before the chain did");
        } catch (ChainingDecider.Done done) {
            return duel;
        }
    }

    /**
     * Both players: activate whatever can be activated, otherwise pass; at the idle prompt after the
     * chain, stop the duel.
     */
    private static final class ChainingDecider implements Decider {
        /** Thrown to leave the duel at the idle prompt after the chain; no stack trace, it is expected. */
        static final class Done extends Error {
            Done() {
                super("chain resolved", null, false, false);
            }
        }

        int activations;

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            List<T> options = prompt.options();
            if (prompt.kind() == PromptKind.IDLE && activations > 0) {
                throw new Done();
            }
            if (prompt.kind() == PromptKind.IDLE || prompt.kind() == PromptKind.CHAIN) {
                for (T option : options) {
                    if (option instanceof Command.Activate) {
                        activations++;
                        return option;
                    }
                }
            }
            return options.get(0); // pass, or the first answer of any other prompt
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            return prompt.candidates().subList(0, prompt.min());
        }
    }
}
