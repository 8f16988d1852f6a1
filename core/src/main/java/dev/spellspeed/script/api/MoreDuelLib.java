package dev.spellspeed.script.api;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.ChainEdits;
import dev.spellspeed.rules.SpellTrapZones;
import dev.spellspeed.rules.SumChoice;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.util.List;

/**
 * More of the {@code Duel} and {@code Group} tables: the phase and chain state, the Spell &amp; Trap
 * Zones left, battle damage, and edits to a link's targets and operation.
 */
final class MoreDuelLib {
    private static final String T = "Duel";

    private MoreDuelLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        ChainEdits chainEdits = bridge.rules().chainEdits();
        SpellTrapZones spellTrapZones = bridge.rules().spellTrapZones();

        // the Start Step to the End Step, the Damage Step included
        ApiFunction.define(t, T, "IsBattlePhase", (a, f) -> LuaValue.valueOf(duel.phase().isBattlePhase()));
        ApiFunction.define(t, T, "IsChainSolving", (a, f) -> LuaValue.valueOf(duel.chain().isSolving()));
        // (player[, leaving card or group, using player, reason, zones=0xff]): count, and the unusable zones' bits
        ApiFunction.define(t, T, "GetSZoneCount", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            CardGroup leaving = a.arg(2).isnil() ? new CardGroup() : LuaBridge.checkCards(a, 2, f);
            int zones = (int) ArgCheck.optInteger(a, 5, f, 0xff);
            List<Integer> usable = spellTrapZones.usable(player, leaving, zones);
            return LuaValue.varargsOf(LuaValue.valueOf(usable.size()),
                    LuaValue.valueOf(SpellTrapZones.unusableFlag(usable)));
        });
        // (player): what the latest damage calculation dealt that player in battle damage
        ApiFunction.define(t, T, "GetBattleDamage", (a, f) -> LuaValue.valueOf(duel.battleDamage(DuelLib.player(a, 1, f))));
        // an additional Normal Summon (EFFECT_EXTRA_SUMMON_COUNT) is never granted here, so none was used this turn
        ApiFunction.define(t, T, "IsPlayerCanAdditionalSummon", (a, f) -> {
            long player = ArgCheck.checkInteger(a, 1, f);
            return LuaValue.valueOf(player == 0 || player == 1);
        });
        // (player): the player's EFFECT_CHAIN_MATERIAL effect (materials from elsewhere for a Fusion), or nothing
        ApiFunction.define(t, T, "GetChainMaterial", (a, f) -> {
            Effect effect = duel.playerEffect(DuelLib.player(a, 1, f), EffectCode.CHAIN_MATERIAL);
            return effect == null ? LuaValue.NONE : bridge.wrap(effect);
        });
        // the running link targets nothing any more (its cards stay related to it)
        ApiFunction.define(t, T, "ClearTargetCard", (a, f) -> {
            ChainLink link = duel.chain().current();
            if (link != null) {
                link.clearTargets();
            }
            return LuaValue.NONE;
        });
        // (chain number, operation): that link resolves with the function instead (Ceasefire-like replacements)
        ApiFunction.define(t, T, "ChangeChainOperation", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            chainEdits.replaceOperation(number, new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 2, f),
                    CallbackRole.OPERATION, 0));
            return LuaValue.NONE;
        });

        ApiFunction.define(t, T, "IsTurnPlayer", (a, f) -> LuaValue.valueOf(ArgCheck.checkInteger(a, 1, f) == duel.turnPlayer()));
        // the links whose activation is complete: the one being activated (cost, targets) does not count yet
        ApiFunction.define(t, T, "GetReadyChain", (a, f) -> LuaValue.valueOf(duel.chain().readyLinks()));
        // (cards): the next sum check or selection must include them (Group.CheckWithSumGreater/Equal, SelectWithSum...)
        ApiFunction.define(t, T, "SetSelectedCard", (a, f) -> {
            duel.setMustSelect(LuaBridge.checkCards(a, 1, f).toList());
            return LuaValue.NONE;
        });
        // the cards a selection must include (Duel.SetSelectedCard), forgotten once taken
        ApiFunction.define(t, T, "GrabSelectedCard", (a, f) -> bridge.wrap(new CardGroup(duel.takeMustSelect())));
        // (chain number, card): would the card be a legal target of that link (0: the last)?
        ApiFunction.define(t, T, "CheckChainTarget", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            return LuaValue.valueOf(chainEdits.isLegalTarget(number, LuaCards.checkCard(a, 2, f)));
        });
        // the check of the rules runs again after this one (an EVENT_ADJUST effect changed the state)
        ApiFunction.define(t, T, "Readjust", (a, f) -> {
            Effect running = duel.chain().runningEffect();
            if (running != null) {
                bridge.actions().readjust(running.handler() != null ? running.handler() : running.owner());
            }
            return LuaValue.NONE;
        });
        // (g): the face-down cards of one player's zones change places at random
        ApiFunction.define(t, T, "ShuffleSetCard", (a, f) -> {
            duel.field().shuffleSetCards(LuaBridge.checkGroup(a, 1, f).toList(), duel.random());
            return LuaValue.NONE;
        });
        // (c1, c2[, reset phase, reset count]) or two groups of one card each: both change control at once
        ApiFunction.define(t, T, "SwapControl", (a, f) -> {
            CardGroup first = LuaBridge.checkCards(a, 1, f);
            CardGroup second = LuaBridge.checkCards(a, 2, f);
            if (first.size() != 1 || second.size() != 1) {
                return LuaValue.FALSE; // several monsters a side: not supported (no classic card does it)
            }
            long phase = ArgCheck.optInteger(a, 3, f, 0) & 0x3ff;
            int count = (int) (ArgCheck.optInteger(a, 4, f, 0) & 0xff);
            return LuaValue.valueOf(bridge.actions().control().swap(first.toList().get(0), second.toList().get(0),
                    duel.chain().runningEffect(), phase, count));
        });
        // Duel.Equip equips at once here, its step argument included: nothing waits to be completed
        ApiFunction.define(t, T, "EquipComplete", (a, f) -> LuaValue.NONE);
        // (c[, ignore count]): c attacks instead, against the same target
        ApiFunction.define(t, T, "ChangeAttacker", (a, f) -> {
            duel.changeAttacker(LuaCards.checkCard(a, 1, f), a.arg(2).toboolean());
            return LuaValue.NONE;
        });

        LuaTable group = bridge.scripts().apiTable("Group");
        // (g1, g2): the same cards
        ApiFunction.define(group, "Group", "Equal", (a, f) -> {
            CardGroup first = LuaBridge.checkGroup(a, 1, f);
            CardGroup second = LuaBridge.checkGroup(a, 2, f);
            if (first.size() != second.size()) {
                return LuaValue.FALSE;
            }
            for (Card card : first) {
                if (!second.contains(card)) {
                    return LuaValue.FALSE;
                }
            }
            return LuaValue.TRUE;
        });
        // (g, f, excepted card or nil, extra...): takes out of g the cards for which f(c, extra...) holds
        ApiFunction.define(group, "Group", "Remove", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            Card except = a.arg(3).isnil() ? null : LuaCards.checkCard(a, 3, f);
            for (Card card : cards.toList()) {
                if (card != except && CardQueries.filter(bridge, CardGroup.of(card), fn, LuaValue.NIL, a.subargs(4)).size() == 1) {
                    cards.remove(card);
                }
            }
            return LuaValue.NONE;
        });
        // (g, player, f, sum, min, max, extra...): the player picks min..max cards whose f values add up to sum
        ApiFunction.define(group, "Group", "SelectWithSumEqual", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            int player = DuelLib.player(a, 2, f);
            LuaValue fn = ArgCheck.checkFunction(a, 3, f);
            int sum = ArgCheck.checkInt(a, 4, f);
            int min = Math.max(0, ArgCheck.checkInt(a, 5, f));
            int max = Math.max(min, ArgCheck.checkInt(a, 6, f));
            if (max > 255) {
                throw new org.luaj.vm2.LuaError(f + ": parameter \"max\" exceeded 255.");
            }
            java.util.Map<Card, Long> values = new java.util.IdentityHashMap<>();
            List<Card> must = duel.takeMustSelect();
            List<Card> candidates = new java.util.ArrayList<>(cards.toList());
            candidates.removeAll(must);
            for (Card card : must) {
                values.put(card, GroupExtraLib.value(bridge, fn, card, a.subargs(7)) & 0xffffffffL);
            }
            for (Card card : candidates) {
                values.put(card, GroupExtraLib.value(bridge, fn, card, a.subargs(7)) & 0xffffffffL);
            }
            List<Card> picked = new SumChoice(values::get, sum, min, max)
                    .choose(must, candidates, options -> duel.ask(new SelectPrompt(player,
                            PromptKind.SELECT_CARDS, "select cards adding up to " + sum,
                            options.options(), options.mayStop() ? 0 : 1, 1)));
            return bridge.wrap(new CardGroup(picked));
        });
        // (g, f, extra...): the cards with the lowest value and that value; nothing for an empty group
        ApiFunction.define(group, "Group", "GetMinGroup", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            if (cards.isEmpty()) {
                return LuaValue.NONE;
            }
            CardGroup lowest = new CardGroup();
            long min = Long.MAX_VALUE;
            for (Card card : cards.toList()) {
                long v = GroupExtraLib.value(bridge, fn, card, a.subargs(3));
                if (v < min) {
                    lowest.clear();
                    min = v;
                }
                if (v == min) {
                    lowest.add(card);
                }
            }
            return LuaValue.varargsOf(bridge.wrap(lowest), LuaValue.valueOf((int) min));
        });
    }
}
