package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.script.testing.WhyProbe;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/** "Why is my card not offered?": the requirement the engine refused, at a puzzle's or a test's position. */
@Command(name = "why", mixinStandardHelpOptions = true,
        description = "Set up a position (a puzzle file, or one test of a test file played to its end), run on to the "
                + "player's next prompt that offers activations (their chain window or idle prompt), and say whether "
                + "CARD can be activated there and, if not, which requirement each of its effects fails (timing, spell "
                + "speed, condition, cost, target, count limit, prohibition, zone, where the card is). "
                + "Exit status: 0 answered, 1 the position was not reached, 2 bad input.")
final class WhyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "CARD", description = "The card: its code or its name.")
    String card;

    static final class Position {
        @Option(names = "--puzzle", paramLabel = "FILE", required = true, description = "A ygopro puzzle file.")
        Path puzzle;

        @Option(names = "--test", paramLabel = "FILE", required = true, description = "A test file (with --filter).")
        Path test;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Position position;

    @Option(names = "--filter", paramLabel = "NAME",
            description = "With --test: the test whose name contains NAME (exactly one must).")
    String filter;

    @Option(names = "--player", paramLabel = "P", defaultValue = "0", description = "The player who would activate it (default ${DEFAULT-VALUE}).")
    int player;

    @Mixin
    CardSources sources = new CardSources();

    @Override
    public Integer call() {
        Path file = position.puzzle != null ? position.puzzle : position.test;
        if (!Files.isRegularFile(file)) {
            throw new UserError(file + ": no such file");
        }
        if (position.test != null && filter == null) {
            throw new UserError("--test needs --filter NAME: the test to play to its end");
        }
        if (player != 0 && player != 1) {
            throw new UserError("--player must be 0 or 1, not " + player);
        }
        CardDatabase cards = sources.cards();
        Predicate<Card> which = matcher(cards);
        ScriptTestRunner runner = new ScriptTestRunner(sources.directories(), cards);
        WhyProbe.Answer answer;
        try {
            answer = runner.why(file, position.test != null ? filter : null, player, which);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (answer.problem() != null) {
            spec.commandLine().getErr().println("spellspeed: " + file + ": " + answer.problem());
            return 1;
        }
        out.println(answer.prompt());
        if (answer.offered()) {
            out.println(card + " can be activated here by player " + player + ".");
        } else if (answer.reasons().isEmpty()) {
            out.println(card + " is not offered at this prompt, though player " + player + " could activate it at another.");
        } else {
            out.println(card + " cannot be activated here by player " + player + ", because:");
            answer.reasons().forEach(r -> out.println("  " + r));
        }
        out.print(answer.board());
        return 0;
    }

    /** A code matches the card or its alias; a name matches the card's name, in any case. */
    private Predicate<Card> matcher(CardDatabase cards) {
        if (card.chars().allMatch(Character::isDigit) && !card.isEmpty()) {
            int code = Integer.parseInt(card);
            if (cards.find(code).isEmpty()) {
                throw new UserError(card + ": unknown card code (not in the card database; is it in a --db database?)");
            }
            return c -> c.code() == code || c.data().alias() == code;
        }
        try {
            String name = dev.spellspeed.data.CardNames.of(cards).find(card).name();
            return c -> c.data().name().equals(name);
        } catch (RuntimeException unknown) {
            throw new UserError(unknown.getMessage());
        }
    }
}
