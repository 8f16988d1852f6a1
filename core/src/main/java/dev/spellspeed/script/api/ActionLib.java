package dev.spellspeed.script.api;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.DuelActions;
import dev.spellspeed.rules.Prohibitions;
import dev.spellspeed.rules.SpecialSummonTerms;
import dev.spellspeed.rules.UniqueCards;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * The actions of the {@code Duel} table (Destroy, SendtoGrave, SpecialSummon, Draw, Damage, …) and
 * the Card checks that go with them. The effect whose callback is running is the reason effect.
 */
final class ActionLib {
    private static final String T = "Duel";

    private ActionLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        DuelActions actions = bridge.actions();
        LuaTable card = bridge.scripts().apiTable("Card");
        Prohibitions prohibitions = bridge.rules().prohibitions();
        UniqueCards uniqueCards = bridge.rules().uniqueCards();

        // (targets, reason[, destination]): LOCATION_REMOVED destroys and banishes
        ApiFunction.define(t, T, "Destroy", (a, f) -> LuaValue.valueOf(actions.destroy(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f),
                ArgCheck.optInteger(a, 3, f, Location.GRAVE.mask()) == Location.REMOVED.mask() ? Location.REMOVED : Location.GRAVE,
                reasonEffect(duel), reasonPlayer(duel))));
        // (player, count): the results, 1 for heads
        ApiFunction.define(t, T, "TossCoin", (a, f) -> {
            int count = (int) ArgCheck.optInteger(a, 2, f, 1);
            LuaValue[] results = new LuaValue[Math.max(1, count)];
            for (int i = 0; i < results.length; i++) {
                results[i] = LuaValue.valueOf(actions.tossCoin() ? 1 : 0);
            }
            return LuaValue.varargsOf(results);
        });
        // (player, count[, opponent's count]): the player's dice, then the opponent's; 5 dice at most in all
        ApiFunction.define(t, T, "TossDice", (a, f) -> {
            int own = (int) Math.min(5, Math.max(1, ArgCheck.optInteger(a, 2, f, 1)));
            int opponents = (int) Math.max(0, Math.min(5 - own, ArgCheck.optInteger(a, 3, f, 0)));
            LuaValue[] results = new LuaValue[own + opponents];
            for (int i = 0; i < results.length; i++) {
                results[i] = LuaValue.valueOf(actions.tossDice());
            }
            return LuaValue.varargsOf(results);
        });
        // the player calls it: 1 heads, 0 tails (COIN_HEADS / COIN_TAILS)
        ApiFunction.define(t, T, "AnnounceCoin", (a, f) -> LuaValue.valueOf(duel.ask(new ChoicePrompt<>(
                DuelLib.player(a, 1, f), PromptKind.ANNOUNCE, "call the coin toss: 1 heads, 0 tails",
                java.util.List.of(1L, 0L)))));
        ApiFunction.define(t, T, "SendtoGrave", (a, f) -> LuaValue.valueOf(actions.sendToGrave(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f), reasonEffect(duel), reasonPlayer(duel))));
        ApiFunction.define(t, T, "Release", (a, f) -> LuaValue.valueOf(actions.release(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f), reasonEffect(duel), reasonPlayer(duel))));
        ApiFunction.define(t, T, "SendtoHand", (a, f) -> {
            Integer player = a.arg(2).isnil() ? null : DuelLib.player(a, 2, f);
            return LuaValue.valueOf(actions.sendToHand(LuaBridge.checkCards(a, 1, f), player,
                    ArgCheck.checkInteger(a, 3, f), reasonEffect(duel), reasonPlayer(duel)));
        });
        ApiFunction.define(t, T, "SendtoDeck", (a, f) -> LuaValue.valueOf(actions.sendToDeck(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 4, f), ArgCheck.checkInt(a, 3, f), reasonEffect(duel), reasonPlayer(duel))));
        // (cards, position, reason): position 0 is face-up, as in ygopro
        ApiFunction.define(t, T, "Remove", (a, f) -> LuaValue.valueOf(actions.banish(LuaBridge.checkCards(a, 1, f),
                a.arg(2).isnumber() && a.arg(2).toint() == 0 ? Position.FACEUP_ATTACK : position(a, 2, f, Position.FACEUP_ATTACK), ArgCheck.checkInteger(a, 3, f), reasonEffect(duel),
                reasonPlayer(duel))));
        ApiFunction.define(t, T, "Draw", (a, f) -> LuaValue.valueOf(actions.draw(DuelLib.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f), reasonEffect(duel), reasonPlayer(duel))));
        ApiFunction.define(t, T, "Damage", (a, f) -> LuaValue.valueOf(actions.damage(DuelLib.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), false, reasonEffect(duel), reasonPlayer(duel))));
        ApiFunction.define(t, T, "Recover", (a, f) -> LuaValue.valueOf(actions.recover(DuelLib.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), reasonEffect(duel), reasonPlayer(duel))));
        ApiFunction.define(t, T, "CheckLPCost", (a, f) ->
                LuaValue.valueOf(duel.lp(DuelLib.player(a, 1, f)) >= ArgCheck.checkInt(a, 2, f)));
        ApiFunction.define(t, T, "PayLPCost", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int cost = ArgCheck.checkInt(a, 2, f);
            // as in ygopro the LP are paid even if there are not enough (scripts check first with
            // CheckLPCost; an effect making the opponent pay does not): 0 LP loses at the next check
            if (cost > 0) {
                actions.payLp(player, cost);
            }
            return LuaValue.NONE;
        });
        // (player, filter, min, max, reason, excluded, extra...)
        ApiFunction.define(t, T, "DiscardHand", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, CardQueries.field(duel, player, Location.HAND.mask(), 0),
                    a.arg(2), a.arg(6), a.subargs(7));
            CardGroup chosen = GroupLib.select(bridge, player, candidates, ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f));
            return LuaValue.valueOf(actions.discard(chosen, ArgCheck.checkInteger(a, 5, f) & ~Reason.DISCARD,
                    reasonEffect(duel), reasonPlayer(duel)));
        });
        // (targets, sumtype, summoning player, target player, nocheck, nolimit, position)
        ApiFunction.define(t, T, "SpecialSummon", (a, f) ->
                LuaValue.valueOf(actions.specialSummon(LuaBridge.checkCards(a, 1, f), summonTerms(duel, a, f))));
        // (card, sumtype, summoning player, target player, nocheck, nolimit, position): placed now, succeeds at Complete
        ApiFunction.define(t, T, "SpecialSummonStep", (a, f) ->
                LuaValue.valueOf(actions.specialSummonStep(LuaCards.checkCard(a, 1, f), summonTerms(duel, a, f))));
        ApiFunction.define(t, T, "SpecialSummonComplete", (a, f) ->
                LuaValue.valueOf(actions.specialSummonComplete(reasonEffect(duel))));
        // a monster summoned by its own way (a Fusion, a Ritual) counts as properly summoned from now on (R021)
        ApiFunction.define(card, "Card", "CompleteProcedure", (a, f) -> {
            duel.field().markProperlySummoned(LuaCards.checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        // ([cancel=true]): the activated card stays on the field after its chain resolves
        ApiFunction.define(card, "Card", "CancelToGrave", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setStaysAfterResolving(a.narg() < 2 || a.arg(2).toboolean());
            return LuaValue.NONE;
        });
        // (card, type[, attribute, race, level, atk, def]): this Trap Card may now be Special Summoned as a monster
        ApiFunction.define(card, "Card", "AddMonsterAttribute", (a, f) -> {
            actions.addMonsterAttribute(LuaCards.checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, 0), ArgCheck.optInteger(a, 4, f, 0), ArgCheck.optInteger(a, 5, f, 0),
                    ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0));
            return LuaValue.NONE;
        });
        // (player, card or group[, target player, confirm]): how many were Set
        ApiFunction.define(t, T, "SSet", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int target = a.arg(3).isnil() ? player : DuelLib.player(a, 3, f);
            int set = 0;
            for (Card c : LuaBridge.checkCards(a, 2, f).toList()) {
                if (c.data().isSpell() || c.data().isTrap()) {
                    set += actions.setSpellTrap(c, target, Reason.EFFECT, reasonEffect(duel), player) ? 1 : 0;
                }
            }
            return LuaValue.valueOf(set);
        });
        ApiFunction.define(card, "Card", "IsSSetable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean room = c.data().is(CardType.FIELD) ? duel.field().isFieldZoneFree(c.controller())
                    : a.arg(2).toboolean() || !duel.field().freeSpellTrapZones(c.controller()).isEmpty();
            return LuaValue.valueOf((c.data().isSpell() || c.data().isTrap()) && c.location() != Location.SZONE && room
                    && !prohibitions.cannotSetSpellTrap(c.controller(), c));
        });
        // (card[, position]): a banished card back where it was, not summoned
        ApiFunction.define(t, T, "ReturnToField", (a, f) -> {
            Position given = a.arg(2).isnil() ? null : position(a, 2, f, Position.FACEUP_ATTACK);
            return LuaValue.valueOf(actions.returnToField(LuaCards.checkCard(a, 1, f), given, reasonEffect(duel),
                    reasonPlayer(duel)));
        });
        // (player, reason): the player wins at the rules' next check
        // (player, reason): that player wins at the next check of the rules; PLAYER_NONE: the duel is a draw
        ApiFunction.define(t, T, "Win", (a, f) -> {
            if (ArgCheck.checkInteger(a, 1, f) == Players.NONE) {
                duel.declareWin(0);
                duel.declareWin(1); // both "win" at once: a draw, as ygopro's PLAYER_NONE
                return LuaValue.NONE;
            }
            int player = DuelLib.player(a, 1, f);
            duel.declareWin(player);
            return LuaValue.NONE;
        });
        // (cards, face-up Attack's new position[, face-down Attack's, face-up Defense's, face-down Defense's]):
        // each card takes the one for its current position; a missing or 0 one is the first's; 0 leaves it
        ApiFunction.define(t, T, "ChangePosition", (a, f) -> {
            long first = ArgCheck.checkInteger(a, 2, f);
            long[] byCurrent = new long[4];
            for (int i = 0; i < 4; i++) {
                long given = i == 0 ? first : ArgCheck.optInteger(a, i + 2, f, 0);
                byCurrent[i] = given == 0 ? first : given;
            }
            java.util.Map<Position, CardGroup> groups = new java.util.LinkedHashMap<>();
            for (Card c : LuaBridge.checkCards(a, 1, f).toList()) {
                long wanted = byCurrent[Integer.numberOfTrailingZeros(c.position().mask())];
                Position to = wanted == 0 ? null : Position.firstIn(wanted);
                if (wanted != 0 && to == null) {
                    throw ArgCheck.error(f, 2, "a POS_* value", a.arg(2));
                }
                if (to != null) {
                    groups.computeIfAbsent(to, p -> new CardGroup()).add(c);
                }
            }
            int changed = 0;
            for (java.util.Map.Entry<Position, CardGroup> group : groups.entrySet()) {
                changed += actions.changePosition(group.getValue(), group.getKey(), reasonEffect(duel), reasonPlayer(duel));
            }
            return LuaValue.valueOf(changed);
        });
        // (targets, player[, reset phase, reset count]): how many changed control
        ApiFunction.define(t, T, "GetControl", (a, f) -> {
            int player = DuelLib.player(a, 2, f);
            long phase = ArgCheck.optInteger(a, 3, f, 0);
            int count = (int) ArgCheck.optInteger(a, 4, f, 1);
            int changed = 0;
            for (Card c : LuaBridge.checkCards(a, 1, f).toList()) {
                if (actions.control().take(c, player, reasonEffect(duel), phase, count)) {
                    changed++;
                }
            }
            return LuaValue.valueOf(changed);
        });
        ApiFunction.define(card, "Card", "IsControlerCanBeChanged", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() == Location.MZONE
                    && !duel.field().freeMainMonsterZones(1 - c.controller()).isEmpty());
        });
        ApiFunction.define(t, T, "CreateToken", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int code = ArgCheck.checkInt(a, 2, f);
            if (duel.cardData(code).isEmpty()) {
                throw new LuaError(f + ": argument 2: unknown token code " + code + " (not in the card database)");
            }
            return bridge.wrap(actions.createToken(player, code));
        });
        // (player, activity): summons this turn; ACTIVITY_SUMMON counts Normal Summons and Sets
        ApiFunction.define(t, T, "GetActivityCount", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int kind = ArgCheck.checkInt(a, 2, f);
            int count = switch (kind) {
                case 1, 2 -> duel.summonsThisTurn(player, 0);
                case 3 -> duel.summonsThisTurn(player, 2);
                case 4 -> duel.summonsThisTurn(player, 1);
                default -> throw new LuaError(f + ": ACTIVITY value " + kind + " is not supported yet");
            };
            return LuaValue.valueOf(count);
        });
        // (player, equip card, target[, face-up, is step])
        ApiFunction.define(t, T, "Equip", (a, f) -> LuaValue.valueOf(actions.equip(DuelLib.player(a, 1, f),
                LuaCards.checkCard(a, 2, f), LuaCards.checkCard(a, 3, f))));
        ApiFunction.define(t, T, "ShuffleDeck", (a, f) -> {
            duel.field().shuffleDeck(DuelLib.player(a, 1, f), duel.random());
            return LuaValue.NONE;
        });
        // a hand has no order to shuffle here, and confirming shows cards to a client there is none of
        ApiFunction.define(t, T, "ShuffleHand", (a, f) -> LuaValue.NONE);
        ApiFunction.define(t, T, "ConfirmCards", (a, f) -> LuaValue.NONE);
        // separates the steps of an effect ("then"): what happened before is no longer the last thing (R056)
        ApiFunction.define(t, T, "BreakEffect", (a, f) -> {
            duel.newEventBatch();
            return LuaValue.NONE;
        });
        // (player, count, reason): the top cards of the Deck to the GY
        ApiFunction.define(t, T, "DiscardDeck", (a, f) -> LuaValue.valueOf(actions.discardDeck(DuelLib.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f), reasonEffect(duel), reasonPlayer(duel))));
        // nothing forbids milling yet (EFFECT_CANNOT_DISCARD_DECK), so as a cost it is the same question
        ApiFunction.Body canDiscardDeck = (a, f) -> {
            int count = ArgCheck.checkInt(a, 2, f);
            return LuaValue.valueOf(count >= 0 && duel.field().count(DuelLib.player(a, 1, f), Location.DECK) >= count);
        };
        ApiFunction.define(t, T, "IsPlayerCanDiscardDeck", canDiscardDeck);
        ApiFunction.define(t, T, "IsPlayerCanDiscardDeckAsCost", canDiscardDeck);
        ApiFunction.define(t, T, "IsPlayerCanDraw", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            return LuaValue.valueOf(duel.field().count(player, Location.DECK) >= ArgCheck.optInteger(a, 2, f, 0));
        });
        ApiFunction.define(t, T, "IsPlayerCanSpecialSummon", (a, f) -> LuaValue.TRUE);
        ApiFunction.define(t, T, "IsPlayerCanSpecialSummonMonster", (a, f) -> LuaValue.TRUE);

        ApiFunction.define(card, "Card", "IsRelateToEffect", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(duel.chain().isRelated(c, LuaBridge.checkEffect(a, 2, f)));
        });
        ApiFunction.define(card, "Card", "IsRelateToChain", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            ChainLink link = duel.chain().current();
            return LuaValue.valueOf(link != null && link.isRelated(c));
        });
        // (c, e): related to e's link, or to e itself when it is not on the chain (an effect run by another)
        ApiFunction.define(card, "Card", "CreateEffectRelation", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            duel.chain().relate(c, LuaBridge.checkEffect(a, 2, f));
            return LuaValue.NONE;
        });
        // (effect, sumtype, summoning player, nocheck, nolimit[, position, target player])
        ApiFunction.define(card, "Card", "IsCanBeSpecialSummoned", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean noLimit = a.arg(6).toboolean();
            // "must first be properly summoned" limits Special Summons from the GY or banishment only (R021)
            boolean reviveOk = !c.isReviveLimited() || c.isProperlySummoned() || noLimit
                    || c.location() != Location.GRAVE && c.location() != Location.REMOVED;
            boolean summonOnly = c.data().is(CardType.SPSUMMON) && !c.isProperlySummoned() && !noLimit;
            int summoner = a.arg(4).isnil() ? reasonPlayer(duel) : DuelLib.player(a, 4, f);
            Effect by = a.arg(2).isnil() ? reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            // a monster card used as an Equip Card may be summoned from there; a Trap Card only as a Trap Monster
            boolean monster = c.data().isMonster() || c.pendingMonsterType() != 0;
            // only face-up (the default), it may not make a second "you can only control 1" card on that side
            long position = ArgCheck.optInteger(a, 7, f, 0x5);
            int toPlayer = a.arg(8).isnil() ? summoner : DuelLib.player(a, 8, f);
            boolean uniqueOk = (position & 0xa) != 0
                    || !uniqueCards.blocked(c, toPlayer, Location.MZONE.mask(), null);
            return LuaValue.valueOf(monster && c.location() != Location.MZONE && reviveOk && !summonOnly && uniqueOk
                    && !prohibitions.summonForbidden(summoner, c, true)
                    && (a.arg(5).toboolean()
                        || prohibitions.specialSummonConditionAllows(c, by, summoner, ArgCheck.optInteger(a, 3, f, 0))));
        });
        ApiFunction.define(card, "Card", "IsCanBeEffectTarget", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Effect e = a.arg(2).isnil() ? reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            return LuaValue.valueOf(prohibitions.canBeTargetedBy(c, e, reasonPlayer(duel)));
        });
        ApiFunction.define(card, "Card", "IsImmuneToEffect", (a, f) ->
                LuaValue.valueOf(prohibitions.isImmuneTo(LuaCards.checkCard(a, 1, f), LuaBridge.checkEffect(a, 2, f))));
        // Gemini monsters: Gemini-summoned (or made so by an effect), with their effects until they leave (R022)
        ApiFunction.define(card, "Card", "IsDualState", (a, f) ->
                LuaValue.valueOf(duel.isAffectedBy(LuaCards.checkCard(a, 1, f), EffectCode.DUAL_STATUS)));
        ApiFunction.define(card, "Card", "EnableDualState", (a, f) -> {
            actions.enableGeminiState(LuaCards.checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(card, "Card", "IsDisabled", (a, f) ->
                LuaValue.valueOf(prohibitions.isDisabled(LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(card, "Card", "EnableCounterPermit", (a, f) -> {
            LuaCards.checkCard(a, 1, f).permitCounter(ArgCheck.checkInt(a, 2, f) & 0xffff);
            return LuaValue.NONE;
        });
        ApiFunction.define(card, "Card", "AddCounter", (a, f) -> LuaValue.valueOf(actions.addCounter(
                LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInt(a, 3, f), reasonPlayer(duel))));
        ApiFunction.define(card, "Card", "GetCounter", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).counters(ArgCheck.checkInt(a, 2, f) & 0xffff)));
        ApiFunction.define(card, "Card", "IsCanAddCounter", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int type = ArgCheck.checkInt(a, 2, f);
            boolean permitted = (type & 0x1000) != 0 || c.permitsCounter(type & 0xffff);
            return LuaValue.valueOf(permitted && c.location().isOnField() && c.isFaceUp());
        });
        // (player, counter type, count, reason)
        ApiFunction.define(card, "Card", "RemoveCounter", (a, f) -> LuaValue.valueOf(actions.removeCounter(
                LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f),
                ArgCheck.optInteger(a, 5, f, Reason.EFFECT), DuelLib.player(a, 2, f))));
        ApiFunction.define(card, "Card", "IsCanRemoveCounter", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).counters(ArgCheck.checkInt(a, 3, f) & 0xffff)
                        >= ArgCheck.checkInt(a, 4, f)));
        ApiFunction.define(card, "Card", "GetEquipTarget", (a, f) -> bridge.wrap(LuaCards.checkCard(a, 1, f).equipTarget()));
        ApiFunction.define(card, "Card", "GetEquipGroup", (a, f) ->
                bridge.wrap(new CardGroup(duel.field().equippedTo(LuaCards.checkCard(a, 1, f)))));
        ApiFunction.define(card, "Card", "GetEquipCount", (a, f) ->
                LuaValue.valueOf(duel.field().equippedTo(LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(card, "Card", "IsDestructable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Effect e = a.arg(2).isnil() ? reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            return LuaValue.valueOf(prohibitions.canBeDestroyed(c, Reason.EFFECT, e, reasonPlayer(duel)));
        });
        ApiFunction.define(card, "Card", "IsAbleToHand", (a, f) -> notIn(a, f, Location.HAND));
        ApiFunction.define(card, "Card", "IsAbleToGrave", (a, f) -> notIn(a, f, Location.GRAVE));
        ApiFunction.define(card, "Card", "IsAbleToDeck", (a, f) -> notIn(a, f, Location.DECK));
        // ([player]): not banished already, and the player (default: the one whose effect runs) may banish it
        ApiFunction.define(card, "Card", "IsAbleToRemove", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int player = a.arg(2).isnil() ? reasonPlayer(duel) : DuelLib.player(a, 2, f);
            return LuaValue.valueOf(c.location() != Location.REMOVED && prohibitions.canBeBanished(c, player));
        });
        // a cost of sending to the GY cannot be paid with a card that would go elsewhere instead (R070)
        ApiFunction.define(card, "Card", "IsAbleToGraveAsCost", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() != Location.GRAVE && prohibitions.graveRedirect(c, new CardGroup()) == 0
                    && prohibitions.leaveFieldRedirect(c, new CardGroup()) == 0);
        });
        ApiFunction.define(card, "Card", "IsAbleToRemoveAsCost", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() != Location.REMOVED && prohibitions.canBeBanished(c, reasonPlayer(duel)));
        });
        ApiFunction.define(card, "Card", "IsAbleToHandAsCost", (a, f) -> notIn(a, f, Location.HAND));
        ApiFunction.define(card, "Card", "IsAbleToDeckAsCost", (a, f) -> notIn(a, f, Location.DECK));
        ApiFunction.define(card, "Card", "IsDiscardable", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.HAND));
        ApiFunction.define(card, "Card", "IsReleasable", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.MZONE));
        ApiFunction.define(card, "Card", "IsReleasableByEffect", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.MZONE));
        ApiFunction.define(card, "Card", "IsCanTurnSet", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() == Location.MZONE && c.isFaceUp()
                    && !c.data().is(CardType.TOKEN));
        });
    }

    private static LuaValue notIn(Varargs a, String f, Location location) {
        return LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() != location);
    }

    private static Effect reasonEffect(Duel duel) {
        return duel.chain().runningEffect();
    }

    private static int reasonPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turnPlayer();
    }

    /** A POS_* argument; a mask of several positions picks the first (the player's choice comes later). */
    /** Arguments 2-7 of SpecialSummon and SpecialSummonStep: sumtype, summoner, target player, nocheck, nolimit, position. */
    private static SpecialSummonTerms summonTerms(Duel duel, Varargs a, String f) {
        long sumtype = ArgCheck.checkInteger(a, 2, f);
        boolean noCheck = a.arg(5).toboolean();
        boolean noLimit = a.arg(6).toboolean();
        // a summon that ignores the conditions, or a monster's own procedure, counts as proper (R021)
        return new SpecialSummonTerms(sumtype, DuelLib.player(a, 3, f), DuelLib.player(a, 4, f),
                position(a, 7, f, Position.FACEUP_ATTACK), reasonEffect(duel), noCheck, sumtype != 0 || noLimit);
    }

    private static Position position(Varargs a, int index, String f, Position fallback) {
        Position position = Position.firstIn(ArgCheck.optInteger(a, index, f, fallback.mask()));
        if (position == null) {
            throw ArgCheck.error(f, index, "a POS_* value", a.arg(index));
        }
        return position;
    }
}
