package dev.spellspeed.ai;

import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.session.DuelLine;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * The players a command can seat, by name: {@code random}, {@code heuristic}, {@code search}, or the
 * fully qualified name of a {@link Decider} class with a public constructor taking the player's
 * seed. Each seat of a duel with seed {@code s} gets its own seed derived from {@code s}, so a duel
 * is a function of its seed whoever plays it.
 */
public final class Players {
    public static final String RANDOM = "random";
    public static final String HEURISTIC = "heuristic";
    public static final String SEARCH = "search";
    /** The web board's player: a person. */
    public static final String HUMAN = "human";
    public static final List<String> BUILT_IN = List.of(RANDOM, HEURISTIC, SEARCH);

    private Players() {}

    /** A kind of player: makes the decider of one seat of one duel. */
    public interface Kind {
        /** The name it was chosen by: a built-in name or a class name (as the replay and the JSON report show it). */
        String name();

        Decider create(long duelSeed, int player);
    }

    /**
     * The kind of player called {@code name}, its classes looked up with {@code loader}; {@code think}
     * is the search player's rollouts per decision.
     *
     * @throws IllegalArgumentException with a one-line message when there is no such player
     */
    public static Kind named(String name, ClassLoader loader, int think) {
        switch (name) {
            case RANDOM:
                return kind(name, RandomDecider::forPlayer);
            case HEURISTIC:
                return kind(name, (seed, player) -> new HeuristicDecider(seedOf(seed, player)));
            case SEARCH:
                if (think < 1) {
                    throw new IllegalArgumentException("--think must be at least 1, got " + think);
                }
                return kind(name, (seed, player) -> new SearchDecider(seedOf(seed, player), think));
            case HUMAN:
                throw new IllegalArgumentException("player 'human' plays on the web board (spellspeed play); "
                        + "here choose random, heuristic, search or a Decider class name");
            default:
                return plugin(name, loader);
        }
    }

    /**
     * The web board's person at a seat: a kind named {@code human} whose deciders come from
     * {@code seat} (player number to the decider fed from that player's page). Only the command that
     * serves the board ({@code spellspeed play}) can seat one; {@link #named} refuses the name elsewhere.
     */
    public static Kind human(java.util.function.IntFunction<Decider> seat) {
        return kind(HUMAN, (seed, player) -> seat.apply(player));
    }

    /** The seed of player {@code player}'s decider in the duel with seed {@code duelSeed} (the random player's spreading). */
    public static long seedOf(long duelSeed, int player) {
        return RandomDecider.seatSeed(duelSeed, player);
    }

    /** Seats each decider that reads the board at the line's duel; a search player may also fork the line. */
    public static void seat(DuelLine line, Decider decider0, Decider decider1) {
        Decider[] deciders = {decider0, decider1};
        for (int player = 0; player < 2; player++) {
            if (deciders[player] instanceof SearchDecider search) {
                search.takeSeat(line, player);
            } else if (deciders[player] instanceof SeatedDecider seated) {
                seated.takeSeat(line.duel(), player);
            }
        }
    }

    private interface Factory {
        Decider create(long duelSeed, int player);
    }

    private static Kind kind(String name, Factory factory) {
        return new Kind() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Decider create(long duelSeed, int player) {
                return factory.create(duelSeed, player);
            }
        };
    }

    private static Kind plugin(String name, ClassLoader loader) {
        if (!name.contains(".")) {
            throw new IllegalArgumentException("unknown player '" + name + "': choose random, heuristic, search or the "
                    + "fully qualified name of a Decider class");
        }
        Class<?> type;
        try {
            type = Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("player class " + name + " not found on the classpath"
                    + " (give its jar with --plugin JAR)");
        }
        if (!Decider.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException("player class " + name + " does not implement " + Decider.class.getName());
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers()) || !Modifier.isPublic(type.getModifiers())) {
            throw new IllegalArgumentException("player class " + name + " must be a public concrete class");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor(long.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("player class " + name + " has no public constructor taking the player's seed (long)");
        }
        return kind(name, (seed, player) -> {
            try {
                return (Decider) constructor.newInstance(seedOf(seed, player));
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("player class " + name + " failed to start: " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("player class " + name + " cannot be created: " + e, e);
            }
        });
    }
}
