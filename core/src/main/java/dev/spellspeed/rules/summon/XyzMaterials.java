package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.Cause;
import dev.spellspeed.rules.moves.Destination;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Xyz Materials: cards attached under an Xyz Monster (LOCATION_OVERLAY), detached as costs, and sent
 * to the GY when their monster leaves the field.
 */
public final class XyzMaterials {
    private final Duel duel;
    private final CardMoves moves;
    private final Events events;

    public XyzMaterials(Rules rules) {
        this.duel = rules.duel();
        this.moves = rules.moves();
        this.events = rules.events();
    }

    /** An Xyz Monster that leaves the field takes none of its Xyz Materials along: they go to the GY. */
    public void loseAll(Card monster) {
        if (!monster.overlays().isEmpty()) {
            moves.move(new CardGroup(List.copyOf(monster.overlays())), Destination.graveyard(),
                    new Cause(Reason.RULE | Reason.LOST_OVERLAY, null, duel.turn().player()));
        }
    }

    /**
     * Duel.Overlay: cards become Xyz Materials of a monster. They leave where they were without being
     * sent anywhere; the materials a monster had of its own are not passed on: they go to the GY by the
     * rules first (ygopro: an Xyz Material has no materials; its Xyz procedure sends them there).
     */
    public void attach(Card holder, CardGroup materials, long reason) {
        CardGroup leftField = new CardGroup();
        for (Card material : materials.toList()) {
            if (material == holder || material.overlayHolder() == holder) {
                continue;
            }
            if (!material.overlays().isEmpty()) {
                moves.move(new CardGroup(List.copyOf(material.overlays())), Destination.graveyard(),
                        new Cause(Reason.RULE, null, duel.turn().player()));
            }
            if (material.location().isOnField()) {
                leftField.add(material);
            }
            Location from = material.location();
            int fromPlayer = material.controller();
            moves.relocate(material, holder.controller(), Location.OVERLAY, 0, Position.FACEUP_ATTACK, reason);
            duel.field().markAttached(holder, material);
            duel.publish(new DuelEvent.CardMoved(material, fromPlayer, from, Location.OVERLAY, reason));
        }
        if (!leftField.isEmpty()) {
            events.raise(new GameEvent(EventCode.LEAVE_FIELD, leftField, null, reason, duel.turn().player(), duel.turn().player(), 0));
        }
    }

    /**
     * Detaching Xyz Materials (Card.RemoveOverlayCard, usually a cost): the player picks min to max of
     * the materials under these monsters; they go to the GY. Returns how many were detached.
     */
    public int detach(int player, CardGroup holders, int min, int max, long reason, Effect reasonEffect) {
        List<Card> materials = new ArrayList<>();
        for (Card holder : holders) {
            materials.addAll(holder.overlays());
        }
        if (materials.size() < min || max < 1) {
            return 0;
        }
        int upper = Math.min(max, materials.size());
        List<Card> chosen = upper == materials.size() && min == upper ? materials
                : duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                        "detach " + (min == upper ? String.valueOf(min) : min + "-" + upper) + " Xyz Material(s)",
                        materials, min, upper));
        CardGroup detached = moves.move(new CardGroup(chosen), Destination.graveyard(), new Cause(reason, reasonEffect, player));
        if (!detached.isEmpty()) {
            events.raise(new GameEvent(EventCode.DETACH_MATERIAL, holders, reasonEffect, reason, player, player, detached.size()));
        }
        return detached.size();
    }
}
