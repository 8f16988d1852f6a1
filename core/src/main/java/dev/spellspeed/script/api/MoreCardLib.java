package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.AttackTargets;
import dev.spellspeed.rules.NormalSummonCheck;
import dev.spellspeed.rules.PlayerEffects;
import dev.spellspeed.rules.EffectResets;
import dev.spellspeed.rules.Unions;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/**
 * More of the {@code Card} table: relations between cards, resetting a card's effects, who summoned
 * it and with what, and the Fusion-material reading of its name, type and Attribute.
 *
 * <p>The Fusion readings are the card's current ones: no effect changes a card's properties only as
 * Fusion Material here (ygopro's EFFECT_ADD_FUSION_CODE and the like have no engine reader yet).
 */
final class MoreCardLib {
    private static final String T = "Card";

    private MoreCardLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        EffectResets resets = bridge.rules().effectResets();
        Unions unions = bridge.rules().unions();

        ApiFunction.define(t, T, "IsExtraDeckMonster", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).data().isExtraDeckMonster()));
        // (c, setcode...): its printed archetypes, whatever effects add
        ApiFunction.define(t, T, "IsOriginalSetCard", (a, f) -> anySet(a, f, checkCard(a, 1, f).data()));
        // (c, setcode...): the archetypes of the card whose effect last Special Summoned it ("summoned by a X card's effect")
        ApiFunction.define(t, T, "IsSpecialSummonSetCard", (a, f) -> {
            CardHistory.SummonSource source = checkCard(a, 1, f).history().summonSource();
            return source == null ? LuaValue.FALSE : anySet(a, f, source.data());
        });
        ApiFunction.define(t, T, "GetSummonPlayer", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).history().summonPlayer()));
        ApiFunction.define(t, T, "GetPreviousPosition", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(c.previousPosition() == null ? 0 : c.previousPosition().mask());
        });

        ApiFunction.define(t, T, "IsFusionSetCard", (a, f) -> anySet(a, f, checkCard(a, 1, f).data()));
        ApiFunction.define(t, T, "IsFusionType", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // (c, attribute[, player]): the player who uses it as material does not change it here
        ApiFunction.define(t, T, "IsFusionAttribute", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).attribute() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(t, T, "GetFusionAttribute", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).attribute()));
        ApiFunction.define(t, T, "GetFusionCode", (a, f) ->
                LuaValue.valueOf(CardLib.currentCode(bridge, checkCard(a, 1, f))));
        ApiFunction.define(t, T, "IsFusionCode", (a, f) -> {
            long code = CardLib.currentCode(bridge, checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });

        // (c, type, value): a hint for a client's display; a headless duel has none
        ApiFunction.define(t, T, "SetHint", (a, f) -> {
            checkCard(a, 1, f);
            ArgCheck.checkInteger(a, 2, f);
            ArgCheck.checkInteger(a, 3, f);
            return LuaValue.NONE;
        });
        // (c, id, reset type): RESET_EVENT (id: the event bits), RESET_CODE, RESET_COPY or RESET_CARD
        ApiFunction.define(t, T, "ResetEffect", (a, f) -> {
            resets.reset(checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        // (c, other, reset): c stays related to other until c moves as the RESET_EVENT bits say
        ApiFunction.define(t, T, "CreateRelation", (a, f) -> {
            Card card = checkCard(a, 1, f);
            card.relate(checkCard(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "IsRelateToCard", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.valueOf(card.isRelatedTo(checkCard(a, 2, f)));
        });
        // (c, target): may c be equipped to target by its Union effect?
        ApiFunction.define(t, T, "CheckUnionTarget", (a, f) ->
                LuaValue.valueOf(unions.canEquipTo(checkCard(a, 1, f), checkCard(a, 2, f))));
        // the monsters c could attack now, and whether it could attack directly
        ApiFunction.define(t, T, "GetAttackableTarget", (a, f) -> {
            CardGroup targets = new CardGroup();
            boolean direct = false;
            for (AttackTarget target : AttackTargets.of(bridge.duel(), checkCard(a, 1, f))) {
                if (target.isDirect()) {
                    direct = true;
                } else {
                    targets.add(target.monster());
                }
            }
            return LuaValue.varargsOf(bridge.wrap(targets), LuaValue.valueOf(direct));
        });
        // the card's id in its current location, kept through changes of control and position
        ApiFunction.define(t, T, "GetRealFieldID", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).history().realFieldId()));
        // a card in the Deck turns face-up where it is
        ApiFunction.define(t, T, "ReverseInDeck", (a, f) -> {
            bridge.duel().field().reverseInDeck(checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        // (c, e): c is no longer related to e's link
        ApiFunction.define(t, T, "ReleaseEffectRelation", (a, f) -> {
            bridge.duel().chain().unrelate(checkCard(a, 1, f), LuaBridge.checkEffect(a, 2, f));
            return LuaValue.NONE;
        });
        // c is no longer related to any effect on the chain
        ApiFunction.define(t, T, "ClearEffectRelation", (a, f) -> {
            bridge.duel().chain().unrelateEverywhere(checkCard(a, 1, f));
            return LuaValue.NONE;
        });
        // (c, code, label): the first flag effect of that code takes the label; false if there is none
        ApiFunction.define(t, T, "SetFlagEffectLabel", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            long label = ArgCheck.checkInteger(a, 3, f);
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    e.setLabels(label);
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        // where the card is going while it is about to be destroyed (LOCATION_*); 0 otherwise
        ApiFunction.define(t, T, "GetDestination", (a, f) -> {
            PendingDestruction pending = bridge.duel().pendingDestruction(checkCard(a, 1, f));
            return LuaValue.valueOf(pending == null ? 0 : pending.destination().mask());
        });
        // its ATK when it last left the field (0 if it never was there)
        ApiFunction.define(t, T, "GetPreviousAttackOnField", (a, f) -> {
            CardHistory.OnField state = checkCard(a, 1, f).history().onField();
            return LuaValue.valueOf(state == null ? 0 : state.attack());
        });
        // the Tributes its Tribute Summon needs: at least, at most
        ApiFunction.define(t, T, "GetTributeRequirement", (a, f) -> {
            int[] count = NormalSummonCheck.tributeRequirement(checkCard(a, 1, f));
            return LuaValue.varargsOf(LuaValue.valueOf(count[0]), LuaValue.valueOf(count[1]));
        });
        // two counts: Union Monsters equipped in Union status, and in the old (pre-2020) Union status
        ApiFunction.define(t, T, "GetUnionCount", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.varargsOf(LuaValue.valueOf(unions.count(card, false)),
                    LuaValue.valueOf(unions.count(card, true)));
        });
    }

    /** True if the data belongs to any of the archetypes given from argument 2 on (nil ones skipped). */
    private static LuaValue anySet(Varargs a, String f, CardData data) {
        for (int i = 2; i <= a.narg(); i++) {
            if (!a.arg(i).isnil() && CardLib.isSetCard(data, ArgCheck.checkInteger(a, i, f))) {
                return LuaValue.TRUE;
            }
        }
        return LuaValue.FALSE;
    }
}
