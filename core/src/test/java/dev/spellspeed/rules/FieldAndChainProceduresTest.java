package dev.spellspeed.rules;

import dev.spellspeed.rules.battle.AttackTargets;
import dev.spellspeed.rules.summon.Unions;
import dev.spellspeed.rules.summon.SumChoice;
import dev.spellspeed.rules.chain.ChainEdits;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelRandom;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine procedures behind Duel.SwapControl, Duel.Readjust, Duel.ShuffleSetCard, Card.ReverseInDeck,
 * Card.GetRealFieldID, Duel.ChangeAttacker, Card.GetAttackableTarget, Duel.CheckChainTarget,
 * Duel.GetReadyChain, Group.SelectWithSumEqual, Card.CheckUnionTarget and Card.GetDestination,
 * with Java callbacks instead of Lua.
 */
class FieldAndChainProceduresTest {
    private Duel duel;
    private Rules rules;

    @BeforeEach
    void open() {
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        rules = Rules.of(duel);
    }

    private Card at(int player, Location location, int sequence, Position position) {
        return duel.placeCard(TestCards.VORSE_RAIDER, player, player, location, sequence, position);
    }

    private void assertConsistent() {
        assertEquals(List.of(), duel.field().verifyInvariants());
    }

    @Test
    void swappedMonstersTakeEachOthersZonesWithNoFreeZoneNeeded() {
        Card mine = at(0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card theirs = at(1, Location.MZONE, 4, Position.FACEUP_DEFENSE);
        for (int zone : new int[] {0, 1, 2, 3}) {
            at(1, Location.MZONE, zone, Position.FACEUP_ATTACK); // the opponent's field is full
        }
        Effect byCard = duel.effects().create(mine, 0);
        assertTrue(rules.control().swap(mine, theirs, byCard, 0, 0));
        assertEquals(1, mine.controller());
        assertEquals(4, mine.sequence());
        assertEquals(0, theirs.controller());
        assertEquals(2, theirs.sequence());
        assertConsistent();
        // control is an effect: when the check of the rules looks again, nothing moves back
        rules.control().adjust();
        assertEquals(1, mine.controller());
        assertEquals(0, theirs.controller());
        // both on one side: refused
        Card other = duel.field().cards(1, Location.MZONE).get(0);
        assertFalse(rules.control().swap(mine, other, byCard, 0, 0));
    }

    @Test
    void swappedControlEndsWithItsResetPhase() {
        Card mine = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card theirs = at(1, Location.MZONE, 1, Position.FACEUP_ATTACK);
        assertTrue(rules.control().swap(mine, theirs, null, Phase.END.mask(), 1));
        assertEquals(1, mine.controller());
        rules.effectResets().endPhase(Phase.END);
        assertEquals(0, mine.controller());
        assertEquals(1, theirs.controller());
        assertConsistent();
    }

    @Test
    void readjustRunsTheCheckAgainAndSendsALoopingCardToTheGraveyard() {
        Card watcher = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        List<Integer> runs = new ArrayList<>();
        Effect effect = duel.effects().create(watcher, 0);
        effect.setType(EffectType.FIELD | EffectType.CONTINUOUS);
        effect.setCode(1040); // EVENT_ADJUST
        effect.setRange(Location.MZONE.mask());
        effect.setOperation(args -> {
            runs.add(runs.size());
            if (runs.size() < 3) {
                rules.stateCheck().readjust(watcher); // asks twice: three checks in all
            }
            return null;
        });
        duel.effects().register(effect, watcher);
        rules.stateCheck().run();
        assertEquals(3, runs.size());
        assertEquals(Location.MZONE, watcher.location());

        // an effect that asks every time: its card goes to the GY on the fourth request
        runs.clear();
        effect.setOperation(args -> {
            runs.add(runs.size());
            rules.stateCheck().readjust(watcher);
            return null;
        });
        rules.stateCheck().run();
        assertEquals(Location.GRAVE, watcher.location());
        assertEquals(4, runs.size());
    }

    @Test
    void setCardsShuffleAmongTheirOwnZones() {
        Card a = at(0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        Card b = at(0, Location.MZONE, 2, Position.FACEDOWN_DEFENSE);
        Card c = at(0, Location.MZONE, 3, Position.FACEDOWN_DEFENSE);
        Set<List<Integer>> orders = new HashSet<>();
        DuelRandom random = new DuelRandom(5);
        for (int i = 0; i < 20; i++) {
            assertTrue(duel.field().shuffleSetCards(List.of(a, b, c), random));
            assertEquals(Set.of(0, 2, 3), Set.of(a.sequence(), b.sequence(), c.sequence()));
            assertConsistent();
            orders.add(List.of(a.sequence(), b.sequence(), c.sequence()));
        }
        assertTrue(orders.size() > 1, "the order changes");
        // a face-up card, or cards of two players: nothing moves
        Card faceUp = at(0, Location.MZONE, 4, Position.FACEUP_ATTACK);
        List<Integer> before = List.of(a.sequence(), b.sequence());
        assertFalse(duel.field().shuffleSetCards(List.of(a, b, faceUp), random));
        Card opponents = at(1, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(duel.field().shuffleSetCards(List.of(a, b, opponents), random));
        assertEquals(before, List.of(a.sequence(), b.sequence()));
        assertFalse(duel.field().shuffleSetCards(List.of(a), random));
    }

    @Test
    void aCardReversedInTheDeckStaysFaceUpThroughShufflesUntilItLeaves() {
        for (int i = 0; i < 5; i++) {
            at(0, Location.DECK, i, Position.FACEDOWN_DEFENSE);
        }
        Card card = duel.field().cards(0, Location.DECK).get(2);
        assertTrue(duel.field().reverseInDeck(card));
        assertTrue(card.isFaceUp());
        duel.field().shuffleDeck(0, new DuelRandom(3));
        assertTrue(card.isFaceUp());
        assertEquals(Location.DECK, card.location());
        assertConsistent();
        Card inHand = at(0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(duel.field().reverseInDeck(inHand));
        rules.moves().sendToGrave(CardGroup.of(card), Reason.EFFECT, null, 0);
        assertEquals(Location.GRAVE, card.location());
    }

    @Test
    void theRealFieldIdChangesOnlyWhenTheCardArrivesSomewhereNew() {
        Card monster = at(0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        int real = monster.history().realFieldId();
        int id = monster.history().fieldId();
        duel.field().changePosition(monster, Position.FACEUP_ATTACK);
        assertEquals(real, monster.history().realFieldId());
        assertNotEquals(id, monster.history().fieldId());
        assertTrue(rules.control().take(monster, 1, null, 0, 1));
        assertEquals(real, monster.history().realFieldId());
        rules.moves().sendToGrave(CardGroup.of(monster), Reason.EFFECT, null, 0);
        assertNotEquals(real, monster.history().realFieldId());
        assertEquals(monster.history().fieldId(), monster.history().realFieldId());
        // what it was as it left: its ATK then
        assertEquals(1900, monster.history().onField().attack());
    }

    @Test
    void changeAttackerMakesAnotherMonsterTheAttackerAndCountsItsDeclaration() {
        Card first = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card second = at(0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card target = at(1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertFalse(duel.battle().changeAttacker(second, false), "no attack going on");
        duel.battle().beginAttack(first, target);
        assertTrue(duel.battle().changeAttacker(second, false));
        assertSame(second, duel.battle().attacker());
        assertSame(target, duel.battle().attackTarget());
        assertEquals(1, second.attacksDeclaredIn(duel.turn().number()));
        assertFalse(duel.battle().changeAttacker(second, false), "already the attacker");
        assertTrue(duel.battle().changeAttacker(first, true));
        assertEquals(0, first.attacksDeclaredIn(duel.turn().number()), "ignore count: not a declaration");
    }

    @Test
    void attackTargetsAreTheOpponentsMonstersOrADirectAttack() {
        Card attacker = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(List.of(AttackTarget.DIRECT), AttackTargets.of(duel, attacker));
        Card defender = at(1, Location.MZONE, 3, Position.FACEDOWN_DEFENSE);
        assertEquals(List.of(new AttackTarget(defender)), AttackTargets.of(duel, attacker));
        // the opponent's monster looks at player 0's side
        assertEquals(List.of(new AttackTarget(attacker)), AttackTargets.of(duel, defender));
    }

    @Test
    void aChainTargetCheckAsksTheLinksTargetWithTheCard() {
        Card handler = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card opponents = at(1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = duel.effects().create(handler, 0);
        effect.setType(EffectType.QUICK_O);
        effect.setProperty(EffectFlag.CARD_TARGET);
        List<Object> asked = new ArrayList<>();
        effect.setTarget(args -> {
            asked.add(args[8]);
            Card chkc = (Card) args[9];
            return chkc != null && chkc.controller() == 1;
        });
        duel.chain().add(new ChainLink(1, effect, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0));
        ChainEdits edits = rules.chainEdits();
        assertTrue(edits.isLegalTarget(1, opponents));
        assertTrue(edits.isLegalTarget(0, opponents), "0: the last link");
        assertFalse(edits.isLegalTarget(1, handler));
        assertFalse(edits.isLegalTarget(2, opponents), "no such link");
        assertEquals(List.of(0, 0, 0), asked, "asked with chk 0");
        effect.setProperty(0);
        assertFalse(edits.isLegalTarget(1, opponents), "an effect that does not target");
    }

    @Test
    void aLinkBeingActivatedIsNotReadyUntilItsTargetsAreChosen() {
        Card handler = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = duel.effects().create(handler, 0);
        assertEquals(0, duel.chain().readyLinks());
        ChainLink link = new ChainLink(1, effect, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        duel.chain().add(link);
        duel.chain().setCurrent(link);
        assertEquals(0, duel.chain().readyLinks());
        duel.chain().targetsChosen();
        assertEquals(1, duel.chain().readyLinks());
        duel.chain().setCurrent(null);
        assertEquals(1, duel.chain().readyLinks());
    }

    @Test
    void aSumChoiceOffersOnlyCardsThatCanStillMakeTheExactSum() {
        Card four = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card otherFour = at(0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card three = at(0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card fourOrFive = at(0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        Map<Card, Long> values = Map.of(four, 4L, otherFour, 4L, three, 3L, fourOrFive, 4L | 5L << 16);
        SumChoice choice = new SumChoice(values::get, 8, 1, 2);
        List<SumChoice.Step> steps = new ArrayList<>();
        List<Card> picked = choice.choose(List.of(), List.of(four, otherFour, three, fourOrFive), step -> {
            steps.add(step);
            return List.of(step.options().get(0));
        });
        // 3 needs 5: only the monster counting as 4 or 5 gives it
        assertEquals(List.of(four, otherFour, three, fourOrFive), steps.get(0).options());
        assertFalse(steps.get(0).mayStop());
        assertEquals(List.of(otherFour, fourOrFive), steps.get(1).options());
        assertEquals(List.of(four, otherFour), picked);
        // with one card already required, the rest completes it; an impossible sum selects nothing
        assertEquals(List.of(three), new SumChoice(values::get, 8, 1, 3).choose(List.of(fourOrFive),
                List.of(three), step -> List.of(step.options().get(0))));
        assertEquals(List.of(), new SumChoice(values::get, 2, 1, 3).choose(List.of(),
                List.of(four, three), step -> List.of(step.options().get(0))));
    }

    @Test
    void aUnionMayBeEquippedWhereItsLimitAllows() {
        Card union = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card other = at(0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Unions unions = new Unions(duel);
        assertFalse(unions.canEquipTo(union, target), "no EFFECT_UNION_LIMIT");
        Effect limit = duel.effects().create(union, 0);
        limit.setType(EffectType.SINGLE);
        limit.setCode(78);
        limit.setValue(new EffectValue.Function(args -> args[1] == target));
        duel.effects().register(limit, union);
        assertTrue(unions.canEquipTo(union, target));
        assertFalse(unions.canEquipTo(union, other));
    }

    @Test
    void aCardCanBeRelatedToAnEffectThatIsNotOnTheChain() {
        Card card = at(0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Effect copied = duel.effects().create(card, 0); // run by another effect, as Double Spell runs a Spell's
        assertFalse(duel.chain().isRelated(card, copied));
        duel.chain().relate(card, copied);
        assertTrue(duel.chain().isRelated(card, copied));
        duel.chain().unrelate(card, copied);
        assertFalse(duel.chain().isRelated(card, copied));
        duel.chain().relate(card, copied);
        duel.chain().unrelateEverywhere(card);
        assertFalse(duel.chain().isRelated(card, copied));
        // moving ends it, as for a link's relations; clearing the chain forgets them
        duel.chain().relate(card, copied);
        rules.moves().sendToGrave(CardGroup.of(card), Reason.EFFECT, null, 0);
        assertFalse(duel.chain().isRelated(card, copied));
        duel.chain().relate(card, copied);
        duel.chain().clear();
        assertFalse(duel.chain().isRelated(card, copied));
    }

    @Test
    void countersAndLifePointCostsNameTheEffectDoingItAsTheEventsReasonEffect() {
        Card card = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        card.permitCounter(0x1);
        Effect effect = duel.effects().create(card, 0);
        duel.chain().enter(effect, 0);
        try {
            assertTrue(rules.counters().add(card, 0x1, 1, 0));
            assertTrue(rules.counters().remove(card, 0x1, 1, Reason.EFFECT, 0));
            rules.lifePoints().payLp(0, 500);
        } finally {
            duel.chain().exit();
        }
        // EVENT_ADD_COUNTER, EVENT_REMOVE_COUNTER + 0x1, EVENT_PAY_LPCOST
        for (long code : new long[] {0x10001, 0x20001, EventCode.PAY_LPCOST}) {
            GameEvent event = duel.triggers().peekRecentEvents().stream().filter(e -> e.code() == code).findFirst().orElseThrow();
            assertSame(effect, event.reasonEffect(), "Tower of Babel's condition reads re:GetHandler()");
        }
    }

    @Test
    void aConditionThatDependsOnItselfThroughAnotherEffectDoesNotLoop() {
        // Jinzo negates Spell & Trap Zone cards unless it has Amplifier's effect (303660); Amplifier's own
        // equip effect applies only while Amplifier is not negated
        Card jinzo = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card amplifier = at(0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        duel.field().equip(amplifier, jinzo);
        Effect negate = duel.effects().create(jinzo, 0);
        negate.setType(EffectType.FIELD);
        negate.setCode(2); // EFFECT_DISABLE
        negate.setRange(Location.MZONE.mask());
        negate.setTargetRange(Location.SZONE.mask(), Location.SZONE.mask());
        negate.setCondition(args -> !duel.reach().isAffectedBy(jinzo, 303660));
        duel.effects().register(negate, jinzo);
        Effect amplified = duel.effects().create(amplifier, 0);
        amplified.setType(EffectType.EQUIP);
        amplified.setCode(303660);
        duel.effects().register(amplified, amplifier);
        assertTrue(duel.reach().isAffectedBy(jinzo, 303660));
        assertFalse(duel.reach().isAffectedBy(amplifier, 2));
    }

    @Test
    void aCardAboutToBeDestroyedKnowsWhereItIsGoing() {
        Card card = at(0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card watcher = at(0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        List<Location> seen = new ArrayList<>();
        Effect replacement = duel.effects().create(watcher, 0);
        replacement.setType(EffectType.FIELD | EffectType.CONTINUOUS);
        replacement.setCode(EffectCode.DESTROY_REPLACE);
        replacement.setRange(Location.MZONE.mask());
        replacement.setTarget(args -> {
            seen.add(duel.operation().pendingDestruction(card).destination());
            return false;
        });
        replacement.setValue(new EffectValue.Function(args -> args[1] == card));
        duel.effects().register(replacement, watcher);
        rules.destruction().destroy(CardGroup.of(card), Reason.EFFECT, Location.REMOVED, null, 0);
        assertEquals(List.of(Location.REMOVED), seen);
        assertEquals(Location.REMOVED, card.location());
    }
}
