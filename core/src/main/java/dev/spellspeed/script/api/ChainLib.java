package dev.spellspeed.script.api;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.ChainInfo;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.OperationInfo;
import dev.spellspeed.rules.BattleCalculator;
import dev.spellspeed.rules.Prohibitions;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayList;
import java.util.List;

/** The chain part of the {@code Duel} table: targets, operation info, chain information, negation, prompts. */
final class ChainLib {
    private static final String T = "Duel";

    private ChainLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        // while a link resolves, the links above it have left the chain: its number is the chain's length
        ApiFunction.define(t, T, "GetCurrentChain", (a, f) -> LuaValue.valueOf(
                duel.chain().current() != null ? duel.chain().current().number() : duel.chain().size()));
        ApiFunction.define(t, T, "SetOperationInfo", (a, f) -> {
            ChainLink link = link(duel, ArgCheck.checkInt(a, 1, f), f);
            // nil or 0 (as some scripts write it): no cards
            CardGroup cards = a.arg(3).isnil() || a.arg(3).isnumber() && a.arg(3).toint() == 0 ? new CardGroup()
                    : LuaBridge.checkCards(a, 3, f);
            link.setOperationInfo(new OperationInfo(ArgCheck.checkInteger(a, 2, f), cards,
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    ArgCheck.optInteger(a, 6, f, 0)));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetOperationInfo", (a, f) -> {
            ChainLink link = link(duel, ArgCheck.checkInt(a, 1, f), f);
            OperationInfo info = link.operationInfo(ArgCheck.checkInteger(a, 2, f));
            if (info == null) {
                return LuaValue.FALSE;
            }
            return LuaValue.varargsOf(new LuaValue[] {LuaValue.TRUE, bridge.wrap(info.cards()),
                    LuaValue.valueOf(info.count()), LuaValue.valueOf(info.player()),
                    LuaValue.valueOf((double) info.parameter())});
        });
        ApiFunction.define(t, T, "SetTargetCard", (a, f) -> {
            ChainLink link = link(duel, 0, f);
            for (Card card : LuaBridge.checkCards(a, 1, f)) {
                link.addTarget(card);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetTargetPlayer", (a, f) -> {
            link(duel, 0, f).setTargetPlayer(ArgCheck.checkInt(a, 1, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetTargetParam", (a, f) -> {
            link(duel, 0, f).setTargetParam(ArgCheck.checkInteger(a, 1, f));
            return LuaValue.NONE;
        });
        // (filter, player, self, opponent, count, excluded, extra...)
        ApiFunction.define(t, T, "IsExistingTarget", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                bridge.rules().targeting().targetable(CardQueries.field(duel, DuelLib.player(a, 2, f), ArgCheck.checkInt(a, 3, f),
                        ArgCheck.checkInt(a, 4, f))), a.arg(1), a.arg(6), a.subargs(7), ArgCheck.checkInt(a, 5, f))));
        // (selecting player, filter, player, self, opponent, min, max, excluded, extra...)
        ApiFunction.define(t, T, "SelectTarget", (a, f) -> {
            int selecting = DuelLib.player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, bridge.rules().targeting().targetable(CardQueries.field(duel,
                    DuelLib.player(a, 3, f), ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f))),
                    a.arg(2), a.arg(8), a.subargs(9));
            CardGroup chosen = GroupLib.select(bridge, selecting, candidates, ArgCheck.checkInt(a, 6, f),
                    ArgCheck.checkInt(a, 7, f));
            bridge.rules().targeting().chooseTargets(chosen);
            return bridge.wrap(chosen);
        });
        ApiFunction.define(t, T, "GetFirstTarget", (a, f) -> {
            ChainLink link = link(duel, 0, f);
            List<LuaValue> targets = new ArrayList<>();
            for (Card card : link.targets()) {
                targets.add(bridge.wrap(card));
            }
            return targets.isEmpty() ? LuaValue.NIL : LuaValue.varargsOf(targets.toArray(new LuaValue[0]));
        });
        ApiFunction.define(t, T, "GetTargetsRelateToChain", (a, f) -> {
            ChainLink link = link(duel, 0, f);
            CardGroup related = new CardGroup();
            for (Card card : link.targets()) {
                if (link.isRelated(card)) {
                    related.add(card);
                }
            }
            return bridge.wrap(related);
        });
        ApiFunction.define(t, T, "GetChainInfo", (a, f) -> {
            ChainLink link = link(duel, ArgCheck.checkInt(a, 1, f), f);
            LuaValue[] values = new LuaValue[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < values.length; i++) {
                values[i] = chainInfo(bridge, duel, link, ArgCheck.checkInteger(a, i + 2, f));
            }
            return LuaValue.varargsOf(values);
        });
        ApiFunction.define(t, T, "NegateActivation", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().negateActivation(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(t, T, "NegateEffect", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().negateEffect(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(t, T, "IsChainNegatable", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().isActivationNegatable(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(t, T, "IsChainDisablable", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().isEffectNegatable(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(t, T, "NegateSummon", (a, f) -> {
            for (Card card : LuaBridge.checkCards(a, 1, f)) {
                duel.negateSummon(card);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "NegateAttack", (a, f) -> LuaValue.valueOf(duel.negateAttack()));
        // (card or nil): the attack goes on against this monster (nil: directly)
        ApiFunction.define(t, T, "ChangeAttackTarget", (a, f) -> LuaValue.valueOf(duel.changeAttackTarget(
                a.arg(1).isnil() ? null : LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(t, T, "GetAttacker", (a, f) -> bridge.wrap(duel.attacker()));
        BattleCalculator battles = bridge.rules().battleCalculator();
        // (attacker, target or nil[, new attack]): damage calculation at once; the rest after the chain
        ApiFunction.define(t, T, "CalculateDamage", (a, f) -> {
            Card attacker = LuaCards.checkCard(a, 1, f);
            Card target = a.arg(2).isnil() ? null : LuaCards.checkCard(a, 2, f);
            battles.calculateByEffect(attacker, target, a.arg(3).toboolean());
            return LuaValue.NONE;
        });
        // ([target]): the attacker may attack again right after this battle; a fixed target is not supported
        ApiFunction.define(t, T, "ChainAttack", (a, f) -> {
            duel.allowChainAttack();
            return LuaValue.NONE;
        });
        LuaTable card = bridge.scripts().apiTable("Card");
        // in a battle: the attacker or the attack target, still on the field
        ApiFunction.define(card, "Card", "IsRelateToBattle", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean fighting = c == duel.attacker() || (c == duel.attackTarget() && c != null);
            return LuaValue.valueOf(fighting && c.location() == Location.MZONE);
        });
        ApiFunction.define(card, "Card", "GetAttackAnnouncedCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).attacksDeclaredIn(duel.turn())));
        ApiFunction.define(card, "Card", "GetAttackedCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).attacksMadeIn(duel.turn())));
        // ([attacks, monster only]): the current attacker, having declared fewer than `attacks` (2) attacks
        ApiFunction.define(card, "Card", "IsChainAttackable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int most = (int) ArgCheck.optInteger(a, 2, f, 2);
            return LuaValue.valueOf(c == duel.attacker() && c.location() == Location.MZONE
                    && (most == 0 || c.attacksDeclaredIn(duel.turn()) < most));
        });
        ApiFunction.define(card, "Card", "GetBattleTarget", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Card other = c == duel.attacker() ? duel.attackTarget() : c == duel.attackTarget() ? duel.attacker() : null;
            return bridge.wrap(other);
        });
        ApiFunction.define(t, T, "GetAttackTarget", (a, f) -> bridge.wrap(duel.attackTarget()));
        ApiFunction.define(t, T, "SetChainLimit", (a, f) -> {
            duel.chain().setLimit(new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 1, f),
                    CallbackRole.OTHER, 0), false);
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetChainLimitTillChainEnd", (a, f) -> {
            duel.chain().setLimit(new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 1, f),
                    CallbackRole.OTHER, 0), true);
            return LuaValue.NONE;
        });
        // (group, code, reason effect, reason, reason player, event player, value)
        ApiFunction.define(t, T, "RaiseEvent", (a, f) -> {
            bridge.actions().raise(new GameEvent(ArgCheck.checkInteger(a, 2, f),
                    LuaBridge.checkCards(a, 1, f), a.arg(3).isnil() ? null : LuaBridge.checkEffect(a, 3, f),
                    ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    (int) ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0)));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "RaiseSingleEvent", (a, f) -> {
            bridge.actions().raise(new GameEvent(ArgCheck.checkInteger(a, 2, f),
                    CardGroup.of(LuaCards.checkCard(a, 1, f)), a.arg(3).isnil() ? null : LuaBridge.checkEffect(a, 3, f),
                    ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    (int) ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0)));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "CheckEvent", (a, f) -> {
            long code = ArgCheck.checkInteger(a, 1, f);
            GameEvent found = null;
            for (GameEvent event : duel.peekRecentEvents()) {
                if (event.code() == code) {
                    found = event;
                }
            }
            if (found == null) {
                return LuaValue.FALSE;
            }
            if (!a.arg(2).toboolean()) {
                return LuaValue.TRUE;
            }
            return LuaValue.varargsOf(new LuaValue[] {LuaValue.TRUE, bridge.wrap(found.cards()),
                    LuaValue.valueOf(found.eventPlayer()), LuaValue.valueOf((double) found.value()),
                    bridge.wrap(found.reasonEffect()), LuaValue.valueOf((double) found.reason()),
                    LuaValue.valueOf(found.reasonPlayer())});
        });
        ApiFunction.define(t, T, "SelectYesNo", (a, f) -> LuaValue.valueOf(duel.ask(new ChoicePrompt<>(
                DuelLib.player(a, 1, f), PromptKind.YES_NO, "description " + ArgCheck.optInteger(a, 2, f, 0),
                List.of(Boolean.TRUE, Boolean.FALSE)))));
        // (player, n1, n2, ...): the number declared and its index among the choices
        ApiFunction.define(t, T, "AnnounceNumber", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            List<Long> numbers = new ArrayList<>();
            for (int i = 2; i <= a.narg(); i++) {
                numbers.add(ArgCheck.checkInteger(a, i, f));
            }
            if (numbers.isEmpty()) {
                throw new LuaError(f + ": at least one number is needed");
            }
            Long chosen = duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, "declare a number", numbers));
            return LuaValue.varargsOf(LuaValue.valueOf((double) chosen), LuaValue.valueOf(numbers.indexOf(chosen)));
        });
        // (player[, type mask]): a card name (code) from the card pool, of a card of that type
        ApiFunction.define(t, T, "AnnounceCard", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            long type = ArgCheck.optInteger(a, 2, f, 0);
            List<Long> codes = new ArrayList<>();
            for (var data : duel.cardPool()) {
                if ((type == 0 || (data.type() & type) != 0) && data.alias() == 0) {
                    codes.add((long) data.code());
                }
            }
            if (codes.isEmpty()) {
                throw new LuaError(f + ": no card of that type to declare");
            }
            Long chosen = duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, "declare a card name", codes));
            return LuaValue.valueOf((double) chosen);
        });
        ApiFunction.define(t, T, "SelectOption", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            List<Integer> options = new ArrayList<>();
            for (int i = 2; i <= a.narg(); i++) {
                ArgCheck.checkInteger(a, i, f);
                options.add(i - 2);
            }
            if (options.isEmpty()) {
                throw new LuaError(f + ": at least one option is needed");
            }
            return LuaValue.valueOf(duel.ask(new ChoicePrompt<>(player, PromptKind.OPTION, "choose an option", options)));
        });
    }

    /** Chain link {@code number}; 0 means the link whose callbacks are running. */
    private static ChainLink link(Duel duel, int number, String f) {
        ChainLink link = number == 0 ? duel.chain().current() : duel.chain().get(number);
        if (link == null) {
            throw new LuaError(f + ": there is no chain link " + (number == 0 ? "running" : String.valueOf(number)));
        }
        return link;
    }

    private static LuaValue chainInfo(LuaBridge bridge, Duel duel, ChainLink link, long info) {
        if (info == ChainInfo.CHAIN_COUNT || info == ChainInfo.CHAIN_ID) {
            return LuaValue.valueOf(link.number());
        }
        if (info == ChainInfo.TRIGGERING_EFFECT) {
            return bridge.wrap(link.effect());
        }
        if (info == ChainInfo.TRIGGERING_PLAYER) {
            return LuaValue.valueOf(link.player());
        }
        if (info == ChainInfo.TRIGGERING_CONTROLER) {
            return LuaValue.valueOf(link.handler() != null ? link.handler().controller() : link.player());
        }
        if (info == ChainInfo.TRIGGERING_LOCATION) {
            return LuaValue.valueOf(link.activatedFrom() == null ? 0 : link.activatedFrom().mask());
        }
        if (info == ChainInfo.TRIGGERING_SEQUENCE) {
            return LuaValue.valueOf(link.activatedSequence());
        }
        if (info == ChainInfo.TARGET_CARDS) {
            return bridge.wrap(link.targets().copy());
        }
        if (info == ChainInfo.TARGET_PLAYER) {
            return LuaValue.valueOf(link.targetPlayer());
        }
        if (info == ChainInfo.TARGET_PARAM) {
            return LuaValue.valueOf((double) link.targetParam());
        }
        if (info == ChainInfo.TYPE) {
            return LuaValue.valueOf((double) (link.handler() != null ? link.handler().data().type() : 0));
        }
        throw new LuaError("Duel.GetChainInfo: CHAININFO value 0x" + Long.toHexString(info) + " is not supported yet");
    }

}
