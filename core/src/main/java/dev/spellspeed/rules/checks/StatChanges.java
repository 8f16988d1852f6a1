package dev.spellspeed.rules.checks;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

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
    /** Looked up by card; the log is written in field order, never in this map's order. */
    private final Map<Card, Seen> seen = new IdentityHashMap<>();
    private long lastEffects = Long.MIN_VALUE;
    private long lastMonsters = Long.MIN_VALUE;

    StatChanges(Duel duel) {
        this.duel = duel;
    }

    /** Logs the changes since the last look; {@code cause} is the resolving link's card, or null. */
    void look(Card cause) {
        // looks only when the stat effects or the monsters changed: computing ATK asks the target filters
        // of field effects (Lua), which at every prompt would double the callbacks of a duel
        long effects = effectsState();
        long monsters = monstersState();
        if (cause == null && effects == lastEffects && monsters == lastMonsters) {
            return; // nothing changed since the last look (a value counting cards is seen at the next change)
        }
        // at a state check where only monsters came or went: record the newcomers, the others' effects are
        // the same; after a chain link every monster is looked at
        boolean arrivalsOnly = cause == null && effects == lastEffects;
        lastEffects = effects;
        lastMonsters = monsters;
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
                int attack = card.attack();
                int defense = card.defense();
                if (before == null || before.moves() != card.moveCount()) {
                    // arrived (or left and came back: a new card for the rules, R102): its stats start here
                    seen.put(card, new Seen(attack, defense, applying(card), card.moveCount()));
                    continue;
                }
                if (before.attack() == attack && before.defense() == defense) {
                    continue;
                }
                List<Effect> now = applying(card);
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
                state = state * 31 + card.uid() * 7L + card.moveCount() * 3L + card.position().ordinal() + card.controller()
                        + (card.isProperlySummoned() ? 11 : 0) + card.allCounters().hashCode() * 13L;
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
