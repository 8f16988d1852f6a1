package dev.spellspeed.rules.checks;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectRegistry;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.chain.ActivationTrace;
import dev.spellspeed.rules.continuous.EffectReach;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts ATK and DEF changes of face-up monsters in the log with their cause
 * ({@code Summoned Skull#5 ATK 2500 -> 3200 (Rush Recklessly#6)}): the stats are computed from the
 * continuous effects in force, so a change is seen by comparing with what was last seen, after each
 * chain link (the link's card is the cause) and at each state check (the cause is the card whose stat
 * effect started or stopped applying). Only values are compared each time; the effects are looked
 * at only when a monster arrives or a value changed.
 */
final class StatChanges {
    private static final long[] STAT_CODES = {EffectCode.UPDATE_ATTACK, EffectCode.SET_ATTACK, EffectCode.SET_ATTACK_FINAL,
            EffectCode.SET_BASE_ATTACK, EffectCode.SET_BASE_ATTACK_FINAL, EffectCode.UPDATE_DEFENSE, EffectCode.SET_DEFENSE,
            EffectCode.SET_DEFENSE_FINAL, EffectCode.SET_BASE_DEFENSE, EffectCode.SET_BASE_DEFENSE_FINAL};

    /** What was seen of a monster while it stayed where it is ({@code moves}: its move count then). */
    private record Seen(int attack, int defense, List<Effect> effects, int moves) {
    }

    private final Duel duel;
    private final EffectReach reach;
    /** Looked up by card; the log is written in field order, never in this map's order. */
    private final Map<Card, Seen> seen = new IdentityHashMap<>();
    private long lastEffects = Long.MIN_VALUE;
    private long lastMonsters = Long.MIN_VALUE;
    /**
     * The duel's write count ({@link Duel#writes}: {@link Field#writes} and {@link EffectRegistry#changes}) when
     * {@link #lastEffects} and {@link #lastMonsters} were computed: every input of those signatures is
     * written only by writes it counts, so while it is the same the signatures are too.
     */
    private long writesSeen = -1;
    /** The count read by the look in progress, kept with its signatures. */
    private long writes;

    /**
     * Replays take the values of looks whose scripts were proven pure from the line's trace (issue 29):
     * the log's values depend on what was seen before, not only on the state, so a replay must see what
     * its origin saw at every look to continue the log as it would have.
     */
    private ActivationTrace trace;
    /** While replaying a look: the values its origin computed, read from {@link #read}; else null. */
    private int[] given;
    private int read;
    /** While recording a look: the values computed so far (null when not recording). */
    private int[] computed;
    private int written;

    StatChanges(Duel duel, EffectReach reach) {
        this.duel = duel;
        this.reach = reach;
    }

    void traceTo(ActivationTrace trace) {
        this.trace = trace;
    }

    /** Logs the changes since the last look; {@code cause} is the resolving link's card, or null. */
    void look(Card cause) {
        // looks only when the stat effects or the monsters changed: computing ATK asks the target filters
        // of field effects (Lua), which at every prompt would double the callbacks of a duel
        writes = duel.writes();
        // nothing the signatures read was written since they were last computed: they are the same
        boolean unwritten = writes == writesSeen;
        if (cause == null && unwritten) {
            return;
        }
        long effects = unwritten ? lastEffects : effectsState();
        long monsters = unwritten ? lastMonsters : monstersState();
        if (cause == null && effects == lastEffects && monsters == lastMonsters) {
            seen(effects, monsters);
            return; // nothing changed since the last look (a value counting cards is seen at the next change)
        }
        if (trace == null) {
            lookAt(cause, effects, monsters);
            return;
        }
        int[] entry = trace.beginLook();
        int slot = trace.size() - 1;
        if (entry != null) {
            replay(entry, cause, effects, monsters);
        } else if (trace.recording(slot)) {
            record(slot, cause, effects, monsters);
        } else {
            lookAt(cause, effects, monsters);
        }
    }

    /** A look whose origin's scripts were pure: its values from the entry, its work counted as it was. */
    private void replay(int[] entry, Card cause, long effects, long monsters) {
        given = entry;
        read = 4;
        try {
            lookAt(cause, effects, monsters);
        } finally {
            given = null;
        }
        if (read != entry.length) {
            throw new IllegalStateException("replay diverged at a look of the stat log: " + (read - 4)
                    + " values used of the " + (entry.length - 4) + " recorded");
        }
        ActivationTrace.countSkipped(entry, 1, duel);
    }

    /** A recorded look: watched, and its values kept for replays when its scripts changed nothing. */
    private void record(int slot, Card cause, long effects, long monsters) {
        long work = duel.work().used();
        long bytes = duel.work().bytes();
        computed = new int[16];
        written = 4;
        long scriptUnits;
        duel.purity().start();
        try {
            lookAt(cause, effects, monsters);
            scriptUnits = duel.purity().checkpoint();
        } finally {
            duel.purity().stop();
        }
        int[] values = computed;
        computed = null;
        long engineUnits = duel.work().used() - work - scriptUnits;
        long strings = duel.work().bytes() - bytes;
        if (!ActivationTrace.workFits(scriptUnits, engineUnits, strings)) {
            trace.recordLook(slot, null);
            return;
        }
        values[0] = ActivationTrace.LOOK;
        ActivationTrace.putWork(values, 1, scriptUnits, engineUnits, strings);
        trace.recordLook(slot, java.util.Arrays.copyOf(values, written));
    }

    private void keep(int value) {
        if (written == computed.length) {
            computed = java.util.Arrays.copyOf(computed, written * 2);
        }
        computed[written++] = value;
    }

    private int attackOf(Card card) {
        if (given != null) {
            return given[read++];
        }
        int attack = card.attack();
        if (computed != null) {
            keep(attack);
        }
        return attack;
    }

    private int defenseOf(Card card) {
        if (given != null) {
            return given[read++];
        }
        int defense = card.defense();
        if (computed != null) {
            keep(defense);
        }
        return defense;
    }

    private List<Effect> applyingTo(Card card) {
        if (given != null) {
            int count = given[read++];
            List<Effect> effects = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                effects.add(statEffect(given[read++]));
            }
            return effects;
        }
        List<Effect> effects = applying(card);
        if (computed != null) {
            keep(effects.size());
            effects.forEach(effect -> keep(effect.id()));
        }
        return effects;
    }

    /** The stat effect with this id (a replay's own object for the one its origin saw). */
    private Effect statEffect(int id) {
        for (long code : STAT_CODES) {
            for (Effect effect : duel.effects().withCode(code)) {
                if (effect.id() == id) {
                    return effect;
                }
            }
        }
        throw new IllegalStateException("replay diverged at a look of the stat log: no stat effect #" + id);
    }

    private void lookAt(Card cause, long effects, long monsters) {
        // a look computes every monster's stats from the same effects and changes nothing (it only writes
        // the log): whether a stat effect's card is negated is asked once per card
        reach.hold();
        try {
            lookAtEach(cause, effects, monsters);
        } finally {
            reach.release();
        }
    }

    private void lookAtEach(Card cause, long effects, long monsters) {
        // at a state check where only monsters came or went: record the newcomers, the others' effects are
        // the same; after a chain link every monster is looked at
        boolean arrivalsOnly = cause == null && effects == lastEffects;
        seen(effects, monsters);
        int present = 0;
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.MZONE)) {
                if (!card.isFaceUp()) {
                    continue;
                }
                present++;
                Seen before = seen.get(card);
                if (arrivalsOnly && before != null && before.moves() == card.moveCount()) {
                    continue;
                }
                int attack = attackOf(card);
                int defense = defenseOf(card);
                if (before == null || before.moves() != card.moveCount()) {
                    // arrived (or left and came back: a new card for the rules, R102): its stats start here
                    seen.put(card, new Seen(attack, defense, applyingTo(card), card.moveCount()));
                    continue;
                }
                if (before.attack() == attack && before.defense() == defense) {
                    continue;
                }
                List<Effect> now = applyingTo(card);
                String why = causeOf(before.effects(), now);
                if (why == null && cause != null) {
                    why = cause.toString(); // the same effects with other values: the link that resolved did it
                }
                if (before.attack() != attack) {
                    duel.publish(new DuelEvent.StatChanged(card, "ATK", before.attack(), attack, why));
                }
                if (before.defense() != defense) {
                    duel.publish(new DuelEvent.StatChanged(card, "DEF", before.defense(), defense, why));
                }
                seen.put(card, new Seen(attack, defense, now, card.moveCount()));
            }
        }
        if (seen.size() > present) {
            // a monster left the field or turned face-down: forget it (it comes back as a new arrival)
            seen.keySet().removeIf(card -> card.location() != Location.MZONE || !card.isFaceUp());
        }
    }

    /** The signatures of the state a look saw, with the write count read when they were computed. */
    private void seen(long effects, long monsters) {
        lastEffects = effects;
        lastMonsters = monsters;
        writesSeen = writes;
    }

    /**
     * What the stats depend on, without asking Lua: the stat effects (which, since when, where their
     * card is and how it lies).
     */
    private long effectsState() {
        long state = 1;
        for (long code : STAT_CODES) {
            for (Effect effect : duel.effects().withCode(code)) {
                Card handler = effect.handler();
                state = state * 31 + effect.id() * 7L + effect.timestamp()
                        + (handler == null ? 0 : handler.location().ordinal() * 5L + handler.position().ordinal());
            }
        }
        return state;
    }

    /** Which monsters are where in which position. */
    private long monstersState() {
        long state = 1;
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.MZONE)) {
                Map<Integer, Integer> counters = card.allCounters();
                state = state * 31 + card.uid() * 7L + card.moveCount() * 3L + card.position().ordinal() + card.controller()
                        + (card.isProperlySummoned() ? 11 : 0) + (counters.isEmpty() ? 0 : counters.hashCode() * 13L);
            }
        }
        return state;
    }

    /** The stat effects that apply to the card now, in registration order. */
    private List<Effect> applying(Card card) {
        List<Effect> effects = new ArrayList<>();
        for (long code : STAT_CODES) {
            for (Effect effect : duel.effects().withCode(code)) {
                if (duel.reach().applies(effect, card) && !effects.contains(effect)) {
                    effects.add(effect);
                }
            }
        }
        return effects;
    }

    /** The cards whose stat effects started or stopped applying, or whose changing values apply. */
    private static String causeOf(List<Effect> before, List<Effect> now) {
        Set<String> causes = new LinkedHashSet<>();
        for (Effect effect : now) {
            if (!before.contains(effect) && effect.owner() != null) {
                causes.add(effect.owner().toString());
            }
        }
        for (Effect effect : before) {
            if (!now.contains(effect) && effect.owner() != null) {
                causes.add(effect.owner() + " no longer applies");
            }
        }
        if (causes.isEmpty()) {
            for (Effect effect : now) {
                if (effect.value() instanceof EffectValue.Function && effect.owner() != null) {
                    causes.add(effect.owner().toString()); // a value that counts something changed
                }
            }
        }
        return causes.isEmpty() ? null : String.join(", ", causes);
    }
}
