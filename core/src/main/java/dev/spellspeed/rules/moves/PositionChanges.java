package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.summon.TrapMonsters;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.event.DuelEvent;

/**
 * Battle positions changed by an effect (Duel.ChangePosition): turning a monster face-down ends what
 * was applied to it (R076), its Equip Cards and counters (R103); turning one face-up is a flip (R036).
 */
public final class PositionChanges {
    private final Duel duel;
    private final EffectResets resets;
    private final Equips equips;
    private final TrapMonsters trapMonsters;
    private final Events events;

    public PositionChanges(Rules rules) {
        this.duel = rules.duel();
        this.resets = rules.effectResets();
        this.equips = rules.equips();
        this.trapMonsters = rules.trapMonsters();
        this.events = rules.events();
    }

    /** Changes battle positions (and facing) of cards on the field. */
    public int changePosition(CardGroup cards, Position position, Effect reasonEffect, int reasonPlayer) {
        CardGroup changed = new CardGroup();
        CardGroup flipped = new CardGroup();
        for (Card card : cards.toList()) {
            if (card.location() != Location.MZONE || card.position() == position) {
                continue;
            }
            Position from = card.position();
            if (card.isTrapMonster() && from.isFaceUp() && !position.isFaceUp()) {
                // a Trap Monster turned face-down is Set again in its Spell & Trap Zone (R115)
                resets.endEffects(card, ResetFlag.TURN_SET);
                duel.field().clearCounters(card);
                trapMonsters.returnToSpellTrapZone(card, Position.FACEDOWN_DEFENSE);
                changed.add(card);
                continue;
            }
            duel.field().changePosition(card, position);
            if (from.isFaceUp() && !position.isFaceUp()) {
                // turning face-down ends what was applied to the card and its links (R076), and its counters (R103)
                resets.endEffects(card, ResetFlag.TURN_SET);
                equips.lose(card);
                duel.field().clearCounters(card);
            }
            duel.publish(new DuelEvent.PositionChanged(card, from, position));
            changed.add(card);
            if (!from.isFaceUp() && position.isFaceUp()) {
                flipped.add(card);
            }
        }
        if (!changed.isEmpty()) {
            events.raise(new GameEvent(EventCode.CHANGE_POS, changed, reasonEffect, Reason.EFFECT, reasonPlayer,
                    reasonPlayer, 0));
        }
        if (!flipped.isEmpty()) {
            // turned face-up by an effect: a flip (R036)
            events.raise(new GameEvent(EventCode.FLIP, flipped, reasonEffect, Reason.EFFECT, reasonPlayer, reasonPlayer, 0));
        }
        duel.operation().recordOperated(changed);
        return changed.size();
    }
}
