package dev.spellspeed.script.api.card;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Players;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.MaterialQueries;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: a card as material: Fusion, Ritual, Synchro and Xyz material checks, and its own Xyz Materials. */
public final class CardMaterialLib {
    private static final String T = "Card";

    private CardMaterialLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        ApiFunction.define(table, "Card", "SetMaterial", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            c.setMaterials(a.arg(2).isnil() ? List.of() : LuaBridge.checkCards(a, 2, f).toList());
            return LuaValue.NONE;
        });
        ApiFunction.define(table, "Card", "GetMaterial", (a, f) ->
                bridge.wrap(new CardGroup(LuaCards.checkCard(a, 1, f).materials())));
        ApiFunction.define(table, "Card", "GetMaterialCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).materials().size()));
        // ([fusion monster]): a monster may be a Fusion Material
        ApiFunction.define(table, "Card", "IsCanBeFusionMaterial", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).isMonster()));
        ApiFunction.define(table, "Card", "IsCanBeRitualMaterial", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).isMonster()));
        // (fusion monster): this card may stand in for any one named Fusion Material (EFFECT_FUSION_SUBSTITUTE)
        ApiFunction.define(table, "Card", "CheckFusionSubstitute", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            for (Effect e : duel.effects().of(c)) {
                if (e.code() == EffectCode.FUSION_SUBSTITUTE && duel.reach().applies(e, c) || e.code() == EffectCode.FUSION_SUBSTITUTE
                        && e.isRegistered() && !c.location().isOnField()) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        // (ritual monster): the Level it counts for in a Ritual Summon
        ApiFunction.define(table, "Card", "GetRitualLevel", (a, f) -> LuaValue.valueOf(LuaCards.checkCard(a, 1, f).level()));
        // (fusion monster[, materials, must-use card, chkf]): its materials can be found in the group
        ApiFunction.define(table, "Card", "CheckFusionMaterial", (a, f) -> {
            Card fusion = LuaCards.checkCard(a, 1, f);
            Effect procedure = MaterialQueries.fusionMaterial(duel, fusion);
            if (procedure == null || procedure.condition() == null) {
                return LuaValue.FALSE;
            }
            CardGroup materials = a.arg(2).isnil() ? MaterialQueries.handAndField(duel, fusion.controller()) : LuaBridge.checkCards(a, 2, f);
            Card gc = a.arg(3).isnil() ? null : LuaCards.checkCard(a, 3, f);
            long chkf = ArgCheck.optInteger(a, 4, f, Players.NONE);
            Object ok = procedure.condition().invoke(procedure, materials, gc, chkf);
            return LuaValue.valueOf(ok != null && !Boolean.FALSE.equals(ok));
        });
        // a card that may become an Xyz Material: not a Token
        ApiFunction.define(table, "Card", "IsCanOverlay", (a, f) ->
                LuaValue.valueOf(!LuaCards.checkCard(a, 1, f).data().is(CardType.TOKEN)));
        // Xyz Materials
        ApiFunction.define(table, "Card", "GetOverlayGroup", (a, f) ->
                bridge.wrap(new CardGroup(LuaCards.checkCard(a, 1, f).overlays())));
        ApiFunction.define(table, "Card", "GetOverlayCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).overlays().size()));
        // the Xyz Monster this card is an Xyz Material of; nil when it is none's
        ApiFunction.define(table, "Card", "GetOverlayTarget", (a, f) ->
                bridge.wrap(LuaCards.checkCard(a, 1, f).overlayHolder()));
        // (player, count, reason): it has that many Xyz Materials to detach
        ApiFunction.define(table, "Card", "CheckRemoveOverlayCard", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).overlays().size() >= ArgCheck.checkInt(a, 3, f)));
        // (player, min, max, reason): the player detaches min to max of its Xyz Materials (to the GY)
        ApiFunction.define(table, "Card", "RemoveOverlayCard", (a, f) -> LuaValue.valueOf(bridge.rules().xyzMaterials().detach(
                LuaArgs.player(a, 2, f), CardGroup.of(LuaCards.checkCard(a, 1, f)), ArgCheck.checkInt(a, 3, f),
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInteger(a, 5, f), duel.chain().runningEffect())));
        ApiFunction.define(table, T, "IsFusionSetCard", (a, f) -> CardFunctions.anySet(a, f, checkCard(a, 1, f).data()));
        ApiFunction.define(table, T, "IsFusionType", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // (c, attribute[, player]): the player who uses it as material does not change it here
        ApiFunction.define(table, T, "IsFusionAttribute", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).attribute() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(table, T, "GetFusionAttribute", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).attribute()));
        ApiFunction.define(table, T, "GetFusionCode", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).currentCode()));
        ApiFunction.define(table, T, "IsFusionCode", (a, f) -> {
            long code = checkCard(a, 1, f).currentCode();
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
    }
}
