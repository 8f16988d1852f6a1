package dev.spellspeed.rules.chain;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.TurnState;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.turn.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * Why an effect is not offered for activation: the requirement that failed first, in the order the
 * engine checks them, and a sentence an author can act on. Produced by the same procedure that
 * builds the offered list ({@code Activations.judge}), so it never disagrees with it.
 */
public record ActivationRefusal(Requirement requirement, String reason) {
    /** The requirements an activation must meet, in the order they are checked. */
    public enum Requirement {
        /** The player does not control the card. */
        CONTROL,
        /** The effect was reset or moved to another card. */
        NOT_IN_FORCE,
        /** A trigger, continuous effect or monster card: never activated on demand. */
        NOT_ACTIVATED_ON_DEMAND,
        /** The card is not where the effect works from (SetRange; hand or Set for a card activation). */
        LOCATION,
        /** The card is face-down on the field. */
        FACE_DOWN,
        /** "You can only control 1". */
        UNIQUE,
        /** No free zone to activate the card into. */
        ZONE_FULL,
        /** A Set Trap or Quick-Play Spell, the turn it was Set. */
        SET_THIS_TURN,
        /** Spell speed too low for the moment or the chain (R043). */
        SPELL_SPEED,
        /** Not the event or the turn the effect answers. */
        TIMING,
        /** The Damage Step (R032). */
        DAMAGE_STEP,
        /** Its count limit is used. */
        COUNT_LIMIT,
        /** Duel.SetChainLimit of the link being answered. */
        CHAIN_LIMIT,
        /** EFFECT_CANNOT_ACTIVATE or EFFECT_CANNOT_TRIGGER. */
        PROHIBITED,
        /** The condition function returned false. */
        CONDITION,
        /** The cost function returned false for chk==0. */
        COST,
        /** The target function returned false for chk==0. */
        TARGET
    }

    /** Spell Speed {@code speed} cannot answer the chain now, or cannot start one (R043). */
    static ActivationRefusal spellSpeed(Duel duel, int speed, int player) {
        ChainLink top = duel.chain().top();
        if (top == null) {
            String here = player != duel.turn().player() ? "it is player " + duel.turn().player() + "'s turn"
                    : !duel.turn().phase().isMainPhase() ? "it is the " + duel.turn().phase()
                    : "this is a response window (to what just happened), not the open game state";
            return new ActivationRefusal(Requirement.SPELL_SPEED, "Spell Speed 1 can start a chain"
                    + " only in its controller's own Main Phase when nothing else is happening (R043), and " + here);
        }
        return new ActivationRefusal(Requirement.SPELL_SPEED, "chain link " + top.number() + " ("
                + top.handler() + ") is Spell Speed " + top.speed() + ", and this is Spell Speed " + speed
                + (top.speed() == 3 ? ": only a Counter Trap (Spell Speed 3) answers it" : ": a chain link needs Spell Speed 2 or higher")
                + " (R043)");
    }

    /** The effect answers something other than what the window answers. */
    static ActivationRefusal timing(Effect effect, Window window) {
        if (window.onlyCode() != Window.ANY) {
            return new ActivationRefusal(Requirement.TIMING,
                    "only effects that answer the summon (" + EventCode.name(window.onlyCode()) + ") may be activated now");
        }
        if (effect.hasType(EffectType.IGNITION) || effect.code() == EventCode.FREE_CHAIN || effect.code() == 0) {
            return new ActivationRefusal(Requirement.TIMING, "not at this moment");
        }
        List<String> recent = new ArrayList<>();
        for (GameEvent event : window.events()) {
            String name = EventCode.name(event.code());
            if (!recent.contains(name)) {
                recent.add(name);
            }
        }
        return new ActivationRefusal(Requirement.TIMING, "it is activated when "
                + EventCode.name(effect.code()) + " happens, and that is not what just happened ("
                + (recent.isEmpty() ? "nothing did" : String.join(", ", recent)) + ")");
    }

    /** The effect's count limit is used up for {@code player}: when and by what it was last used. */
    static ActivationRefusal countLimit(Duel duel, Effect effect, int player) {
        String key = Activations.countKey(effect, player);
        TurnState.CountUse last = duel.turn().lastCountLimitUse(key);
        String period = key.startsWith("duel:") ? "per duel" : key.startsWith("chain:") ? "per chain" : "per turn";
        return new ActivationRefusal(Requirement.COUNT_LIMIT, "its count limit (" + effect.countLimit()
                + " " + period + (effect.countCode() != 0 ? ", code " + effect.countCode() : "") + ") is used up"
                + (last == null ? "" : ": last used by " + (last.card() == null ? "an effect" : last.card())
                        + " on turn " + last.turn())
                + ((effect.countCode() & CountCode.DUEL) != 0
                        ? "; the code has the EFFECT_COUNT_CODE_DUEL bit, which a card id of 0x10000000 or above sets"
                                + " by accident (lint rule count-code)" : ""));
    }

    /** Where a callback is defined, "(file:line)", for a refusal's sentence; empty when unknown. */
    static String where(EffectFunction function) {
        String where = function == null ? null : function.where();
        return where == null ? "" : "(" + where + ")";
    }

    @Override
    public String toString() {
        return reason;
    }
}
