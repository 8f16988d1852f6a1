package dev.spellspeed.script.api;

import dev.spellspeed.data.Attribute;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.SummonInfo;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.CardCapabilities;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/**
 * What a card is, was and can undergo: its field identity, why and by whom it moved, its summon,
 * what it was on the field, its battles, the effects that apply to it, and the checks scripts make
 * before acting on it (change position or control, return to the Extra Deck, negate, equip, attack).
 */
final class CardStateLib {
    private static final String T = "Card";

    private CardStateLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        CardCapabilities capabilities = bridge.rules().capabilities();

        // face-up, or in a place whose cards are known to be what they are (hand, GY, Deck), as in ygopro
        predicate(t, "IsFaceupEx", c -> c.isFaceUp() || c.location() == Location.HAND || c.location() == Location.GRAVE
                || c.location() == Location.DECK);
        predicate(t, "IsPublic", Card::isFaceUp);
        number(t, "GetFieldID", c -> c.history().fieldId());
        ApiFunction.define(bridge.scripts().apiTable("Effect"), "Effect", "GetFieldID", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).id()));
        ApiFunction.define(t, T, "IsSummonPlayer", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).history().summonPlayer() == ArgCheck.checkInteger(a, 2, f)));
        ApiFunction.define(t, T, "IsSummonLocation", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).history().summonLocation() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // while the card is about to be destroyed, the destruction's (a replacement asks about it then)
        number(t, "GetReasonPlayer", c -> duel.pendingDestruction(c) != null ? duel.pendingDestruction(c).reasonPlayer()
                : c.history().reasonPlayer());
        ApiFunction.define(t, T, "GetReasonEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            var pending = duel.pendingDestruction(c);
            return bridge.wrap(pending != null ? pending.reasonEffect() : c.history().reasonEffect());
        });

        number(t, "GetPreviousSequence", c -> c.history().previousSequence());
        ApiFunction.define(t, T, "GetPreviousEquipTarget", (a, f) ->
                bridge.wrap(checkCard(a, 1, f).history().previousEquipTarget()));
        number(t, "GetPreviousTypeOnField", c -> onField(c) == null ? 0 : onField(c).type());
        number(t, "GetPreviousRaceOnField", c -> onField(c) == null ? 0 : onField(c).race());
        number(t, "GetPreviousAttributeOnField", c -> onField(c) == null ? 0 : onField(c).attribute());
        number(t, "GetPreviousCodeOnField", c -> onField(c) == null ? 0 : onField(c).code());
        ApiFunction.define(t, T, "IsPreviousSetCard", (a, f) -> {
            Card c = checkCard(a, 1, f);
            CardData previous = previousData(duel, c);
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && previous != null && CardLib.isSetCard(previous, ArgCheck.checkInteger(a, i, f))) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });

        // no card here has a second name by rule (ygopro's rule code): its name by rule is its original name
        number(t, "GetOriginalCodeRule", CardStateLib::originalCode);
        ApiFunction.define(t, T, "IsOriginalCodeRule", (a, f) -> {
            long code = originalCode(checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(t, T, "IsAllTypes", (a, f) -> {
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf((checkCard(a, 1, f).type() & wanted) == wanted);
        });
        // true when the card has an attribute other than the given ones
        ApiFunction.define(t, T, "IsNonAttribute", (a, f) -> LuaValue.valueOf(
                (checkCard(a, 1, f).attribute() & Attribute.ALL & ~ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(t, T, "GetColumnGroup", (a, f) ->
                bridge.wrap(new CardGroup(duel.field().columnCards(checkCard(a, 1, f)))));

        number(t, "GetBattledGroupCount", c -> c.history().battledIn(duel.turn()).size());
        number(t, "GetBattlePosition", c -> c.history().battlePosition() == null ? 0 : c.history().battlePosition().mask());
        ApiFunction.define(t, T, "SetTurnCounter", (a, f) -> {
            checkCard(a, 1, f).history().setTurnCounter(ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        number(t, "GetTurnCounter", c -> c.history().turnCounter());
        ApiFunction.define(t, T, "GetSpecialSummonInfo", (a, f) -> {
            CardHistory.SummonSource source = checkCard(a, 1, f).history().summonSource();
            LuaValue[] values = new LuaValue[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < values.length; i++) {
                values[i] = summonInfo(bridge, source, ArgCheck.checkInteger(a, i + 2, f));
            }
            return LuaValue.varargsOf(values);
        });

        ApiFunction.define(t, T, "IsHasEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            List<Effect> effects = capabilities.effectsOn(c, ArgCheck.checkInteger(a, 2, f));
            // a player (0 or 1) asks only for effects whose count limit still lets that player use them
            long player = ArgCheck.optInteger(a, 3, f, 2);
            List<LuaValue> found = new ArrayList<>();
            for (Effect e : effects) {
                if (player >= 2 || player < 0 || capabilities.countLimitLeft(e, (int) player)) {
                    found.add(bridge.wrap(e));
                }
            }
            return found.isEmpty() ? LuaValue.NIL : LuaValue.varargsOf(found.toArray(new LuaValue[0]));
        });
        ApiFunction.define(t, T, "GetEffectCount", (a, f) -> LuaValue.valueOf(
                capabilities.effectsOn(checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f)).size()));
        ApiFunction.define(t, T, "GetActivateEffect", (a, f) -> {
            List<LuaValue> found = new ArrayList<>();
            for (Effect e : duel.effects().of(checkCard(a, 1, f))) {
                if (e.hasType(EffectType.ACTIVATE)) {
                    found.add(bridge.wrap(e));
                }
            }
            return LuaValue.varargsOf(found.toArray(new LuaValue[0]));
        });
        ApiFunction.define(t, T, "SetCounterLimit", (a, f) -> {
            Card c = checkCard(a, 1, f);
            Effect limit = duel.effects().create(c, c.controller());
            limit.setType(EffectType.SINGLE);
            limit.setCode(EffectCode.COUNTER_LIMIT | (ArgCheck.checkInteger(a, 2, f) & 0xffff));
            limit.setValue(new EffectValue.Constant(ArgCheck.checkInteger(a, 3, f)));
            duel.effects().register(limit, c);
            return LuaValue.NONE;
        });

        predicate(t, "IsCanChangePosition", capabilities::canChangePosition);
        predicate(t, "IsAbleToChangeControler", capabilities::canChangeControl);
        predicate(t, "IsAttackable", capabilities::canAttack);
        predicate(t, "IsAbleToExtra", c -> capabilities.canBeSentToExtra(c, reasonPlayer(duel)));
        predicate(t, "IsAbleToExtraAsCost", c -> capabilities.canBeSentToExtraAsCost(c, reasonPlayer(duel)));
        predicate(t, "IsAbleToDeckOrExtraAsCost", c -> c.data().isExtraDeckMonster()
                ? capabilities.canBeSentToExtraAsCost(c, reasonPlayer(duel))
                : capabilities.canBeSentToDeckAsCost(c, reasonPlayer(duel)));
        // (effect[, as a monster effect = true])
        ApiFunction.define(t, T, "IsCanBeDisabledByEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            Effect e = LuaBridge.checkEffect(a, 2, f);
            boolean monsterEffect = a.narg() < 3 || a.arg(3).toboolean();
            return LuaValue.valueOf(capabilities.canBeNegatedBy(c, e, monsterEffect));
        });
        ApiFunction.define(t, T, "CheckEquipTarget", (a, f) ->
                LuaValue.valueOf(capabilities.canEquipTo(checkCard(a, 1, f), checkCard(a, 2, f))));
    }

    /** One SUMMON_INFO_* field of the summon's source; zeros (and no effect, PLAYER_NONE) when there is none. */
    private static LuaValue summonInfo(LuaBridge bridge, CardHistory.SummonSource s, long flag) {
        boolean xyz = s != null && (s.type() & CardType.XYZ) != 0;
        boolean link = s != null && (s.type() & CardType.LINK) != 0;
        long value;
        if (flag == SummonInfo.CODE) {
            value = s == null ? 0 : s.code();
        } else if (flag == SummonInfo.CODE2) {
            value = 0;
        } else if (flag == SummonInfo.TYPE) {
            value = s == null ? 0 : s.type();
        } else if (flag == SummonInfo.LEVEL) {
            value = s == null || xyz || link ? 0 : s.level();
        } else if (flag == SummonInfo.RANK) {
            value = xyz ? s.level() : 0;
        } else if (flag == SummonInfo.ATTRIBUTE) {
            value = s == null ? 0 : s.attribute();
        } else if (flag == SummonInfo.RACE) {
            value = s == null ? 0 : s.race();
        } else if (flag == SummonInfo.ATTACK) {
            value = s == null ? 0 : s.attack();
        } else if (flag == SummonInfo.DEFENSE) {
            value = s == null ? 0 : s.defense();
        } else if (flag == SummonInfo.REASON_EFFECT) {
            return s == null ? LuaValue.NIL : bridge.wrap(s.effect());
        } else if (flag == SummonInfo.REASON_PLAYER) {
            value = s == null ? Players.NONE : s.player();
        } else {
            return LuaValue.NIL;
        }
        return LuaValue.valueOf((double) value);
    }

    private static CardHistory.OnField onField(Card c) {
        return c.history().onField();
    }

    /** The card data of the name the card had on the field (its own data when the name was its own). */
    private static CardData previousData(Duel duel, Card c) {
        CardHistory.OnField state = c.history().onField();
        if (state == null) {
            return null;
        }
        if (state.code() == c.code() || state.code() == originalCode(c)) {
            return c.data();
        }
        return duel.cardData((int) state.code()).orElse(null);
    }

    private static long originalCode(Card c) {
        return c.data().alias() != 0 ? c.data().alias() : c.code();
    }

    /** The player whose effect is running (ygopro's reason player), else the turn player. */
    private static int reasonPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turnPlayer();
    }

    private static void number(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf((double) value.applyAsLong(checkCard(a, 1, f))));
    }

    private static void predicate(LuaTable t, String name, Function<Card, Boolean> test) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf(test.apply(checkCard(a, 1, f))));
    }
}
