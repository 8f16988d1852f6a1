package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.ZoneChoice;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.duel.SummonsInSteps;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/**
 * Special Summons by an effect (Duel.SpecialSummon, and in steps: SpecialSummonStep then
 * SpecialSummonComplete): each monster needs a zone it may go to and its summon conditions met,
 * and the summon succeeds for all of them together.
 */
public final class SpecialSummons {
    private final Duel duel;
    private final Prohibitions prohibitions;
    private final SpecialSummonPosition summonPosition;
    private final ZoneChoice zones;
    private final CardMoves moves;
    private final Events events;
    private final SummonCosts costs;

    public SpecialSummons(Rules rules) {
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.summonPosition = rules.specialSummonPosition();
        this.zones = rules.zones();
        this.moves = rules.moves();
        this.events = rules.events();
        this.costs = rules.summonCosts();
    }

    /**
     * Special Summons monsters as the terms say. Each needs a free
     * Main Monster Zone; those that find none stay where they are. Returns how many were summoned.
     */
    public int specialSummon(CardGroup cards, SpecialSummonTerms terms) {
        for (Card card : cards.toList()) {
            specialSummonStep(card, terms);
        }
        return specialSummonComplete(terms.reasonEffect());
    }

    /**
     * One monster of a Special Summon done in steps (ygopro's SpecialSummonStep): it is placed now, so
     * the effect can apply things to it, and the summon succeeds for all of them together at
     * {@link #specialSummonComplete}. False if there is no zone it may go to (Master Rule 2020 zones
     * for Extra Deck monsters), or the card's own summon condition forbids it (unless the terms ignore
     * conditions: Level Up!).
     */
    public boolean specialSummonStep(Card card, SpecialSummonTerms terms) {
        int summoner = terms.summoner();
        int targetPlayer = terms.targetPlayer();
        List<Integer> free = duel.field().freeZones().forSummon(targetPlayer, card);
        // a face-up summon may not make a second "only 1" card on that side: only face-down positions remain
        int positions = summonPosition.allowed(card, targetPlayer, terms.positions());
        if (free.isEmpty() || card.location() == Location.MZONE || positions == 0
                // a card printed as no monster (a Trap Monster, a card without data) only if the conditions are ignored
                || !terms.ignoreConditions() && !card.data().isMonster()
                // EFFECT_CANNOT_SPECIAL_SUMMON, whatever the terms (ygopro's special_summon_step)
                || prohibitions.specialSummonForbidden(summoner, card, terms.summonType(), positions, targetPlayer,
                        terms.reasonEffect())
                || !terms.ignoreConditions()
                && !prohibitions.specialSummonConditionAllows(card, terms.reasonEffect(), summoner, terms.summonType())
                // EFFECT_SPSUMMON_COST: a cost that cannot be paid forbids the summon
                || !costs.payable(EffectCode.SPSUMMON_COST, card, summoner)) {
            return false;
        }
        costs.pay(EffectCode.SPSUMMON_COST, card, summoner);
        int zone = zones.choose(summoner, free, card);
        // the zone first, then the position, as ygopro's move_to_field asks them
        Position position = summonPosition.choose(summoner, card, positions);
        int fromPlayer = card.controller();
        Location from = card.location();
        moves.relocate(card, targetPlayer, Location.MZONE, zone, position, Reason.SPSUMMON);
        duel.field().markSummoned(card, SummonType.ofSpecial(terms.summonType()), summoner);
        card.history().recordReason(terms.reasonEffect(), summoner);
        card.history().recordSummonSource(summonSource(terms.reasonEffect(), summoner));
        card.history().recordSummonPlayer(summoner);
        duel.summons().countSummon(summoner, 2);
        duel.summons().noteSpecialSummon(summoner, card);
        if (terms.proper()) {
            duel.field().markProperlySummoned(card);
        }
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.MZONE, Reason.SPSUMMON));
        duel.summons().inSteps().add(card, summoner);
        return true;
    }

    /**
     * The monsters placed by {@link #specialSummonStep} since the last completion are Special Summoned
     * successfully, as one event (so "when monsters are Special Summoned" sees them together). Returns
     * how many there were.
     */
    public int specialSummonComplete(Effect reasonEffect) {
        SummonsInSteps pending = duel.summons().inSteps();
        CardGroup summoned = pending.cards();
        int summoner = pending.summoner();
        pending.clear();
        if (!summoned.isEmpty()) {
            events.raise(new GameEvent(EventCode.SPSUMMON_SUCCESS, summoned, reasonEffect, Reason.SPSUMMON, summoner,
                    summoner, 0));
        }
        duel.operation().recordOperated(summoned);
        return summoned.size();
    }

    /**
     * The card whose effect Special Summons, as it is now (ygopro's special summon info); the player is
     * the one whose chain link resolves, else the summoner. Null for a summon by no effect.
     */
    CardHistory.SummonSource summonSource(Effect effect, int summoner) {
        Card source = effect == null ? null : effect.handler();
        if (source == null) {
            return null;
        }
        int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : summoner;
        boolean monster = source.isMonster();
        return new CardHistory.SummonSource(source.currentCode(), source.type(), monster ? source.level() : 0,
                monster ? source.attribute() : 0, monster ? source.race() : 0, monster ? source.attack() : 0,
                monster ? source.defense() : 0, effect, player, source.data());
    }
}
