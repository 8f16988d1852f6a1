package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.ChainEdits;
import dev.spellspeed.rules.SpellTrapZones;
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
    private static final long EFFECT_CHAIN_MATERIAL = 231;

    private MoreDuelLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        ChainEdits chainEdits = new ChainEdits(duel);
        SpellTrapZones spellTrapZones = new SpellTrapZones(duel);

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
            Effect effect = duel.playerEffect(DuelLib.player(a, 1, f), EFFECT_CHAIN_MATERIAL);
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

        LuaTable group = bridge.scripts().apiTable("Group");
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
