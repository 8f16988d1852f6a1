package dev.spellspeed.rules.moves;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;

import java.util.List;

/** The zone a card goes to: the player picks among the free ones. */
public final class ZoneChoice {
    private final Duel duel;

    public ZoneChoice(Duel duel) {
        this.duel = duel;
    }

    /** The player picks one of the free zones; with only one there is nothing to ask. */
    public int choose(int player, List<Integer> free, Card card) {
        if (free.size() == 1) {
            return free.get(0);
        }
        return duel.ask(new ChoicePrompt<>(player, PromptKind.ZONE, "choose a zone for " + card, free));
    }

    /**
     * Where a Spell or Trap goes on {@code player}'s field: a Pendulum Monster to a free Pendulum Zone,
     * a Field Spell to the Field Zone, others to a free Spell &amp; Trap Zone the player picks; -1 when
     * there is no room.
     */
    public int spellTrapZoneFor(Card card, int player) {
        if (card.data().isMonster() && card.data().is(CardType.PENDULUM)) {
            List<Integer> free = duel.field().freeZones().pendulum(player);
            return free.isEmpty() ? -1 : choose(player, free, card);
        }
        if (card.data().is(CardType.FIELD)) {
            return duel.field().freeZones().fieldZoneFree(player) ? Field.fieldZone() : -1;
        }
        List<Integer> free = duel.field().freeZones().spellTrap(player);
        return free.isEmpty() ? -1 : choose(player, free, card);
    }
}
