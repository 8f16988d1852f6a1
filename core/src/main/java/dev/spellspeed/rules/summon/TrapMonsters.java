package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/**
 * Trap Monsters (R114, R115): a Trap Card Special Summoned as a monster takes the monster stats it
 * was given, and goes back to the Spell &amp; Trap Zone it came from, which stayed locked for it, when
 * its effects are negated or it is turned face-down.
 */
public final class TrapMonsters {
    /** Until the card is sent anywhere, banished, returned or turned face-down (ygopro's reset for monster attributes). */
    private static final long RESET_MONSTER_ATTRIBUTE = ResetFlag.EVENT | ResetFlag.TURN_SET
            | ResetFlag.TOGRAVE | ResetFlag.REMOVE | ResetFlag.TEMP_REMOVE | ResetFlag.TOHAND | ResetFlag.TODECK | ResetFlag.OVERLAY;

    private final Duel duel;
    private final Prohibitions prohibitions;
    private final CardMoves moves;

    public TrapMonsters(Rules rules) {
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.moves = rules.moves();
    }

    /**
     * Card.AddMonsterAttribute: a Trap Card about to be Special Summoned as a monster (a Trap Monster,
     * R114) takes these monster type bits when it arrives; non-zero stats replace the database's.
     */
    public void addMonsterAttribute(Card card, long type, long attribute, long race, long level, long attack, long defense) {
        card.setPendingMonsterType(CardType.MONSTER | type & ~(CardType.SPELL | CardType.TRAP));
        long[][] stats = {{EffectCode.CHANGE_ATTRIBUTE, attribute}, {EffectCode.CHANGE_RACE, race}, {EffectCode.CHANGE_LEVEL, level},
                {EffectCode.SET_BASE_ATTACK, attack}, {EffectCode.SET_BASE_DEFENSE, defense}};
        for (long[] stat : stats) {
            if (stat[1] == 0) {
                continue;
            }
            Effect effect = duel.effects().create(card, card.controller());
            effect.setType(EffectType.SINGLE);
            effect.setCode(stat[0]);
            effect.setValue(new EffectValue.Constant(stat[1]));
            effect.setProperty(EffectFlag.CANNOT_DISABLE);
            effect.setReset(RESET_MONSTER_ATTRIBUTE, 1);
            duel.effects().register(effect, card);
        }
    }

    /** A Trap Monster whose effects are negated goes face-up to its Spell &amp; Trap Zone and stays a Trap there (R115). */
    public void returnNegated() {
        for (int player = 0; player < 2; player++) {
            // a zone row's list is a snapshot (Field.cards): a card returned meanwhile stays in it
            for (Card card : duel.field().cards(player, Location.MZONE)) {
                if (card.isTrapMonster() && (prohibitions.isDisabled(card)
                        || duel.reach().isAffectedBy(card, EffectCode.DISABLE_TRAPMONSTER))) {
                    returnToSpellTrapZone(card, Position.FACEUP_ATTACK);
                }
            }
        }
    }

    /**
     * A Trap Monster goes back to the Spell &amp; Trap Zone it came from, which stayed locked for it (R114,
     * R115). That zone is its controller's: after a change of control it may hold another card, and then
     * the Trap Monster is sent to the GY, as the reference engine does when a card has no zone to go to.
     */
    public void returnToSpellTrapZone(Card card, Position position) {
        int zone = card.trapMonsterZone();
        if (zone < 0 || duel.field().zoneCard(card.controller(), Location.SZONE, zone) != null) {
            moves.sendToGrave(new CardGroup(List.of(card)), Reason.RULE, null,
                    card.controller());
            return;
        }
        Position from = card.position();
        moves.relocate(card, card.controller(), Location.SZONE, zone, position, Reason.RULE);
        duel.publish(new DuelEvent.PositionChanged(card, from, position));
    }
}
