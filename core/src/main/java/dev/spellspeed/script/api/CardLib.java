package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardStatus;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.rules.PlayerEffects;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.function.Function;
import java.util.function.ToLongFunction;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: reading a card's data and state, and registering its effects. */
final class CardLib {
    private static final String T = "Card";

    private CardLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);

        ApiFunction.define(t, T, "RegisterEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            Effect effect = LuaBridge.checkEffect(a, 2, f);
            if (effect.isRegistered()) {
                throw new org.luaj.vm2.LuaError(f + ": the effect is already registered; Clone it to register a copy");
            }
            bridge.rules().effectCopies().register(effect, card);
            return LuaValue.valueOf(effect.id());
        });
        // (code, reset, count): the card gains the effects of another card's script (Phantom of Chaos); returns the copy's id
        ApiFunction.define(t, T, "CopyEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            int code = ArgCheck.checkInt(a, 2, f);
            long reset = ArgCheck.checkInteger(a, 3, f);
            int count = (int) ArgCheck.optInteger(a, 4, f, 1);
            LuaValue initial = bridge.scripts().cardTable(code).get("initial_effect");
            if (!initial.isfunction()) {
                return LuaValue.valueOf(0);
            }
            LuaValue self = bridge.wrap(card);
            return LuaValue.valueOf(bridge.rules().effectCopies().copy(reset, count,
                    () -> bridge.scripts().call(code, CallbackRole.INITIAL_EFFECT, initial, self)));
        });

        number(t, "GetCode", c -> currentCode(bridge, c));
        number(t, "GetOriginalCode", c -> c.data().alias() != 0 ? c.data().alias() : c.code());
        number(t, "GetType", Card::type);
        number(t, "GetOriginalType", c -> c.data().type());
        number(t, "GetLevel", CardLib::levelOf);
        number(t, "GetOriginalLevel", c -> hasLevel(c) ? c.data().level() : 0);
        number(t, "GetRace", Card::race);
        number(t, "GetOriginalRace", c -> c.data().race());
        number(t, "GetAttribute", Card::attribute);
        number(t, "GetOriginalAttribute", c -> c.data().attribute());
        number(t, "GetAttack", Card::attack);
        number(t, "GetDefense", Card::defense);
        number(t, "GetBaseAttack", Card::baseAttack);
        number(t, "GetBaseDefense", Card::baseDefense);
        number(t, "GetTextAttack", c -> c.data().attack());
        number(t, "GetTextDefense", c -> c.data().defense());
        number(t, "GetLocation", c -> c.location().mask());
        number(t, "GetSequence", Card::sequence);
        number(t, "GetPosition", c -> c.position().mask());
        number(t, "GetControler", Card::controller);
        number(t, "GetOwner", Card::owner);
        number(t, "GetReason", c -> reason(bridge, c));
        number(t, "GetSummonType", c -> c.summonType().value());
        number(t, "GetPreviousLocation", c -> c.previousLocation() == null ? 0 : c.previousLocation().mask());
        number(t, "GetPreviousControler", Card::previousController);
        number(t, "GetTurnID", Card::arrivedTurn);

        ApiFunction.define(t, T, "IsCode", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = currentCode(bridge, card);
            for (int i = 2; i <= a.narg(); i++) {
                if (ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        mask(t, "IsType", Card::type);
        mask(t, "IsRace", Card::race);
        mask(t, "IsAttribute", Card::attribute);
        // a Pendulum card in a Pendulum Zone is also in LOCATION_PZONE
        mask(t, "IsLocation", c -> c.location().mask() | (c.location() == Location.SZONE
                && c.type() == (CardType.SPELL | CardType.PENDULUM)
                        ? LocationMask.PZONE : 0));
        mask(t, "IsPosition", c -> c.position().mask());
        mask(t, "IsReason", c -> reason(bridge, c));
        mask(t, "IsPreviousLocation", c -> c.previousLocation() == null ? 0 : c.previousLocation().mask());
        mask(t, "IsPreviousPosition", c -> c.previousPosition() == null ? 0 : c.previousPosition().mask());
        predicate(t, "IsFaceup", Card::isFaceUp);
        predicate(t, "IsFacedown", c -> !c.isFaceUp());
        predicate(t, "IsAttackPos", c -> c.location() == Location.MZONE && c.position().isAttack());
        predicate(t, "IsDefensePos", c -> c.location() == Location.MZONE && c.position().isDefense());
        predicate(t, "IsOnField", c -> c.location().isOnField());
        ApiFunction.define(t, T, "IsControler", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).controller() == ArgCheck.checkInt(a, 2, f)));
        ApiFunction.define(t, T, "IsPreviousControler", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).previousController() == ArgCheck.checkInt(a, 2, f)));
        ApiFunction.define(t, T, "IsSummonType", (a, f) -> {
            long type = checkCard(a, 1, f).summonType().value();
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf(type != 0 && (type & wanted) == wanted);
        });
        ApiFunction.define(t, T, "IsLevel", (a, f) -> anyEqual(a, f, levelOf(checkCard(a, 1, f))));
        ApiFunction.define(t, T, "IsAttack", (a, f) -> anyEqual(a, f, checkCard(a, 1, f).attack()));
        ApiFunction.define(t, T, "IsDefense", (a, f) -> anyEqual(a, f, checkCard(a, 1, f).defense()));
        compare(t, "IsAttackBelow", Card::attack, true);
        compare(t, "IsAttackAbove", Card::attack, false);
        compare(t, "IsDefenseBelow", Card::defense, true);
        compare(t, "IsDefenseAbove", Card::defense, false);
        ApiFunction.define(t, T, "IsLevelBelow", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(hasLevel(c) && c.level() <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(t, T, "IsLevelAbove", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(hasLevel(c) && c.level() >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(t, T, "IsSetCard", (a, f) ->
                LuaValue.valueOf(isSetCard(checkCard(a, 1, f).data(), ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(t, T, "EnableReviveLimit", (a, f) -> {
            checkCard(a, 1, f).enableReviveLimit();
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "IsReviveLimit", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).isReviveLimited()));

        ApiFunction.define(t, T, "GetLink", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().isLink() ? c.data().level() : 0);
        });
        ApiFunction.define(t, T, "GetReasonCard", (a, f) -> bridge.wrap(checkCard(a, 1, f).reasonCard()));
        ApiFunction.define(t, T, "IsStatus", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf((status(bridge, c) & ArgCheck.checkInteger(a, 2, f)) != 0);
        });

        ApiFunction.define(t, T, "RegisterFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            Effect flag = bridge.duel().effects().create(card, card.controller());
            flag.setType(EffectType.SINGLE);
            flag.setCode(PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f)));
            flag.setReset(ArgCheck.checkInteger(a, 3, f), (int) ArgCheck.optInteger(a, 5, f, 1));
            flag.setProperty(ArgCheck.optInteger(a, 4, f, 0) | EffectFlag.CANNOT_DISABLE);
            flag.setLabels(ArgCheck.optInteger(a, 6, f, 0));
            flag.setDescription(ArgCheck.optInteger(a, 7, f, 0));
            bridge.duel().effects().register(flag, card);
            return bridge.wrap(flag);
        });
        ApiFunction.define(t, T, "GetFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            int count = 0;
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    count++;
                }
            }
            return LuaValue.valueOf(count);
        });
        ApiFunction.define(t, T, "ResetFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            for (Effect e : java.util.List.copyOf(bridge.duel().effects().of(card))) {
                if (e.code() == code) {
                    bridge.duel().effects().remove(e);
                }
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetFlagEffectLabel", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    return LuaValue.valueOf((double) e.label());
                }
            }
            return LuaValue.NIL;
        });
    }

    /** The card's reason: while it is about to be destroyed, that destruction's; else its latest move's. */
    static long reason(LuaBridge bridge, Card c) {
        var pending = bridge.duel().pendingDestruction(c);
        return pending != null ? pending.reason() : c.lastReason();
    }

    /** The STATUS_* bits this engine can tell from a card's state (others read as unset). */
    private static long status(LuaBridge bridge, Card c) {
        int turn = bridge.duel().turn();
        long status = c.scriptStatus();
        if (c.isProperlySummoned()) {
            status |= CardStatus.PROC_COMPLETE;
        }
        if (c.location().isOnField() && c.arrivedTurn() == turn && !c.isFaceUp()) {
            status |= CardStatus.SET_TURN;
        }
        if (c.location().isOnField() && c.isFaceUp()) {
            status |= CardStatus.EFFECT_ENABLED;
        }
        if (bridge.duel().pendingDestruction(c) != null) {
            status |= CardStatus.DESTROY_CONFIRMED;
        }
        if (bridge.duel().isBattleDestroyed(c)) {
            status |= CardStatus.BATTLE_DESTROYED;
        }
        if (c.location() == Location.MZONE && c.arrivedTurn() == turn) {
            status |= switch (c.summonType()) {
                case NORMAL, TRIBUTE -> CardStatus.SUMMON_TURN;
                case FLIP -> CardStatus.FLIP_SUMMON_TURN;
                case NONE -> 0L;
                default -> CardStatus.SPSUMMON_TURN;
            };
        }
        for (var link : bridge.duel().chain().links()) {
            if (link.handler() == c) {
                status |= CardStatus.CHAINING;
            }
        }
        return status;
    }

    /** The card's name now: an applying EFFECT_CHANGE_CODE (the latest) gives it another (R118); else its original. */
    static long currentCode(LuaBridge bridge, Card card) {
        return card.currentCode();
    }

    /** ygopro's archetype match: same base (low 12 bits) and every bit of the asked set code present. */
    static boolean isSetCard(CardData data, long setname) {
        for (int code : data.setcodes()) {
            if ((code & 0xfff) == (setname & 0xfff) && (code & setname) == setname) {
                return true;
            }
        }
        return false;
    }

    private static LuaValue anyEqual(Varargs a, String f, long actual) {
        for (int i = 2; i <= a.narg(); i++) {
            if (ArgCheck.checkInteger(a, i, f) == actual) {
                return LuaValue.TRUE;
            }
        }
        return LuaValue.FALSE;
    }

    /** {@code c:IsAttackBelow(n)} and kin: monsters only, inclusive bounds. */
    private static void compare(LuaTable t, String name, ToLongFunction<Card> value, boolean below) {
        ApiFunction.define(t, T, name, (a, f) -> {
            Card c = checkCard(a, 1, f);
            long bound = ArgCheck.checkInteger(a, 2, f);
            long v = value.applyAsLong(c);
            return LuaValue.valueOf(c.isMonster() && (below ? v <= bound : v >= bound));
        });
    }

    /** Xyz monsters have a Rank and Link monsters a Link rating, not a Level: their Level reads 0 (as in ygopro). */
    private static boolean hasLevel(Card c) {
        return c.isMonster() && !c.data().isLink() && !c.data().is(CardType.XYZ);
    }

    private static int levelOf(Card c) {
        return hasLevel(c) ? c.level() : 0;
    }

    private static void number(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf((double) value.applyAsLong(checkCard(a, 1, f))));
    }

    private static void mask(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, T, name, (a, f) ->
                LuaValue.valueOf((value.applyAsLong(checkCard(a, 1, f)) & ArgCheck.checkInteger(a, 2, f)) != 0));
    }

    private static void predicate(LuaTable t, String name, Function<Card, Boolean> test) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf(test.apply(checkCard(a, 1, f))));
    }
}
