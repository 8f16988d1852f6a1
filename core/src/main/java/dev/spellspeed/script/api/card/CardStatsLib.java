package dev.spellspeed.script.api.card;

import dev.spellspeed.data.Attribute;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import java.util.function.ToLongFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: a card's name, types, Level/Rank, ATK/DEF, archetypes and scales, now and as printed. */
public final class CardStatsLib {
    private static final String T = "Card";

    private CardStatsLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);

        CardFunctions.number(table, "GetCode", c -> c.currentCode());
        CardFunctions.number(table, "GetOriginalCode", c -> c.data().alias() != 0 ? c.data().alias() : c.code());
        CardFunctions.number(table, "GetType", Card::type);
        // the type it has as a Synchro Material: printed for a monster card in a Spell & Trap Zone, else current
        CardFunctions.number(table, "GetSynchroType", c -> c.location() == Location.SZONE && c.data().isMonster()
                ? c.data().type() : c.type());
        // it has a Level: a monster (or a card that is one now), but not an Xyz or Link Monster
        CardFunctions.predicate(table, "IsHasLevel", c -> !c.data().is(CardType.XYZ) && !c.data().isLink()
                && (c.data().isMonster() || c.isMonster()));
        CardFunctions.number(table, "GetOriginalType", c -> c.data().type());
        CardFunctions.number(table, "GetLevel", CardStatsLib::levelOf);
        CardFunctions.number(table, "GetOriginalLevel", c -> CardFunctions.hasLevel(c) ? c.data().level() : 0);
        CardFunctions.number(table, "GetRace", Card::race);
        CardFunctions.number(table, "GetOriginalRace", c -> c.data().race());
        CardFunctions.number(table, "GetAttribute", Card::attribute);
        CardFunctions.number(table, "GetOriginalAttribute", c -> c.data().attribute());
        CardFunctions.number(table, "GetAttack", Card::attack);
        CardFunctions.number(table, "GetDefense", Card::defense);
        CardFunctions.number(table, "GetBaseAttack", Card::baseAttack);
        CardFunctions.number(table, "GetBaseDefense", Card::baseDefense);
        CardFunctions.number(table, "GetTextAttack", c -> c.data().attack());
        CardFunctions.number(table, "GetTextDefense", c -> c.data().defense());
        ApiFunction.define(table, T, "IsCode", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = card.currentCode();
            for (int i = 2; i <= a.narg(); i++) {
                if (ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        CardFunctions.mask(table, "IsType", Card::type);
        CardFunctions.mask(table, "IsRace", Card::race);
        CardFunctions.mask(table, "IsAttribute", Card::attribute);
        ApiFunction.define(table, T, "IsLevel", (a, f) -> anyEqual(a, f, levelOf(checkCard(a, 1, f))));
        ApiFunction.define(table, T, "IsAttack", (a, f) -> anyEqual(a, f, checkCard(a, 1, f).attack()));
        ApiFunction.define(table, T, "IsDefense", (a, f) -> anyEqual(a, f, checkCard(a, 1, f).defense()));
        compare(table, "IsAttackBelow", Card::attack, true);
        compare(table, "IsAttackAbove", Card::attack, false);
        compare(table, "IsDefenseBelow", Card::defense, true);
        compare(table, "IsDefenseAbove", Card::defense, false);
        ApiFunction.define(table, T, "IsLevelBelow", (a, f) -> {
            Card c = checkCard(a, 1, f);
            // a Level of 0 is none, as in ygopro (is_level_below): a Level-0 Token is below no Level
            return LuaValue.valueOf(levelOf(c) > 0 && c.level() <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, T, "IsLevelAbove", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(levelOf(c) > 0 && c.level() >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, T, "IsSetCard", (a, f) ->
                LuaValue.valueOf(CardFunctions.isSetCard(checkCard(a, 1, f).data(), ArgCheck.checkInteger(a, 2, f))));
        // Ranks: an Xyz Monster has a Rank instead of a Level (its database level field)
        ApiFunction.define(table, "Card", "GetRank", (a, f) -> LuaValue.valueOf(rank(LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(table, "Card", "GetOriginalRank", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().is(CardType.XYZ) ? c.data().level() : 0);
        });
        ApiFunction.define(table, "Card", "IsRank", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (rank > 0 && ArgCheck.checkInteger(a, i, f) == rank) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(table, "Card", "IsRankAbove", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rank > 0 && rank >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, "Card", "IsRankBelow", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rank > 0 && rank <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, "Card", "IsXyzType", (a, f) ->
                LuaValue.valueOf((LuaCards.checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(table, "Card", "IsSynchroType", (a, f) ->
                LuaValue.valueOf((LuaCards.checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // Pendulum Scales
        CardFunctions.number(table, "GetLeftScale", c -> c.data().leftScale());
        CardFunctions.number(table, "GetRightScale", c -> c.data().rightScale());
        CardFunctions.number(table, "GetOriginalLeftScale", c -> c.data().leftScale());
        CardFunctions.number(table, "GetOriginalRightScale", c -> c.data().rightScale());
        // in the left Pendulum Zone (Spell & Trap Zone 0) its left scale counts, in the right one its right scale
        CardFunctions.number(table, "GetCurrentScale", c -> c.location() == Location.SZONE && c.sequence() == 4
                ? c.data().rightScale() : c.data().leftScale());
        // no card here has a second name by rule (ygopro's rule code): its name by rule is its original name
        CardFunctions.number(table, "GetOriginalCodeRule", CardFunctions::originalCode);
        ApiFunction.define(table, T, "IsOriginalCodeRule", (a, f) -> {
            long code = CardFunctions.originalCode(checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(table, T, "IsAllTypes", (a, f) -> {
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf((checkCard(a, 1, f).type() & wanted) == wanted);
        });
        // true when the card has an attribute other than the given ones
        ApiFunction.define(table, T, "IsNonAttribute", (a, f) -> LuaValue.valueOf(
                (checkCard(a, 1, f).attribute() & Attribute.ALL & ~ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(table, T, "IsExtraDeckMonster", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).data().isExtraDeckMonster()));
        // (c, setcode...): its printed archetypes, whatever effects add
        ApiFunction.define(table, T, "IsOriginalSetCard", (a, f) -> CardFunctions.anySet(a, f, checkCard(a, 1, f).data()));
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

    private static int levelOf(Card c) {
        return CardFunctions.hasLevel(c) ? c.level() : 0;
    }

    private static int rank(Card c) {
        return c.isMonster() && c.data().is(CardType.XYZ) ? c.level() : 0;
    }
}
