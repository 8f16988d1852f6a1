package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/**
 * Equip Cards: equipping a card to a face-up monster, and the Equip Cards destroyed when their
 * monster leaves or turns face-down, or when their equip limit no longer accepts it (R100).
 */
public final class Equips {
    private final Duel duel;
    private final Prohibitions prohibitions;
    private final ZoneChoice zones;
    private final CardMoves moves;
    private final Destruction destruction;
    private final Events events;

    public Equips(Rules rules) {
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.zones = rules.zones();
        this.moves = rules.moves();
        this.destruction = rules.destruction();
        this.events = rules.events();
    }

    /**
     * Equips a card to a face-up monster: the card goes face-up to a Spell &amp; Trap Zone if it is
     * not already on the field. Returns false when the monster cannot be equipped.
     */
    public boolean equip(int player, Card equipCard, Card target) {
        if (target.location() != Location.MZONE || !target.isFaceUp()) {
            return false;
        }
        if (equipCard.location() != Location.SZONE) {
            List<Integer> free = duel.field().freeZones().spellTrap(player);
            if (free.isEmpty()) {
                return false;
            }
            int zone = zones.choose(player, free, equipCard);
            moves.relocate(equipCard, player, Location.SZONE, zone, Position.FACEUP_ATTACK, Reason.EFFECT);
        } else if (!equipCard.isFaceUp()) {
            duel.field().changePosition(equipCard, Position.FACEUP_ATTACK);
        }
        duel.field().equip(equipCard, target);
        duel.effects().startApplying(equipCard); // its equip effects apply to this monster from now on
        duel.publish(new DuelEvent.Equipped(equipCard, target));
        // "when a card is equipped": eg is the Equip Card; the equipped monster's own effects answer it too
        Effect by = duel.chain().runningEffect();
        int player0 = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : player;
        events.raise(new GameEvent(EventCode.EQUIP, CardGroup.of(equipCard), by, Reason.EFFECT, player0, Players.NONE, 0,
                target));
        return true;
    }

    /** A monster that leaves the field or turns face-down loses its Equip Cards: they are destroyed. */
    void lose(Card monster) {
        List<Card> equips = duel.field().equippedTo(monster);
        if (equips.isEmpty()) {
            return;
        }
        for (Card equip : equips) {
            duel.field().equip(equip, null);
        }
        destruction.destroy(new CardGroup(equips), Reason.RULE | Reason.LOST_TARGET, null, duel.turn().player());
    }

    /** Equip Cards whose equip limit no longer accepts their monster are destroyed (R100: Relinquished negated). */
    public void destroyUnfit() {
        CardGroup unfit = null; // made only when one is unfit: this runs before every prompt
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.SZONE)) {
                if (card.equipTarget() != null && prohibitions.equipLimitBroken(card)) {
                    if (unfit == null) {
                        unfit = new CardGroup();
                    }
                    unfit.add(card);
                }
            }
        }
        if (unfit != null) {
            for (Card card : unfit) {
                duel.field().equip(card, null);
            }
            destruction.destroy(unfit, Reason.RULE | Reason.LOST_TARGET, null, duel.turn().player());
        }
    }
}
