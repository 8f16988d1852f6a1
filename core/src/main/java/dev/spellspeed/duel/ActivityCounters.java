package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * ygopro's custom activity counters (Duel.AddCustomActivityCounter): a card script names a counter
 * and a filter, and asks later whether a player did this turn something the filter refuses ("you
 * cannot Special Summon, except Fiend monsters, the turn you activate this card"). Summons and
 * attacks only ever count 0 or 1 per player, as in ygopro; activations (ACTIVITY_CHAIN) count every
 * refused one. All counts start again each turn.
 */
public final class ActivityCounters {
    private static final class Counter {
        final EffectFunction filter;
        final int[] counts = new int[2];

        Counter(EffectFunction filter) {
            this.filter = filter;
        }
    }

    /** Counters by activity, then by the id the script gave; the first registration of an id stands. */
    private final Map<Integer, Map<Long, Counter>> counters = new HashMap<>();
    /** Attacks declared (or started by an effect) and Battle Phases entered this turn, per player (Duel.GetActivityCount). */
    private final int[] attacks = new int[2];
    private final int[] battlePhases = new int[2];

    /** Registers a counter; ACTIVITY_BATTLE_PHASE and unknown activities have none (as in ygopro). */
    public void add(long id, int activity, EffectFunction filter) {
        if (activity < Activity.SUMMON || activity > Activity.CHAIN || activity == Activity.BATTLE_PHASE) {
            return;
        }
        counters.computeIfAbsent(activity, a -> new HashMap<>()).putIfAbsent(id, new Counter(filter));
    }

    /** How many refused activities the counter saw for the player this turn (0 for an unknown counter). */
    public int count(long id, int player, int activity) {
        Map<Long, Counter> of = counters.get(activity);
        Counter counter = of == null ? null : of.get(id);
        return counter == null ? 0 : counter.counts[player];
    }

    /** A player summoned, Set or attacked with a card: each counter of that activity whose filter refuses it counts once. */
    public void record(int activity, int player, Card card) {
        if (activity == Activity.ATTACK) {
            attacks[player]++;
        }
        Map<Long, Counter> of = counters.get(activity);
        if (of == null) {
            return;
        }
        for (Counter counter : of.values()) {
            if (counter.counts[player] == 0 && !passes(counter.filter, card)) {
                counter.counts[player] = 1;
            }
        }
    }

    /** A player activated an effect (filter(e, tp, chain link)): every refused activation counts. */
    public void recordActivation(Effect effect, int player, int chainLink) {
        Map<Long, Counter> of = counters.get(Activity.CHAIN);
        if (of == null) {
            return;
        }
        for (Counter counter : of.values()) {
            if (!passes(counter.filter, effect, player, chainLink)) {
                counter.counts[player]++;
            }
        }
    }

    /** A refused activation was negated: it no longer counts. */
    public void cancelActivation(Effect effect, int player, int chainLink) {
        Map<Long, Counter> of = counters.get(Activity.CHAIN);
        if (of == null) {
            return;
        }
        for (Counter counter : of.values()) {
            if (counter.counts[player] > 0 && !passes(counter.filter, effect, player, chainLink)) {
                counter.counts[player]--;
            }
        }
    }

    /** The turn player entered the Battle Phase (ACTIVITY_BATTLE_PHASE). */
    public void battlePhaseEntered(int player) {
        battlePhases[player]++;
    }

    /** ACTIVITY_ATTACK: attacks the player made this turn, declared or started by an effect as a new attack. */
    public int attacks(int player) {
        return attacks[player];
    }

    /** ACTIVITY_BATTLE_PHASE: how many times the player entered the Battle Phase this turn. */
    public int battlePhases(int player) {
        return battlePhases[player];
    }

    /** A new turn: every counter starts again from 0. */
    public void newTurn() {
        Arrays.fill(attacks, 0);
        Arrays.fill(battlePhases, 0);
        for (Map<Long, Counter> of : counters.values()) {
            for (Counter counter : of.values()) {
                counter.counts[0] = 0;
                counter.counts[1] = 0;
            }
        }
    }

    /** A filter that fails (a script error) refuses, as a failed check does in ygopro. */
    private static boolean passes(EffectFunction filter, Object... args) {
        try {
            Object result = filter.invoke(args);
            return result != null && !Boolean.FALSE.equals(result);
        } catch (RuntimeException failure) {
            return false;
        }
    }
}
