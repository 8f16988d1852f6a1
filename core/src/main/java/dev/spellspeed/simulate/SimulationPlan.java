package dev.spellspeed.simulate;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;

import java.io.File;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * A simulation as plain values: what {@code spellspeed simulate} was asked for, with the files its
 * games need (card databases, script directories). It travels (it is serializable), so a
 * distributed run rebuilds the very same {@link Simulation} on every machine from it, with its
 * files where that machine has them ({@link #withFiles}).
 *
 * @param decks             the decks, in the run's order (by file name)
 * @param games             games per ordered pair
 * @param seed              the run's seed
 * @param mirror            whether each deck also plays itself
 * @param player0           the player in seat 0 by name (docs/ai.md)
 * @param player1           the player in seat 1
 * @param think             the search player's rollouts per decision
 * @param workBudget        each duel's work budget (0 for none)
 * @param memoryBudget      each duel's memory budget (0 for none)
 * @param databases         the card databases, later files merged over earlier ones (the bundled one first)
 * @param scriptDirectories the user's script directories, searched in this order before {@code bundledScripts}
 * @param bundledScripts    the bundled scripts/ directory
 */
public record SimulationPlan(List<NamedDeck> decks, int games, long seed, boolean mirror, String player0,
                             String player1, int think, long workBudget, long memoryBudget, List<String> databases,
                             List<String> scriptDirectories, String bundledScripts) implements Serializable {
    public SimulationPlan {
        decks = List.copyOf(decks);
        databases = List.copyOf(databases);
        scriptDirectories = List.copyOf(scriptDirectories);
    }

    /** The simulation, its players' classes (a plugin's) looked up with {@code players}. */
    public Simulation simulation(ClassLoader players) {
        return simulation(Players.named(player0, players, think), Players.named(player1, players, think));
    }

    /** The simulation with these kinds of player (the names of this plan's, already looked up). */
    public Simulation simulation(Players.Kind kind0, Players.Kind kind1) {
        long work = workBudget;
        long memory = memoryBudget;
        return new Simulation(decks, games, seed, mirror, kind0, kind1,
                gameSeed -> DuelOptions.standard(gameSeed).withWorkBudget(work).withMemoryBudget(memory));
    }

    /** The card database: every file of {@link #databases()} merged. */
    public CardDatabase cards() throws CardDatabaseException {
        return CardDatabase.loadAll(databases.stream().map(Path::of).toList());
    }

    /** A new script host over this plan's script directories: one per thread that plays games. */
    public ScriptHost scriptHost() {
        return new ScriptHost(ScriptDirectories.of(scriptDirectories.stream().map(Path::of).toList(), Path.of(bundledScripts)),
                SandboxOptions.defaults());
    }

    /** The same plan with its files where another machine has them, in the same order. */
    public SimulationPlan withFiles(List<String> databases, List<String> scriptDirectories, String bundledScripts) {
        if (databases.size() != this.databases.size() || scriptDirectories.size() != this.scriptDirectories.size()) {
            throw new IllegalArgumentException("the files must stand for the plan's own, one for one");
        }
        return new SimulationPlan(decks, games, seed, mirror, player0, player1, think, workBudget, memoryBudget,
                databases, scriptDirectories, bundledScripts);
    }

    /**
     * Rewrites, in a message, the paths of this plan's script files to where {@code original} (this
     * plan before {@link #withFiles}) has them: a Lua error names the script file, and the results
     * must name it the same wherever the game was played.
     */
    public UnaryOperator<String> pathsAs(SimulationPlan original) {
        Map<String, String> moved = new TreeMap<>(Comparator.comparingInt(String::length).reversed()
                .thenComparing(Comparator.naturalOrder()));
        for (int i = 0; i < scriptDirectories.size(); i++) {
            moved.put(scriptDirectories.get(i) + File.separator, original.scriptDirectories().get(i) + File.separator);
        }
        moved.put(bundledScripts + File.separator, original.bundledScripts() + File.separator);
        moved.entrySet().removeIf(entry -> entry.getKey().equals(entry.getValue()));
        if (moved.isEmpty()) {
            return UnaryOperator.identity();
        }
        return message -> {
            String rewritten = message;
            // longest first, so a directory inside another is rewritten as itself
            for (Map.Entry<String, String> entry : moved.entrySet()) {
                rewritten = rewritten.replace(entry.getKey(), entry.getValue());
            }
            return rewritten;
        };
    }
}
