package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.CardOrder;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: moving cards: destroying, sending, banishing, drawing, Setting, returning, shuffling, control and equips. */
public final class DuelMoveLib {
    private static final String T = "Duel";

    private DuelMoveLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        CardMoves moves = bridge.rules().moves();
        // (player): that player's GY and Deck change places (nothing for a player other than 0 or 1, as in ygopro)
        ApiFunction.define(table, T, "SwapDeckAndGrave", (a, f) -> {
            long player = ArgCheck.checkInteger(a, 1, f);
            if (player == 0 || player == 1) {
                moves.swapDeckAndGrave((int) player, Reason.EFFECT);
            }
            return LuaValue.NONE;
        });
        CardOrder order = bridge.rules().cardOrder();

        // (targets, reason[, destination]): LOCATION_REMOVED destroys and banishes
        ApiFunction.define(table, T, "Destroy", (a, f) -> LuaValue.valueOf(bridge.rules().destruction().destroy(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f),
                ArgCheck.optInteger(a, 3, f, Location.GRAVE.mask()) == Location.REMOVED.mask() ? Location.REMOVED : Location.GRAVE,
                Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "SendtoGrave", (a, f) -> LuaValue.valueOf(moves.sendToGrave(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "Release", (a, f) -> LuaValue.valueOf(moves.release(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 2, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "SendtoHand", (a, f) -> {
            Integer player = a.arg(2).isnil() ? null : LuaArgs.player(a, 2, f);
            return LuaValue.valueOf(moves.sendToHand(LuaBridge.checkCards(a, 1, f), player,
                    ArgCheck.checkInteger(a, 3, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel)));
        });
        ApiFunction.define(table, T, "SendtoDeck", (a, f) -> LuaValue.valueOf(moves.sendToDeck(LuaBridge.checkCards(a, 1, f),
                ArgCheck.checkInteger(a, 4, f), ArgCheck.checkInt(a, 3, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        // (cards, position, reason): position 0 is face-up, as in ygopro
        ApiFunction.define(table, T, "Remove", (a, f) -> LuaValue.valueOf(moves.banish(LuaBridge.checkCards(a, 1, f),
                a.arg(2).isnumber() && a.arg(2).toint() == 0 ? Position.FACEUP_ATTACK : LuaArgs.position(a, 2, f, Position.FACEUP_ATTACK), ArgCheck.checkInteger(a, 3, f), Reasons.reasonEffect(duel),
                Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "Draw", (a, f) -> LuaValue.valueOf(moves.draw(LuaArgs.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        // (player, filter, min, max, reason, excluded, extra...)
        ApiFunction.define(table, T, "DiscardHand", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, CardQueries.field(duel, player, Location.HAND.mask(), 0),
                    a.arg(2), a.arg(6), a.subargs(7));
            CardGroup chosen = CardSelection.select(bridge, player, candidates, ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f));
            return LuaValue.valueOf(moves.discard(chosen, ArgCheck.checkInteger(a, 5, f) & ~Reason.DISCARD,
                    Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel)));
        });
        // (player, card or group[, target player, confirm]): how many were Set
        ApiFunction.define(table, T, "SSet", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int target = a.arg(3).isnil() ? player : LuaArgs.player(a, 3, f);
            int set = 0;
            for (Card c : LuaBridge.checkCards(a, 2, f).toList()) {
                if (c.data().isSpell() || c.data().isTrap()) {
                    set += moves.setSpellTrap(c, target, Reason.EFFECT, Reasons.reasonEffect(duel), player) ? 1 : 0;
                }
            }
            return LuaValue.valueOf(set);
        });
        // (card[, position]): a banished card back where it was, not summoned
        ApiFunction.define(table, T, "ReturnToField", (a, f) -> {
            Position given = a.arg(2).isnil() ? null : LuaArgs.position(a, 2, f, Position.FACEUP_ATTACK);
            return LuaValue.valueOf(moves.returnToField(LuaCards.checkCard(a, 1, f), given, Reasons.reasonEffect(duel),
                    Reasons.reasonPlayer(duel)));
        });
        // (cards, face-up Attack's new position[, face-down Attack's, face-up Defense's, face-down Defense's]):
        // each card takes the one for its current position; a missing or 0 one is the first's; 0 leaves it
        ApiFunction.define(table, T, "ChangePosition", (a, f) -> {
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
                changed += bridge.rules().positions().changePosition(group.getValue(), group.getKey(), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel));
            }
            return LuaValue.valueOf(changed);
        });
        // (targets, player[, reset phase, reset count]): how many changed control
        ApiFunction.define(table, T, "GetControl", (a, f) -> {
            int player = LuaArgs.player(a, 2, f);
            long phase = ArgCheck.optInteger(a, 3, f, 0);
            int count = (int) ArgCheck.optInteger(a, 4, f, 1);
            int changed = 0;
            for (Card c : LuaBridge.checkCards(a, 1, f).toList()) {
                if (bridge.rules().control().take(c, player, Reasons.reasonEffect(duel), phase, count)) {
                    changed++;
                }
            }
            return LuaValue.valueOf(changed);
        });
        // (player, equip card, target[, face-up, is step])
        ApiFunction.define(table, T, "Equip", (a, f) -> LuaValue.valueOf(bridge.rules().equips().equip(LuaArgs.player(a, 1, f),
                LuaCards.checkCard(a, 2, f), LuaCards.checkCard(a, 3, f))));
        ApiFunction.define(table, T, "ShuffleDeck", (a, f) -> {
            duel.field().shuffleDeck(LuaArgs.player(a, 1, f), duel.random());
            return LuaValue.NONE;
        });
        // a hand has no order to shuffle here, and confirming shows cards to a client there is none of
        ApiFunction.define(table, T, "ShuffleHand", (a, f) -> LuaValue.NONE);
        ApiFunction.define(table, T, "ConfirmCards", (a, f) -> LuaValue.NONE);
        // (player, count, reason): the top cards of the Deck to the GY
        ApiFunction.define(table, T, "DiscardDeck", (a, f) -> LuaValue.valueOf(moves.discardDeck(LuaArgs.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        // (cards, player, reason): Pendulum Monsters go face-up to their owner's Extra Deck
        ApiFunction.define(table, "Duel", "SendtoExtraP", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            long reason = ArgCheck.checkInteger(a, 3, f);
            return LuaValue.valueOf(moves.sendToExtraFaceUp(cards, reason, duel.chain().runningEffect(),
                    duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : duel.turn().player()));
        });
        // showing cards is for a client; a headless duel has none (as Duel.ConfirmCards)
        ApiFunction.define(table, T, "ConfirmDecktop", (a, f) -> {
            LuaArgs.player(a, 1, f);
            ArgCheck.checkInt(a, 2, f);
            return LuaValue.NONE;
        });
        // ([disable=true]): no automatic shuffle of the Decks changed by the running function (ygopro's shuffle check)
        ApiFunction.define(table, T, "DisableShuffleCheck", (a, f) -> {
            bridge.duel().operation().shuffleChecks().disable(a.arg(1).isnil() || a.arg(1).toboolean());
            return LuaValue.NONE;
        });
        // (sorting player, Deck owner, count)
        ApiFunction.define(table, T, "SortDecktop", (a, f) -> {
            int sorter = LuaArgs.player(a, 1, f);
            int owner = LuaArgs.player(a, 2, f);
            int count = ArgCheck.checkInt(a, 3, f);
            if (count >= 1) {
                order.sortDeckTop(sorter, owner, count);
            }
            return LuaValue.NONE;
        });
        // (card, sequence): SEQ_DECKTOP / SEQ_DECKBOTTOM / SEQ_DECKSHUFFLE in the Deck, a zone number on the field
        ApiFunction.define(table, T, "MoveSequence", (a, f) -> {
            order.moveSequence(LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 2, f), Reasons.reasonEffect(duel),
                    Reasons.reasonPlayer(duel));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "ShuffleExtra", (a, f) -> {
            duel.field().shuffleExtraDeck(LuaArgs.player(a, 1, f), duel.random());
            return LuaValue.NONE;
        });
        // (card, moving player, target player, destination, positions, enabled[, zone mask])
        ApiFunction.define(table, T, "MoveToField", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            int mover = LuaArgs.player(a, 2, f);
            int player = LuaArgs.player(a, 3, f);
            int destination = ArgCheck.checkInt(a, 4, f);
            Position position = Position.firstIn(ArgCheck.checkInteger(a, 5, f));
            int zones = (int) ArgCheck.optInteger(a, 7, f, 0xff);
            if (position == null) {
                throw ArgCheck.error(f, 5, "a POS_* value", a.arg(5));
            }
            if (destination == LocationMask.PZONE) {
                return LuaValue.FALSE; // no Pendulum Zones in this engine
            }
            boolean fieldZone = destination == LocationMask.FZONE;
            Location location = fieldZone ? Location.SZONE : destination == Location.MZONE.mask() ? Location.MZONE
                    : destination == Location.SZONE.mask() ? Location.SZONE : null;
            if (location == null) {
                throw ArgCheck.error(f, 4, "LOCATION_MZONE, LOCATION_SZONE or LOCATION_FZONE", a.arg(4));
            }
            return LuaValue.valueOf(moves.moveToField(card, mover, player, location, fieldZone, position, zones,
                    Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel)));
        });
        // Duel.Damage and Duel.Recover apply at once here, their "step" argument included: nothing waits to complete
        ApiFunction.define(table, T, "RDComplete", (a, f) -> LuaValue.NONE);
        // (g): the face-down cards of one player's zones change places at random
        ApiFunction.define(table, T, "ShuffleSetCard", (a, f) -> {
            duel.field().shuffleSetCards(LuaBridge.checkGroup(a, 1, f).toList(), duel.random());
            return LuaValue.NONE;
        });
        // (c1, c2[, reset phase, reset count]) or two groups of one card each: both change control at once
        ApiFunction.define(table, T, "SwapControl", (a, f) -> {
            CardGroup first = LuaBridge.checkCards(a, 1, f);
            CardGroup second = LuaBridge.checkCards(a, 2, f);
            long phase = ArgCheck.optInteger(a, 3, f, 0) & 0x3ff;
            int count = (int) (ArgCheck.optInteger(a, 4, f, 0) & 0xff);
            return LuaValue.valueOf(bridge.rules().control().swap(first, second, duel.chain().runningEffect(), phase, count));
        });
        // Duel.Equip equips at once here, its step argument included: nothing waits to be completed
        ApiFunction.define(table, T, "EquipComplete", (a, f) -> LuaValue.NONE);
    }
}
