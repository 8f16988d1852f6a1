package dev.spellspeed.cli;

import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.data.CardType;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How the tests that use a card are counted for docs/cards.md. */
class TestMentionsTest {
    private static final int RAT = 97017120;
    private static final int VORSE = 14898066;
    private static final int DARK_HOLE = 53129443;

    private static final CardNames NAMES = CardNames.of(CardDatabase.of(List.of(
            monster(RAT, "Giant Rat"), monster(VORSE, "Vorse Raider"),
            monster(89631139, "Blue-Eyes White Dragon", 0), monster(89631140, "Blue-Eyes White Dragon", 89631139))));

    private static CardData monster(int code, String name) {
        return monster(code, name, 0);
    }

    private static CardData monster(int code, String name, int alias) {
        return new CardData(code, 3, alias, 0, CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, 0, name, "",
                Collections.nCopies(CardData.STRING_COUNT, ""));
    }

    private static TestMentions of(String... lines) {
        return TestMentions.of(List.of(String.join("\n", lines) + "\n"), NAMES);
    }

    @Test
    void aTestCountsForTheCardsItNamesByNumber() {
        TestMentions mentions = of(
                "Test(\"a\", function(t)",
                "\tDebug.AddCard(97017120, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)");
        assertEquals(1, mentions.tests(RAT));
    }

    @Test
    void aTestCountsForTheCardsItNamesByName() {
        TestMentions mentions = of(
                "Test(\"Vorse Raider attacks\", function(t)",
                "\tDebug.AddCard(\"Vorse Raider\", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "\tt:Attack(0, 'Vorse Raider')",
                "\tt:ExpectCard('Blue-Eyes White Dragon', LOCATION_HAND, 0)",
                "end)");
        assertEquals(List.of(1, 0, 1, 0), List.of(mentions.tests(VORSE), mentions.tests(RAT),
                mentions.tests(89631139), mentions.tests(89631140)), "an alternate artwork's name is its original's");
    }

    @Test
    void aTestCountsForTheCardsItNamesThroughAFileConstant() {
        TestMentions mentions = of(
                "local RAT = 97017120",
                "local VORSE = 14898066",
                "Test(\"the rat alone\", function(t)",
                "\tDebug.AddCard(RAT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)",
                "Test(\"the rat and the raider\", function(t)",
                "\tDebug.AddCard(RAT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "\tDebug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)");
        assertEquals(List.of(2, 1), List.of(mentions.tests(RAT), mentions.tests(VORSE)));
    }

    @Test
    void severalConstantsDeclaredTogetherEachNameTheirOwnCard() {
        TestMentions mentions = of(
                "local RAT, VORSE = 97017120, 14898066",
                "Test(\"a\", function(t)",
                "\tDebug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)");
        assertEquals(List.of(0, 1), List.of(mentions.tests(RAT), mentions.tests(VORSE)));
    }

    @Test
    void aTestCountsForTheCardsOfTheHelpersItCalls() {
        TestMentions mentions = of(
                "local VORSE = 14898066",
                "local function decks()",
                "\tDebug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)",
                "end",
                "local function board(t)",
                "\tdecks()",
                "\tDebug.AddCard(97017120, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end",
                "Test(\"a\", function(t)",
                "\tboard(t)",
                "end)",
                "Test(\"b\", function(t)",
                "end)");
        assertEquals(List.of(1, 1), List.of(mentions.tests(RAT), mentions.tests(VORSE)));
    }

    @Test
    void anIdInACommentIsNotAUse() {
        TestMentions mentions = of(
                "-- unlike Dark Hole (53129443), the rat is destroyed by battle",
                "Test(\"a\", function(t) -- not Dark Hole 53129443 either",
                "\tDebug.AddCard(97017120, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- the rat",
                "end)");
        assertEquals(List.of(1, 0), List.of(mentions.tests(RAT), mentions.tests(DARK_HOLE)));
    }

    @Test
    void aTestThatSkipsIsCountedAsSkipped() {
        TestMentions mentions = of(
                "local RAT = 97017120",
                "Test(\"a\", function(t)",
                "\tt:Skip(\"engine: not yet\")",
                "\tDebug.AddCard(RAT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)",
                "Test(\"b\", function(t)",
                "\tDebug.AddCard(RAT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)",
                "end)");
        assertEquals(List.of(2, 1), List.of(mentions.tests(RAT), mentions.skipped(RAT)));
    }

    @Test
    void everyTestIsCountedOnceInTheTotal() {
        TestMentions mentions = TestMentions.of(List.of(
                "Test(\"a\", function(t)\nend)\nTest(\"b\", function(t)\nend)\n",
                "Test(\"c\", function(t)\n\tDebug.AddCard(97017120, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)\nend)\n"), NAMES);
        assertEquals(3, mentions.total());
    }
}
