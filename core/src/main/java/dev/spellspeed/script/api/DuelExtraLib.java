package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.ActivationChecks;
import dev.spellspeed.rules.Announcements;
import dev.spellspeed.rules.CardOrder;
import dev.spellspeed.rules.ChainEdits;
import dev.spellspeed.rules.Counters;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.util.ArrayList;
import java.util.List;

/**
 * More of the {@code Duel} and {@code Effect} tables: the top of the Deck, declarations and choices,
 * counters across the field, the operated group, edits to the chain, and questions about an effect's
 * activation.
 */
final class DuelExtraLib {
    private static final String T = "Duel";

    private DuelExtraLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Announcements announce = bridge.rules().announcements();
        CardOrder order = bridge.rules().cardOrder();
        Counters counters = bridge.rules().counters();
        ChainEdits chainEdits = bridge.rules().chainEdits();

        ApiFunction.define(t, T, "GetOperatedGroup", (a, f) -> bridge.wrap(duel.operatedGroup()));

        // (player, count): the top cards of the Deck, the top card first
        ApiFunction.define(t, T, "GetDecktopGroup", (a, f) -> bridge.wrap(new CardGroup(duel.field().deckTop(
                DuelLib.player(a, 1, f), Math.max(0, ArgCheck.checkInt(a, 2, f))))));
        // showing cards is for a client; a headless duel has none (as Duel.ConfirmCards)
        ApiFunction.define(t, T, "ConfirmDecktop", (a, f) -> {
            DuelLib.player(a, 1, f);
            ArgCheck.checkInt(a, 2, f);
            return LuaValue.NONE;
        });
        // ([disable=true]): no automatic shuffle of the Decks changed by the running function (ygopro's shuffle check)
        ApiFunction.define(t, T, "DisableShuffleCheck", (a, f) -> {
            bridge.duel().shuffleChecks().disable(a.arg(1).isnil() || a.arg(1).toboolean());
            return LuaValue.NONE;
        });
        // (sorting player, Deck owner, count)
        ApiFunction.define(t, T, "SortDecktop", (a, f) -> {
            int sorter = DuelLib.player(a, 1, f);
            int owner = DuelLib.player(a, 2, f);
            int count = ArgCheck.checkInt(a, 3, f);
            if (count >= 1) {
                order.sortDeckTop(sorter, owner, count);
            }
            return LuaValue.NONE;
        });
        // (card, sequence): SEQ_DECKTOP / SEQ_DECKBOTTOM / SEQ_DECKSHUFFLE in the Deck, a zone number on the field
        ApiFunction.define(t, T, "MoveSequence", (a, f) -> {
            order.moveSequence(LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 2, f), reasonEffect(duel),
                    reasonPlayer(duel));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "ShuffleExtra", (a, f) -> {
            duel.field().shuffleExtraDeck(DuelLib.player(a, 1, f), duel.random());
            return LuaValue.NONE;
        });
        // (card, moving player, target player, destination, positions, enabled[, zone mask])
        ApiFunction.define(t, T, "MoveToField", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            int mover = DuelLib.player(a, 2, f);
            int player = DuelLib.player(a, 3, f);
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
            return LuaValue.valueOf(bridge.actions().moveToField(card, mover, player, location, fieldZone, position, zones,
                    reasonEffect(duel), reasonPlayer(duel)));
        });

        // (player, count, available attributes): the declared ATTRIBUTE_* bits
        ApiFunction.define(t, T, "AnnounceAttribute", (a, f) -> LuaValue.valueOf((int) announce.attributes(
                DuelLib.player(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f))));
        ApiFunction.define(t, T, "AnnounceRace", (a, f) -> LuaValue.valueOf((int) announce.races(
                DuelLib.player(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f))));
        // (player[, min=1, max=12, excluded...]): the Level and its index among the choices
        ApiFunction.define(t, T, "AnnounceLevel", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int min = (int) ArgCheck.optInteger(a, 2, f, 1);
            int max = (int) ArgCheck.optInteger(a, 3, f, 12);
            List<Long> excluded = new ArrayList<>();
            for (int i = 4; i <= a.narg(); i++) {
                if (!a.arg(i).isnil()) {
                    excluded.add(ArgCheck.checkInteger(a, i, f));
                }
            }
            List<Long> levels = Announcements.levelChoices(min, max, excluded);
            if (levels.isEmpty()) {
                return LuaValue.NONE;
            }
            long level = announce.number(player, levels, "declare a Level");
            return LuaValue.varargsOf(LuaValue.valueOf((int) level), LuaValue.valueOf(levels.indexOf(level)));
        });
        // (player): 0 monster, 1 Spell, 2 Trap
        ApiFunction.define(t, T, "AnnounceType", (a, f) -> LuaValue.valueOf(announce.cardType(DuelLib.player(a, 1, f))));
        // (player, card, positions): the chosen POS_* value
        ApiFunction.define(t, T, "SelectPosition", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            return LuaValue.valueOf(announce.position(player, card, ArgCheck.checkInteger(a, 3, f)).mask());
        });
        // (player, card[, description])
        ApiFunction.define(t, T, "SelectEffectYesNo", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            return LuaValue.valueOf(announce.useEffect(player, card, ArgCheck.optInteger(a, 3, f, 95)));
        });
        // (player, count, own locations, opponent's locations, excluded zone bits): the chosen zone bits
        ApiFunction.define(t, T, "SelectDisableField", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            int count = ArgCheck.checkInt(a, 2, f);
            int self = ArgCheck.checkInt(a, 3, f);
            int opponent = ArgCheck.checkInt(a, 4, f);
            int excluded = (int) ArgCheck.checkInteger(a, 5, f);
            int zones = announce.zones(player, count, Location.MZONE.in(self), Location.SZONE.in(self),
                    Location.MZONE.in(opponent), Location.SZONE.in(opponent), excluded);
            return zones == 0 ? LuaValue.NONE : LuaValue.valueOf(zones);
        });

        // (player, self, opponent, counter type, count, reason)
        ApiFunction.define(t, T, "IsCanRemoveCounter", (a, f) -> LuaValue.valueOf(counters.canRemove(
                DuelLib.player(a, 1, f), ArgCheck.checkInt(a, 2, f) != 0, ArgCheck.checkInt(a, 3, f) != 0,
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f))));
        ApiFunction.define(t, T, "RemoveCounter", (a, f) -> LuaValue.valueOf(counters.remove(
                DuelLib.player(a, 1, f), ArgCheck.checkInt(a, 2, f) != 0, ArgCheck.checkInt(a, 3, f) != 0,
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f), ArgCheck.checkInteger(a, 6, f),
                reasonEffect(duel))));
        // (player[, counter type, count, card])
        ApiFunction.define(t, T, "IsCanAddCounter", (a, f) -> {
            int player = ArgCheck.checkInt(a, 1, f);
            if (player != 0 && player != 1) {
                return LuaValue.FALSE;
            }
            Card card = a.narg() >= 4 ? LuaCards.checkCard(a, 4, f) : null;
            return LuaValue.valueOf(counters.canPlace(player, card));
        });

        // (player): that player's monster in the current battle and the opponent's (nil where there is none)
        ApiFunction.define(t, T, "GetBattleMonster", (a, f) -> {
            int player = ArgCheck.checkInt(a, 1, f);
            return LuaValue.varargsOf(bridge.wrap(battling(duel, player)), bridge.wrap(battling(duel, 1 - player)));
        });

        // (chain number): the link forgets its operation info; 0 is the link whose callbacks run
        ApiFunction.define(t, T, "ClearOperationInfo", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            ChainLink link = number == 0 ? duel.chain().current() : duel.chain().get(number);
            if (link != null) {
                link.clearOperationInfo();
            }
            return LuaValue.NONE;
        });
        // (chain number, group): the link targets these cards instead
        ApiFunction.define(t, T, "ChangeTargetCard", (a, f) -> {
            chainEdits.changeTargets(ArgCheck.checkInt(a, 1, f), LuaBridge.checkGroup(a, 2, f));
            return LuaValue.NONE;
        });
        // (card, reset flags): the card's effects already on the chain resolve negated
        ApiFunction.define(t, T, "NegateRelatedChain", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            ArgCheck.checkInteger(a, 2, f);
            chainEdits.negateRelatedLinks(card, reasonEffect(duel));
            return LuaValue.NONE;
        });
        // (filter, player, self, opponent, excluded, extra...): how many cards could be targeted
        ApiFunction.define(t, T, "GetTargetCount", (a, f) -> {
            LuaValue filter = a.arg(1);
            if (!filter.isnil() && !filter.isfunction()) {
                throw ArgCheck.error(f, 1, "a function or nil", filter);
            }
            CardGroup range = CardQueries.field(duel, DuelLib.player(a, 2, f), ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f));
            return LuaValue.valueOf(CardQueries.filter(bridge, bridge.rules().targeting().targetable(range), filter, a.arg(5),
                    a.subargs(6)).size());
        });
        // Duel.Damage and Duel.Recover apply at once here, their "step" argument included: nothing waits to complete
        ApiFunction.define(t, T, "RDComplete", (a, f) -> LuaValue.NONE);
        // continuous effects are read at each query here, so they are always up to date: there is nothing to adjust early
        ApiFunction.define(t, T, "AdjustInstantly", (a, f) -> {
            if (!a.arg(1).isnil()) {
                LuaCards.checkCard(a, 1, f);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "AdjustAll", (a, f) -> LuaValue.NONE);

        installEffectFunctions(bridge);
    }

    private static void installEffectFunctions(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable("Effect");
        ActivationChecks checks = bridge.rules().activationChecks();
        ApiFunction.define(t, "Effect", "IsCostChecked", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).isCostChecked()));
        // (e, checked): what IsCostChecked answers from now on (a script asking another effect's target as if unpaid)
        ApiFunction.define(t, "Effect", "SetCostCheck", (a, f) -> {
            LuaBridge.checkEffect(a, 1, f).setCostChecked(a.arg(2).toboolean());
            return LuaValue.NONE;
        });
        ApiFunction.define(t, "Effect", "GetActivateLocation", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).activateLocation()));
        // (e, player[, count=1, oath only])
        ApiFunction.define(t, "Effect", "UseCountLimit", (a, f) -> {
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            checks.useCountLimit(effect, DuelLib.player(a, 2, f), (int) ArgCheck.optInteger(a, 3, f, 1),
                    a.arg(4).toboolean());
            return LuaValue.NONE;
        });
        // (e, player[, ignore location, ignore target])
        ApiFunction.define(t, "Effect", "IsActivatable", (a, f) -> {
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            return LuaValue.valueOf(checks.isActivatable(effect, DuelLib.player(a, 2, f), a.arg(3).toboolean(),
                    a.arg(4).toboolean()));
        });
        installCheckActivateEffect(bridge, checks);
    }

    // (c, neglect condition, neglect cost, copy info): the effect, and with copy info the event it answers
    private static void installCheckActivateEffect(LuaBridge bridge, ActivationChecks checks) {
        Duel duel = bridge.duel();
        ApiFunction.define(bridge.scripts().apiTable("Card"), "Card", "CheckActivateEffect", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            ActivationChecks.ReadyEffect ready = checks.readyActivateEffect(card, reasonPlayer(duel),
                    a.arg(2).toboolean(), a.arg(3).toboolean());
            if (ready == null) {
                return LuaValue.NIL;
            }
            LuaValue effect = bridge.wrap(ready.effect());
            if (!a.arg(4).toboolean() || ready.effect().code() == EventCode.FREE_CHAIN) {
                return effect;
            }
            GameEvent event = ready.event();
            return LuaValue.varargsOf(new LuaValue[] {effect, bridge.wrap(event.cards()),
                    LuaValue.valueOf(event.eventPlayer()), LuaValue.valueOf(event.value()),
                    event.reasonEffect() == null ? LuaValue.NIL : bridge.wrap(event.reasonEffect()),
                    LuaValue.valueOf(event.reason()), LuaValue.valueOf(event.reasonPlayer())});
        });
    }

    private static Card battling(Duel duel, int player) {
        Card attacker = duel.attacker();
        Card target = duel.attackTarget();
        if (attacker != null && attacker.controller() == player) {
            return attacker;
        }
        return target != null && target.controller() == player ? target : null;
    }

    private static Effect reasonEffect(Duel duel) {
        return duel.chain().runningEffect();
    }

    private static int reasonPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turnPlayer();
    }
}
