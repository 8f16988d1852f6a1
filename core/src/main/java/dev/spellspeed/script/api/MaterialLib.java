package dev.spellspeed.script.api;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.SumSelection;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayList;
import java.util.List;

/**
 * Fusion and Ritual materials, with ygopro's protocol: a Fusion Monster's EFFECT_FUSION_MATERIAL
 * effect says which materials make it ({@code condition(e, g, gc, chkf)}) and lets the player
 * choose them ({@code operation(e, tp, eg, ep, ev, re, r, rp, gc, chkf)}, which hands its choice to
 * {@code Duel.SetFusionMaterial}); a Ritual Spell adds up its Tributes' Levels.
 */
final class MaterialLib {
    private static final String T = "Duel";

    private MaterialLib() {}

    /** The materials a fusion operation chose (Duel.SetFusionMaterial), per duel. */
    private static final class Chosen {
        CardGroup materials = new CardGroup();
    }

    static void install(LuaBridge bridge) {
        Duel duel = bridge.duel();
        LuaTable t = bridge.scripts().apiTable("Duel");
        LuaTable card = bridge.scripts().apiTable("Card");
        LuaTable group = bridge.scripts().apiTable("Group");
        Chosen chosen = new Chosen();

        ApiFunction.define(card, "Card", "SetMaterial", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            c.setMaterials(a.arg(2).isnil() ? List.of() : LuaBridge.checkCards(a, 2, f).toList());
            return LuaValue.NONE;
        });
        ApiFunction.define(card, "Card", "GetMaterial", (a, f) ->
                bridge.wrap(new CardGroup(LuaCards.checkCard(a, 1, f).materials())));
        ApiFunction.define(card, "Card", "GetMaterialCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).materials().size()));
        // ([fusion monster]): a monster may be a Fusion Material
        ApiFunction.define(card, "Card", "IsCanBeFusionMaterial", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).isMonster()));
        ApiFunction.define(card, "Card", "IsCanBeRitualMaterial", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).isMonster()));
        // (fusion monster): this card may stand in for any one named Fusion Material (EFFECT_FUSION_SUBSTITUTE)
        ApiFunction.define(card, "Card", "CheckFusionSubstitute", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            for (Effect e : duel.effects().of(c)) {
                if (e.code() == EffectCode.FUSION_SUBSTITUTE && duel.applies(e, c) || e.code() == EffectCode.FUSION_SUBSTITUTE
                        && e.isRegistered() && !c.location().isOnField()) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        // (ritual monster): the Level it counts for in a Ritual Summon
        ApiFunction.define(card, "Card", "GetRitualLevel", (a, f) -> LuaValue.valueOf(LuaCards.checkCard(a, 1, f).level()));
        // (player): the monsters in the player's hand and Monster Zones that may be Fusion Materials
        ApiFunction.define(t, T, "GetFusionMaterial", (a, f) ->
                bridge.wrap(handAndField(duel, DuelLib.player(a, 1, f))));
        // (player): the monsters in the player's hand and Monster Zones that may be Tributed for a Ritual Summon
        ApiFunction.define(t, T, "GetRitualMaterial", (a, f) ->
                bridge.wrap(handAndField(duel, DuelLib.player(a, 1, f))));
        // (cards): Tributed for a Ritual Summon
        ApiFunction.define(t, T, "ReleaseRitualMaterial", (a, f) -> LuaValue.valueOf(bridge.actions().release(
                LuaBridge.checkCards(a, 1, f), Reason.EFFECT | Reason.MATERIAL | Reason.RITUAL,
                duel.chain().runningEffect(), runningPlayer(duel))));
        // (fusion monster[, materials, must-use card, chkf]): its materials can be found in the group
        ApiFunction.define(card, "Card", "CheckFusionMaterial", (a, f) -> {
            Card fusion = LuaCards.checkCard(a, 1, f);
            Effect procedure = fusionMaterial(duel, fusion);
            if (procedure == null || procedure.condition() == null) {
                return LuaValue.FALSE;
            }
            CardGroup materials = a.arg(2).isnil() ? handAndField(duel, fusion.controller()) : LuaBridge.checkCards(a, 2, f);
            Card gc = a.arg(3).isnil() ? null : LuaCards.checkCard(a, 3, f);
            long chkf = ArgCheck.optInteger(a, 4, f, Players.NONE);
            Object ok = procedure.condition().invoke(procedure, materials, gc, chkf);
            return LuaValue.valueOf(ok != null && !Boolean.FALSE.equals(ok));
        });
        // (player, fusion monster, materials[, must-use card, chkf]): the player chooses its materials
        ApiFunction.define(t, T, "SelectFusionMaterial", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Card fusion = LuaCards.checkCard(a, 2, f);
            CardGroup materials = LuaBridge.checkCards(a, 3, f);
            Card gc = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            long chkf = ArgCheck.optInteger(a, 5, f, Players.NONE);
            Effect procedure = fusionMaterial(duel, fusion);
            if (procedure == null || procedure.operation() == null) {
                throw new LuaError(f + ": " + fusion + " has no Fusion Material procedure (EFFECT_FUSION_MATERIAL)");
            }
            chosen.materials = new CardGroup();
            procedure.operation().invoke(procedure, player, materials, 0, 0L, null, 0L, 0, gc, chkf);
            return bridge.wrap(chosen.materials);
        });
        ApiFunction.define(t, T, "SetFusionMaterial", (a, f) -> {
            chosen.materials = LuaBridge.checkCards(a, 1, f).copy();
            return LuaValue.NONE;
        });
        // (f, sum, ...): some of the cards' f(c, ...) add up to at least sum with none to spare
        ApiFunction.define(group, "Group", "CheckWithSumGreater", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            LuaValue fn = a.checkfunction(2);
            int sum = ArgCheck.checkInt(a, 3, f);
            Varargs extra = a.subargs(4);
            // the cards Duel.SetSelectedCard named must be part of it (they are used up by asking)
            List<Card> must = duel.takeMustSelect();
            List<Card> candidates = new ArrayList<>(must);
            cards.toList().stream().filter(c -> !must.contains(c)).forEach(candidates::add);
            return LuaValue.valueOf(new SumSelection(candidates, c -> value(bridge, fn, c, extra), sum).possibleWith(must));
        });
        // (player, f, sum, ...): the player picks cards one by one until they reach sum with none to spare
        ApiFunction.define(group, "Group", "SelectWithSumGreater", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            int player = DuelLib.player(a, 2, f);
            LuaValue fn = a.checkfunction(3);
            int sum = ArgCheck.checkInt(a, 4, f);
            Varargs extra = a.subargs(5);
            List<Card> must = duel.takeMustSelect();
            List<Card> candidates = new ArrayList<>(must);
            cards.toList().stream().filter(c -> !must.contains(c)).forEach(candidates::add);
            SumSelection selection = new SumSelection(candidates, c -> value(bridge, fn, c, extra), sum);
            List<Card> picked = new ArrayList<>(must);
            if (!selection.possibleWith(must)) {
                return bridge.wrap(new CardGroup());
            }
            while (!selection.complete(picked)) {
                List<Card> options = selection.next(picked);
                if (options.isEmpty()) {
                    break;
                }
                picked.addAll(duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                        "select a card to reach a total of " + sum, options, 1, 1)));
            }
            picked.removeAll(must); // the required cards are not part of the answer (ygopro)
            return bridge.wrap(new CardGroup(picked));
        });
    }

    private static CardGroup handAndField(Duel duel, int player) {
        CardGroup cards = new CardGroup();
        for (Location where : new Location[] {Location.HAND, Location.MZONE}) {
            for (Card c : duel.field().cards(player, where)) {
                if (c.isMonster()) {
                    cards.add(c);
                }
            }
        }
        return cards;
    }

    /** The Fusion Monster's own EFFECT_FUSION_MATERIAL effect, or null. */
    private static Effect fusionMaterial(Duel duel, Card fusion) {
        for (Effect e : duel.effects().of(fusion)) {
            if (e.code() == EffectCode.FUSION_MATERIAL && e.isRegistered()) {
                return e;
            }
        }
        return null;
    }

    private static int value(LuaBridge bridge, LuaValue fn, Card card, Varargs extra) {
        return fn.invoke(LuaValue.varargsOf(bridge.wrap(card), extra)).arg1().toint();
    }

    private static int runningPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turnPlayer();
    }
}
