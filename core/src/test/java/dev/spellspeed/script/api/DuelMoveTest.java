package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: moving cards: destroying, sending, banishing, drawing, Setting, returning, shuffling, control and equips. */
class DuelMoveTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData SPELL = CardData.of(900020, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private static final CardData FIELD_SPELL = CardData.of(900021, "Test Field", CardType.SPELL | CardType.FIELD,
            0, 0, 0, 0, 0, "test");

    private List<Card> deck(int player, int n) {
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            cards.add(at(VORSE, player, Location.DECK, 0, Position.FACEDOWN_DEFENSE));
        }
        return cards; // the last one is on top
    }

    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");

    @Test
    void theOperatedGroupHoldsWhatTheLastOperationMoved() {
        Card a = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card b = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Varargs r = run("local g=... local n=Duel.SendtoGrave(g,REASON_EFFECT) local og=Duel.GetOperatedGroup()"
                + " return n,#og,og:GetFirst()", CardGroup.of(a, b));
        assertEquals(1, r.arg(1).toint());
        assertEquals(1, r.arg(2).toint(), "the card already in the GY did not move");
        assertSame(bridge.wrap(a), r.arg(3));
        assertEquals(0, run("Duel.SendtoGrave(...,REASON_EFFECT) return #Duel.GetOperatedGroup()", a).arg1().toint(),
                "an operation that did nothing leaves it empty");
    }

    /**
     * A card sent to a named player's hand goes there even when the other player owns it (Present
     * Exchange, Exchange; ygopro's send_to keeps the given player for the hand and the Deck), while
     * the GY and banishment always take the owner's (send_to forces the owner there).
     */
    @Test
    void aCardGoesToTheNamedPlayersHandButAlwaysToItsOwnersGraveyard() {
        Card theirs = at(VORSE, 1, Location.REMOVED, 0, Position.FACEDOWN_DEFENSE);
        run("Duel.SendtoHand(...,0,REASON_EFFECT)", theirs);
        assertEquals(Location.HAND, theirs.location());
        assertEquals(0, theirs.controller(), "in player 0's hand");
        assertEquals(List.of(), duel.field().verifyInvariants(), "a card may be in its owner's opponent's hand");
        run("Duel.SendtoGrave(...,REASON_EFFECT)", theirs);
        assertEquals(Location.GRAVE, theirs.location());
        assertEquals(1, theirs.controller(), "the owner's GY");
        assertEquals(List.of(), duel.field().verifyInvariants());
    }

    @Test
    void sortDecktopPutsThePickedCardsOnTopInOrder() {
        List<Card> cards = deck(0, 4); // top: 3, 2, 1, 0
        decider.thenSelect(cards.get(1)).thenSelect(cards.get(3));
        run("Duel.SortDecktop(0,0,3)");
        assertEquals(List.of(cards.get(0), cards.get(2), cards.get(3), cards.get(1)), duel.field().cards(0, Location.DECK));
    }

    @Test
    void moveSequenceMovesWithinTheDeckAndBetweenFreeZones() {
        List<Card> cards = deck(0, 3);
        run("Duel.MoveSequence(...,SEQ_DECKTOP)", cards.get(0));
        assertSame(cards.get(0), duel.field().topOfDeck(0).orElseThrow());
        run("Duel.MoveSequence(...,SEQ_DECKBOTTOM)", cards.get(0));
        assertSame(cards.get(0), duel.field().cards(0, Location.DECK).get(0));
        Card monster = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        at(VORSE, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        run("Duel.MoveSequence(...,3)", monster);
        assertEquals(3, monster.sequence());
        run("Duel.MoveSequence(...,2)", monster);
        assertEquals(3, monster.sequence(), "zone 2 is taken: it stays");
        assertTrue(duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void shuffleExtraReordersTheExtraDeck() {
        List<Card> extra = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            extra.add(at(VORSE, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE));
        }
        run("Duel.ShuffleExtra(0)");
        List<Card> after = duel.field().cards(0, Location.EXTRA);
        assertNotEquals(extra, after);
        assertEquals(new java.util.HashSet<>(extra), new java.util.HashSet<>(after));
        assertTrue(duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void moveToFieldPlacesACardAndAFieldSpellReplacesTheOldOne() {
        Card spell = at(SPELL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(run("return Duel.MoveToField(...,0,0,LOCATION_SZONE,POS_FACEUP,true)", spell).arg1().toboolean());
        assertEquals(Location.SZONE, spell.location());
        assertTrue(spell.isFaceUp());
        Card oldField = at(FIELD_SPELL, 0, Location.SZONE, 5, Position.FACEUP_ATTACK);
        Card newField = at(FIELD_SPELL, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(run("return Duel.MoveToField(...,0,0,LOCATION_FZONE,POS_FACEUP,true)", newField).arg1().toboolean());
        assertEquals(5, newField.sequence());
        assertEquals(Location.GRAVE, oldField.location());
        Card monster = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(run("return Duel.MoveToField(...,0,0,LOCATION_MZONE,POS_FACEUP_ATTACK,true,0)", monster).arg1()
                .toboolean(), "no zone allowed");
        assertEquals(Location.HAND, monster.location());
    }

    @Test
    void shuffleSetCardKeepsTheCardsInTheirZones() {
        Card a = at(VORSE, 1, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        Card b = at(SKULL, 1, Location.MZONE, 4, Position.FACEDOWN_DEFENSE);
        for (int i = 0; i < 5; i++) {
            run("Duel.ShuffleSetCard(Group.FromCards(...))", a, b);
            assertEquals(java.util.Set.of(1, 4), java.util.Set.of(a.sequence(), b.sequence()));
        }
        assertEquals(List.of(), duel.field().verifyInvariants());
    }

    @Test
    void swapControlExchangesTwoMonsters() {
        Card mine = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card theirs = at(SKULL, 1, Location.MZONE, 3, Position.FACEUP_ATTACK);
        assertTrue(is("return Duel.SwapControl(...)", mine, theirs));
        assertEquals(1, mine.controller());
        assertEquals(3, mine.sequence());
        assertEquals(0, theirs.controller());
        // two monsters of one player cannot swap
        Card another = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        assertFalse(is("return Duel.SwapControl(Group.FromCards((...)), Group.FromCards((select(2, ...))))",
                theirs, another));
    }

    @Test
    void swapControlWithGroupsExchangesEveryPairAtOnce() {
        Card mine1 = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card mine2 = at(VORSE, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card theirs1 = at(SKULL, 1, Location.MZONE, 3, Position.FACEUP_ATTACK);
        Card theirs2 = at(SKULL, 1, Location.MZONE, 4, Position.FACEUP_ATTACK);
        assertTrue(is("local a,b,c,d=... return Duel.SwapControl(Group.FromCards(a,b), Group.FromCards(c,d))",
                mine1, mine2, theirs1, theirs2));
        assertEquals(1, mine1.controller());
        assertEquals(1, mine2.controller());
        assertEquals(0, theirs1.controller());
        assertEquals(0, theirs2.controller());
        assertEquals(3, mine1.sequence());
        assertEquals(4, mine2.sequence());
        assertEquals(0, theirs1.sequence());
        assertEquals(2, theirs2.sequence());
    }

    @Test
    void swapControlWithGroupsOfDifferentSizesChangesNothing() {
        Card mine1 = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card mine2 = at(VORSE, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card theirs = at(SKULL, 1, Location.MZONE, 3, Position.FACEUP_ATTACK);
        assertFalse(is("local a,b,c=... return Duel.SwapControl(Group.FromCards(a,b), Group.FromCards(c))",
                mine1, mine2, theirs));
        assertEquals(0, mine1.controller());
        assertEquals(0, mine2.controller());
        assertEquals(1, theirs.controller());
    }
}
