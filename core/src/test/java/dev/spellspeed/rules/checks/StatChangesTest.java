package dev.spellspeed.rules.checks;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The stat log looks at the monsters' ATK and DEF at a state check only when something its signatures
 * read changed, and skips even computing them while the duel's write counts (the field's and the
 * effects') stand still. Each test makes one kind of change a count must follow, then checks that the
 * next state check saw it: without the count moving, the check would skip its look and log nothing.
 */
class StatChangesTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules = Rules.of(duel);
    private final List<String> changes = new ArrayList<>();
    private Card knight;

    @BeforeEach
    void knightOnTheField() {
        duel.subscribe(event -> {
            if (event instanceof DuelEvent.StatChanged change) {
                changes.add(change.card().name() + " " + change.stat() + " " + change.from() + " -> " + change.to());
            }
        });
        knight = monster(0, 0, Position.FACEUP_ATTACK);
    }

    private Card monster(int player, int zone, Position position) {
        return duel.placeCard(TestCards.monster(92000 + 10 * player + zone, "Monster " + player + zone, 4, 1000, 1000),
                player, player, Location.MZONE, zone, position);
    }

    /** The knight gains 100 ATK per whatever {@code count} counts (a value function, as a Lua value would be). */
    private Effect gainsPer(ToIntFunction<Card> count) {
        Effect gain = duel.effects().create(knight, 0);
        gain.setType(EffectType.SINGLE);
        gain.setCode(EffectCode.UPDATE_ATTACK);
        EffectFunction value = args -> 100L * count.applyAsInt((Card) args[1]);
        gain.setValue(new EffectValue.Function(value));
        duel.effects().register(gain, knight);
        return gain;
    }

    private void check() {
        rules.stateCheck().run();
    }

    @Test
    void aMonsterArrivingIsSeenAsItArrives() {
        Card newcomer = duel.addCard(TestCards.monster(92100, "Newcomer", 4, 1000, 1000), 1, Location.HAND);
        fieldGain(knight, 300, 0, Location.MZONE.mask()); // the knight's: +300 to the opponent's monsters
        check();
        duel.field().moveToZone(newcomer, 1, Location.MZONE, 0, Position.FACEUP_ATTACK, 1, 0);
        check(); // the newcomer is seen with 1300
        duel.field().changePosition(knight, Position.FACEDOWN_DEFENSE); // the knight's gain stops
        check();
        assertEquals(List.of("Newcomer ATK 1300 -> 1000"), changes);
    }

    @Test
    void aStatEffectsCardTurnedFaceDownIsSeen() {
        Card giver = monster(1, 0, Position.FACEUP_ATTACK);
        fieldGain(giver, 300, 0, Location.MZONE.mask());
        check();
        duel.field().changePosition(giver, Position.FACEDOWN_DEFENSE);
        check();
        assertEquals(List.of("Monster 00 ATK 1300 -> 1000"), changes);
    }

    @Test
    void aStatEffectsCardLeavingTheFieldIsSeen() {
        Card giver = monster(1, 0, Position.FACEUP_ATTACK);
        fieldGain(giver, 300, 0, Location.MZONE.mask());
        check();
        duel.field().moveToPile(giver, 1, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        check();
        assertEquals(List.of("Monster 00 ATK 1300 -> 1000"), changes);
    }

    @Test
    void aStatEffectRegisteredIsSeen() {
        check();
        gainsPer(card -> 3);
        check();
        assertEquals(List.of("Monster 00 ATK 1000 -> 1300"), changes);
    }

    @Test
    void aStatEffectRemovedIsSeen() {
        Effect gain = gainsPer(card -> 3);
        check();
        duel.effects().remove(gain);
        check();
        assertEquals(List.of("Monster 00 ATK 1300 -> 1000"), changes);
    }

    @Test
    void aContinuousEffectStampedAnewIsSeen() {
        // two opposing "the opponent's monsters' ATK becomes": the one that started applying later wins (R085)
        Card first = monster(1, 0, Position.FACEUP_ATTACK);
        monster(1, 1, Position.FACEUP_ATTACK);
        fixesOpponentsAttack(first, 500);
        fixesOpponentsAttack(duel.field().zoneCard(1, Location.MZONE, 1), 800);
        check();
        duel.effects().startApplying(first); // its effect starts applying again: now the later one
        check();
        assertEquals(List.of("Monster 00 ATK 800 -> 500"), changes);
    }

    @Test
    void aValueChangingWithoutAWriteIsSeenOnlyAtTheNextChange() {
        // the control of the tests above: the knight's gain counts something no signature reads, so checks
        // with no write in between skip their look (as the signatures alone did) until something changes
        int[] boost = {0};
        gainsPer(card -> boost[0]);
        check();
        boost[0] = 3;
        check();
        check();
        assertEquals(List.of(), changes);
        gainsPer(card -> 0); // a stat effect comes: every monster is looked at again
        check();
        assertEquals(List.of("Monster 00 ATK 1000 -> 1300"), changes);
    }

    private void fixesOpponentsAttack(Card handler, int value) {
        Effect fixed = duel.effects().create(handler, 1);
        fixed.setType(EffectType.FIELD);
        fixed.setRange(Location.MZONE.mask());
        fixed.setTargetRange(0, Location.MZONE.mask());
        fixed.setCode(EffectCode.SET_ATTACK_FINAL);
        fixed.setValue(new EffectValue.Constant(value));
        duel.effects().register(fixed, handler);
    }

    /** A field effect of {@code handler}'s: +{@code gain} ATK to the monsters in its target range. */
    private void fieldGain(Card handler, int gain, int self, int opponent) {
        Effect effect = duel.effects().create(handler, handler.controller());
        effect.setType(EffectType.FIELD);
        effect.setRange(Location.MZONE.mask());
        effect.setTargetRange(self, opponent);
        effect.setCode(EffectCode.UPDATE_ATTACK);
        effect.setValue(new EffectValue.Constant(gain));
        duel.effects().register(effect, handler);
    }
}
