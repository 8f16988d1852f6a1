package dev.spellspeed.script.api.card;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardStatus;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.summon.NormalSummonCheck;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.LuaEffectFunction;
import java.util.function.Predicate;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: where a card is and how: location, position, controller, reason, status, summon type, counters of turns. */
public final class CardStateLib {
    private static final String T = "Card";

    private CardStateLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Prohibitions prohibitions = bridge.rules().prohibitions();
        NormalSummonCheck summonCheck = bridge.rules().normalSummonCheck();
        UniqueCards uniqueCards = bridge.rules().uniqueCards();

        CardFunctions.number(table, "GetLocation", c -> c.location().mask());
        CardFunctions.number(table, "GetSequence", Card::sequence);
        CardFunctions.number(table, "GetPosition", c -> c.position().mask());
        CardFunctions.number(table, "GetControler", Card::controller);
        CardFunctions.number(table, "GetOwner", Card::owner);
        CardFunctions.number(table, "GetReason", c -> CardFunctions.reason(bridge, c));
        CardFunctions.number(table, "GetSummonType", c -> c.summonType().value());
        CardFunctions.number(table, "GetTurnID", Card::arrivedTurn);
        // a Pendulum card in a Pendulum Zone is also in LOCATION_PZONE
        CardFunctions.mask(table, "IsLocation", c -> c.location().mask() | (c.location() == Location.SZONE
                && c.type() == (CardType.SPELL | CardType.PENDULUM)
                        ? LocationMask.PZONE : 0));
        CardFunctions.mask(table, "IsPosition", c -> c.position().mask());
        CardFunctions.mask(table, "IsReason", c -> CardFunctions.reason(bridge, c));
        CardFunctions.predicate(table, "IsFaceup", Card::isFaceUp);
        CardFunctions.predicate(table, "IsFacedown", c -> !c.isFaceUp());
        CardFunctions.predicate(table, "IsAttackPos", c -> c.location() == Location.MZONE && c.position().isAttack());
        CardFunctions.predicate(table, "IsDefensePos", c -> c.location() == Location.MZONE && c.position().isDefense());
        CardFunctions.predicate(table, "IsOnField", c -> c.location().isOnField());
        ApiFunction.define(table, T, "IsControler", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).controller() == ArgCheck.checkInt(a, 2, f)));
        ApiFunction.define(table, T, "IsSummonType", (a, f) -> {
            long type = checkCard(a, 1, f).summonType().value();
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf(type != 0 && (type & wanted) == wanted);
        });
        ApiFunction.define(table, T, "EnableReviveLimit", (a, f) -> {
            checkCard(a, 1, f).enableReviveLimit();
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "IsReviveLimit", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).isReviveLimited()));
        ApiFunction.define(table, T, "GetReasonCard", (a, f) -> bridge.wrap(checkCard(a, 1, f).reasonCard()));
        ApiFunction.define(table, T, "IsStatus", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf((status(bridge, c) & ArgCheck.checkInteger(a, 2, f)) != 0);
        });
        // a monster summoned by its own way (a Fusion, a Ritual) counts as properly summoned from now on (R021)
        ApiFunction.define(table, "Card", "CompleteProcedure", (a, f) -> {
            duel.field().markProperlySummoned(LuaCards.checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        // ([cancel=true]): the activated card stays on the field after its chain resolves
        ApiFunction.define(table, "Card", "CancelToGrave", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setStaysAfterResolving(a.narg() < 2 || a.arg(2).toboolean());
            return LuaValue.NONE;
        });
        // (card, type[, attribute, race, level, atk, def]): this Trap Card may now be Special Summoned as a monster
        ApiFunction.define(table, "Card", "AddMonsterAttribute", (a, f) -> {
            bridge.rules().trapMonsters().addMonsterAttribute(LuaCards.checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, 0), ArgCheck.optInteger(a, 4, f, 0), ArgCheck.optInteger(a, 5, f, 0),
                    ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0));
            return LuaValue.NONE;
        });
        // Gemini monsters: Gemini-summoned (or made so by an effect), with their effects until they leave (R022)
        ApiFunction.define(table, "Card", "IsDualState", (a, f) ->
                LuaValue.valueOf(duel.reach().isAffectedBy(LuaCards.checkCard(a, 1, f), EffectCode.DUAL_STATUS)));
        ApiFunction.define(table, "Card", "EnableDualState", (a, f) -> {
            bridge.rules().geminiMonsters().enableGeminiState(LuaCards.checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, "Card", "IsDisabled", (a, f) ->
                LuaValue.valueOf(prohibitions.isDisabled(LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(table, "Card", "IsForbidden", (a, f) ->
                LuaValue.valueOf(summonCheck.isForbidden(LuaCards.checkCard(a, 1, f))));
        // (status, on): the bit reads back through Card.IsStatus
        ApiFunction.define(table, "Card", "SetStatus", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setScriptStatus(ArgCheck.checkInteger(a, 2, f), a.arg(3).toboolean());
            return LuaValue.NONE;
        });
        // face-up, or in a place whose cards are known to be what they are (hand, GY, Deck), as in ygopro
        CardFunctions.predicate(table, "IsFaceupEx", c -> c.isFaceUp() || c.location() == Location.HAND || c.location() == Location.GRAVE
                || c.location() == Location.DECK);
        CardFunctions.predicate(table, "IsPublic", Card::isFaceUp);
        CardFunctions.number(table, "GetFieldID", c -> c.history().fieldId());
        ApiFunction.define(table, T, "IsSummonPlayer", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).history().summonPlayer() == ArgCheck.checkInteger(a, 2, f)));
        ApiFunction.define(table, T, "IsSummonLocation", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).history().summonLocation() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // while the card is about to be destroyed, the destruction's (a replacement asks about it then)
        CardFunctions.number(table, "GetReasonPlayer", c -> duel.operation().pendingDestruction(c) != null ? duel.operation().pendingDestruction(c).reasonPlayer()
                : c.history().reasonPlayer());
        ApiFunction.define(table, T, "GetReasonEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            var pending = duel.operation().pendingDestruction(c);
            return bridge.wrap(pending != null ? pending.reasonEffect() : c.history().reasonEffect());
        });
        ApiFunction.define(table, T, "GetColumnGroup", (a, f) ->
                bridge.wrap(new CardGroup(duel.field().columnCards(checkCard(a, 1, f)))));
        CardFunctions.predicate(table, "IsAllColumn", duel.field()::isAllColumn);
        ApiFunction.define(table, T, "SetTurnCounter", (a, f) -> {
            checkCard(a, 1, f).history().setTurnCounter(ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        CardFunctions.number(table, "GetTurnCounter", c -> c.history().turnCounter());
        ApiFunction.define(table, T, "GetSummonPlayer", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).history().summonPlayer()));
        // (c, type, value): a hint for a client's display; a headless duel has none
        ApiFunction.define(table, T, "SetHint", (a, f) -> {
            checkCard(a, 1, f);
            ArgCheck.checkInteger(a, 2, f);
            ArgCheck.checkInteger(a, 3, f);
            return LuaValue.NONE;
        });
        // the card's id in its current location, kept through changes of control and position
        ApiFunction.define(table, T, "GetRealFieldID", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).history().realFieldId()));
        // a card in the Deck turns face-up where it is
        ApiFunction.define(table, T, "ReverseInDeck", (a, f) -> {
            bridge.duel().field().reverseInDeck(checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        // where the card is going while it is about to be destroyed (LOCATION_*); 0 otherwise
        ApiFunction.define(table, T, "GetDestination", (a, f) -> {
            PendingDestruction pending = bridge.duel().operation().pendingDestruction(checkCard(a, 1, f));
            return LuaValue.valueOf(pending == null ? 0 : pending.destination().mask());
        });
        // (c, own side, opponent's side, code or filter(c)[, location=LOCATION_ONFIELD])
        ApiFunction.define(table, "Card", "SetUniqueOnField", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean own = ArgCheck.checkInteger(a, 2, f) != 0;
            boolean opponent = ArgCheck.checkInteger(a, 3, f) != 0;
            Predicate<Card> matches;
            if (a.arg(4).isfunction()) {
                LuaEffectFunction filter = new LuaEffectFunction(bridge, (LuaFunction) a.arg(4),
                        CallbackRole.OTHER, c.code());
                matches = x -> truthy(filter.invoke(x));
            } else {
                long code = ArgCheck.checkInteger(a, 4, f);
                matches = x -> x.currentCode() == code;
            }
            int locations = (int) ArgCheck.optInteger(a, 5, f, LocationMask.ONFIELD);
            uniqueCards.register(c, own, opponent, matches, locations);
            return LuaValue.NONE;
        });
        // (c, player[, location=LOCATION_ONFIELD, ignored card]): true if c could be face-up there
        ApiFunction.define(table, "Card", "CheckUniqueOnField", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int player = LuaArgs.player(a, 2, f);
            int location = (int) ArgCheck.optInteger(a, 3, f, LocationMask.ONFIELD) & LocationMask.ONFIELD;
            Card ignore = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            return LuaValue.valueOf(!uniqueCards.blocked(c, player, location, ignore));
        });
    }

    /** The STATUS_* bits this engine can tell from a card's state (others read as unset). */
    private static long status(LuaBridge bridge, Card c) {
        int turn = bridge.duel().turn().number();
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
        if (bridge.duel().operation().pendingDestruction(c) != null) {
            status |= CardStatus.DESTROY_CONFIRMED;
        }
        if (bridge.duel().battle().isBattleDestroyed(c)) {
            status |= CardStatus.BATTLE_DESTROYED;
        }
        if (bridge.duel().battle().inOpposedBattle(c)) {
            status |= CardStatus.OPPO_BATTLE;
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

    private static boolean truthy(Object value) {
        return value != null && !Boolean.FALSE.equals(value);
    }
}
