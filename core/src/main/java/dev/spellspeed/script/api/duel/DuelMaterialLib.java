package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.MaterialQueries;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: fusion, Ritual, chain and Xyz Materials chosen or moved by effects. */
public final class DuelMaterialLib {
    private static final String T = "Duel";

    private DuelMaterialLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Chosen chosen = new Chosen();

        // (player): the monsters in the player's hand and Monster Zones that may be Fusion Materials
        ApiFunction.define(table, T, "GetFusionMaterial", (a, f) ->
                bridge.wrap(MaterialQueries.handAndField(duel, LuaArgs.player(a, 1, f))));
        // (player): the monsters in the player's hand and Monster Zones that may be Tributed for a Ritual Summon
        ApiFunction.define(table, T, "GetRitualMaterial", (a, f) ->
                bridge.wrap(MaterialQueries.handAndField(duel, LuaArgs.player(a, 1, f))));
        // (cards): Tributed for a Ritual Summon
        ApiFunction.define(table, T, "ReleaseRitualMaterial", (a, f) -> LuaValue.valueOf(bridge.rules().moves().release(
                LuaBridge.checkCards(a, 1, f), Reason.EFFECT | Reason.MATERIAL | Reason.RITUAL,
                duel.chain().runningEffect(), runningPlayer(duel))));
        // (player, fusion monster, materials[, must-use card, chkf]): the player chooses its materials
        ApiFunction.define(table, T, "SelectFusionMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card fusion = LuaCards.checkCard(a, 2, f);
            CardGroup materials = LuaBridge.checkCards(a, 3, f);
            Card gc = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            long chkf = ArgCheck.optInteger(a, 5, f, Players.NONE);
            Effect procedure = MaterialQueries.fusionMaterial(duel, fusion);
            if (procedure == null || procedure.operation() == null) {
                throw new LuaError(f + ": " + fusion + " has no Fusion Material procedure (EFFECT_FUSION_MATERIAL)");
            }
            chosen.materials = new CardGroup();
            procedure.operation().invoke(procedure, player, materials, 0, 0L, null, 0L, 0, gc, chkf);
            return bridge.wrap(chosen.materials);
        });
        ApiFunction.define(table, T, "SetFusionMaterial", (a, f) -> {
            chosen.materials = LuaBridge.checkCards(a, 1, f).copy();
            return LuaValue.NONE;
        });
        // (player, self, opponent, count, reason): the monsters in those Monster Zones hold that many
        ApiFunction.define(table, "Duel", "CheckRemoveOverlayCard", (a, f) -> {
            CardGroup holders = holders(duel, a, f);
            int total = 0;
            for (Card holder : holders) {
                total += holder.overlays().size();
            }
            return LuaValue.valueOf(total >= ArgCheck.checkInt(a, 4, f));
        });
        // (player, self, opponent): the Xyz Materials the monsters in those Monster Zones hold
        ApiFunction.define(table, "Duel", "GetOverlayGroup", (a, f) -> {
            CardGroup materials = new CardGroup();
            for (Card holder : holders(duel, a, f)) {
                holder.overlays().forEach(materials::add);
            }
            return bridge.wrap(materials);
        });
        ApiFunction.define(table, "Duel", "GetOverlayCount", (a, f) -> {
            int total = 0;
            for (Card holder : holders(duel, a, f)) {
                total += holder.overlays().size();
            }
            return LuaValue.valueOf(total);
        });
        ApiFunction.define(table, "Duel", "RemoveOverlayCard", (a, f) -> LuaValue.valueOf(bridge.rules().xyzMaterials().detach(
                LuaArgs.player(a, 1, f), holders(duel, a, f), ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f),
                ArgCheck.checkInteger(a, 6, f), duel.chain().runningEffect())));
        // (monster, card or group): they become its Xyz Materials
        ApiFunction.define(table, "Duel", "Overlay", (a, f) -> {
            Card holder = LuaCards.checkCard(a, 1, f);
            bridge.rules().xyzMaterials().attach(holder, LuaBridge.checkCards(a, 2, f), Reason.RULE);
            return LuaValue.NONE;
        });
        // (player): the player's EFFECT_CHAIN_MATERIAL effect (materials from elsewhere for a Fusion), or nothing
        ApiFunction.define(table, T, "GetChainMaterial", (a, f) -> {
            Effect effect = duel.reach().playerEffect(LuaArgs.player(a, 1, f), EffectCode.CHAIN_MATERIAL);
            return effect == null ? LuaValue.NONE : bridge.wrap(effect);
        });
    }

    private static int runningPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turn().player();
    }

    /** The materials a fusion operation chose (Duel.SetFusionMaterial), per duel. */
    private static final class Chosen {
        CardGroup materials = new CardGroup();
    }

    /** (player, self, opponent) at 1-3: the monsters in those Monster Zones. */
    private static CardGroup holders(Duel duel, Varargs a, String f) {
        int player = LuaArgs.player(a, 1, f);
        CardGroup holders = new CardGroup();
        if (ArgCheck.checkInt(a, 2, f) != 0) {
            duel.field().cards(player, Location.MZONE).forEach(holders::add);
        }
        if (ArgCheck.checkInt(a, 3, f) != 0) {
            duel.field().cards(1 - player, Location.MZONE).forEach(holders::add);
        }
        return holders;
    }
}
