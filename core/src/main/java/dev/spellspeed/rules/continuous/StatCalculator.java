package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardStats;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A monster's current ATK, DEF and Level (RULINGS R073-R085): the printed value, changed by the
 * effects that apply to it in the order they began to apply.
 *
 * <ul>
 *   <li>First the original value ("original ATK becomes …"), then every change in the order it began
 *       to apply (its timestamp).</li>
 *   <li>Changes made by resolving effects ("activated" changes: single effects registered to the
 *       monster) and continuous changes (field, equip and single-range effects) add up (R073, R077).</li>
 *   <li>An "ATK becomes X", activated or continuous (Megamorph), absorbs the activated changes before
 *       it (R077, the documents' ATK/DEF chapter); continuous modifiers stay; an activated
 *       final value absorbs the continuous ones existing then as well, and keeps doing so even if
 *       their amount changes later (R079, R081). Changes that begin later are added on top.</li>
 *   <li>A continuous final value (EFFECT_SET_ATTACK_FINAL as a continuous effect) fixes the result.</li>
 *   <li>ATK and DEF never drop below 0 (R083).</li>
 * </ul>
 * Effects apply only to face-up monsters on the field; elsewhere the printed values stand.
 */
public final class StatCalculator implements CardStats {
    private final Duel duel;
    private final EffectReach reach;
    /** Cards whose value is being computed: a value that depends on itself reads the printed value. */
    private final InProgress<Card> computing = new InProgress<>();

    public StatCalculator(Duel duel, EffectReach reach) {
        this.duel = duel;
        this.reach = reach;
    }

    @Override
    public int attack(Card card) {
        int printed = Math.max(0, card.data().attack());
        return affected(card) ? compute(card, printed, EffectCode.SET_BASE_ATTACK, EffectCode.SET_BASE_ATTACK_FINAL, EffectCode.UPDATE_ATTACK, EffectCode.SET_ATTACK,
                EffectCode.SET_ATTACK_FINAL) : printed;
    }

    @Override
    public int defense(Card card) {
        int printed = Math.max(0, card.data().defense());
        return affected(card) ? compute(card, printed, EffectCode.SET_BASE_DEFENSE, EffectCode.SET_BASE_DEFENSE_FINAL, EffectCode.UPDATE_DEFENSE,
                EffectCode.SET_DEFENSE, EffectCode.SET_DEFENSE_FINAL) : printed;
    }

    @Override
    public int baseAttack(Card card) {
        int printed = Math.max(0, card.data().attack());
        return affected(card) ? (int) Math.max(0, guarded(card, () -> base(card, printed, EffectCode.SET_BASE_ATTACK,
                EffectCode.SET_BASE_ATTACK_FINAL))) : printed;
    }

    @Override
    public int baseDefense(Card card) {
        int printed = Math.max(0, card.data().defense());
        return affected(card) ? (int) Math.max(0, guarded(card, () -> base(card, printed, EffectCode.SET_BASE_DEFENSE,
                EffectCode.SET_BASE_DEFENSE_FINAL))) : printed;
    }

    /**
     * The original value as "original ATK becomes" effects change it: the latest that applies, and a
     * final one (EFFECT_SET_BASE_ATTACK_FINAL) over any other.
     */
    private long base(Card card, int printed, long baseCode, long baseFinalCode) {
        long base = printed;
        for (long code : new long[] {baseCode, baseFinalCode}) {
            if (code < 0) {
                continue;
            }
            Effect latest = null;
            for (Effect effect : duel.effects().withCode(code)) {
                if (reach.applies(effect, card) && (latest == null || effect.timestamp() > latest.timestamp())) {
                    latest = effect;
                }
            }
            if (latest != null) {
                base = value(latest, card);
            }
        }
        return base;
    }

    /** A value that depends on itself reads the printed value meanwhile ({@link #affected}). */
    private long guarded(Card card, java.util.function.LongSupplier value) {
        computing.add(card);
        try {
            return value.getAsLong();
        } finally {
            computing.remove(card);
        }
    }

    @Override
    public int level(Card card) {
        int printed = card.data().level();
        return affected(card) ? compute(card, printed, -1, -1, EffectCode.UPDATE_LEVEL, EffectCode.CHANGE_LEVEL, -1) : printed;
    }

    /** Cards whose type, race or attribute is being computed: a filter asking again reads the base value. */
    private final InProgress<Card> computingBits = new InProgress<>();

    @Override
    public long type(Card card) {
        return bits(card, card.baseType(), EffectCode.ADD_TYPE, EffectCode.REMOVE_TYPE, EffectCode.CHANGE_TYPE);
    }

    @Override
    public long attribute(Card card) {
        return bits(card, card.data().attribute(), EffectCode.ADD_ATTRIBUTE, EffectCode.REMOVE_ATTRIBUTE, EffectCode.CHANGE_ATTRIBUTE);
    }

    @Override
    public long race(Card card) {
        return bits(card, card.data().race(), EffectCode.ADD_RACE, EffectCode.REMOVE_RACE, EffectCode.CHANGE_RACE);
    }

    /** An applying EFFECT_CHANGE_CODE (the latest) gives the card another name (R118); else its original. */
    @Override
    public long code(Card card) {
        long code = CardStats.super.code(card);
        for (Effect effect : duel.effects().withCode(EffectCode.CHANGE_CODE)) {
            if (reach.applies(effect, card) && effect.value() instanceof EffectValue.Constant c) {
                code = c.value();
            }
        }
        return code;
    }

    /**
     * Type, race or attribute bits as effects change them, in the order the effects began to apply:
     * an "add" or "remove" changes the bits, a "becomes" replaces them (the latest wins over earlier ones).
     */
    private long bits(Card card, long base, long addCode, long removeCode, long changeCode) {
        List<Effect> adds = duel.effects().withCode(addCode);
        List<Effect> removes = duel.effects().withCode(removeCode);
        List<Effect> changes = duel.effects().withCode(changeCode);
        if (adds.isEmpty() && removes.isEmpty() && changes.isEmpty()) {
            return base;
        }
        if (card.location().isOnField() && !card.isFaceUp()) {
            return base;
        }
        reach.guardAsked(); // the answer now depends on what is being computed
        if (!computingBits.add(card)) {
            return base;
        }
        try {
            List<Effect> effects = new ArrayList<>();
            for (List<Effect> codeEffects : List.of(adds, removes, changes)) {
                for (Effect effect : codeEffects) {
                    if (reach.applies(effect, card)) {
                        effects.add(effect);
                    }
                }
            }
            effects.sort(Comparator.comparingLong(Effect::timestamp));
            long bits = base;
            for (Effect effect : effects) {
                long value = value(effect, card);
                if (effect.code() == addCode) {
                    bits |= value;
                } else if (effect.code() == removeCode) {
                    bits &= ~value;
                } else {
                    bits = value;
                }
            }
            return bits;
        } finally {
            computingBits.remove(card);
        }
    }

    private boolean affected(Card card) {
        if (!card.isMonster() || card.location() != Location.MZONE || !card.isFaceUp()) {
            return false;
        }
        reach.guardAsked(); // the answer now depends on what is being computed
        return !computing.contains(card);
    }

    private int compute(Card card, int printed, long baseCode, long baseFinalCode, long updateCode, long setCode,
                        long finalCode) {
        computing.add(card);
        try {
            List<Effect> effects = new ArrayList<>();
            for (long code : new long[] {updateCode, setCode, finalCode}) {
                if (code < 0) {
                    continue;
                }
                for (Effect effect : duel.effects().withCode(code)) {
                    if (reach.applies(effect, card)) {
                        effects.add(effect);
                    }
                }
            }
            effects.sort(Comparator.comparingLong(Effect::timestamp));
            // 1: the original value, as changed by "original ATK becomes" effects (the latest wins)
            long base = base(card, printed, baseCode, baseFinalCode);
            // 2: changes in the order they began to apply. A "becomes X" (activated, or continuous like
            // an Equip Spell's) absorbs the activated changes applied before it, continuous modifiers
            // stay and later activated changes add on top; the latest "becomes X" wins
            long applied = 0;
            long continuous = 0;
            Long fixed = null;
            for (Effect effect : effects) {
                long code = effect.code();
                boolean activated = isActivatedChange(effect);
                if (code == updateCode) {
                    if (activated) {
                        applied += value(effect, card);
                    } else {
                        continuous += value(effect, card);
                    }
                } else if (code == setCode) {
                    base = value(effect, card);
                    applied = 0;
                } else if (code == finalCode && activated) {
                    base = value(effect, card);
                    applied = 0;
                    continuous = 0;
                } else if (code == finalCode) {
                    // 3: a continuous final value overrides everything while it applies
                    fixed = value(effect, card);
                }
            }
            long result = fixed != null ? fixed : base + applied + continuous;
            return (int) Math.max(0, Math.min(Integer.MAX_VALUE, result));
        } finally {
            computing.remove(card);
        }
    }

    /** A change made by a resolving effect (registered to the monster itself) rather than a continuous one (R073). */
    private static boolean isActivatedChange(Effect effect) {
        return effect.hasType(EffectType.SINGLE) && !effect.hasProperty(EffectFlag.SINGLE_RANGE);
    }

    private static long value(Effect effect, Card card) {
        return EffectValue.numberOf(effect, 0, effect, card);
    }

}
