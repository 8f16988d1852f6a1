package dev.spellspeed.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How the tests that use a card are counted for docs/cards.md. */
class TestMentionsTest {
    private static final int RAT = 97017120;
    private static final int VORSE = 14898066;
    private static final int DARK_HOLE = 53129443;

    private static TestMentions of(String... lines) {
        return TestMentions.of(List.of(String.join("\n", lines) + "\n"));
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
                "Test(\"c\", function(t)\n\tDebug.AddCard(97017120, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)\nend)\n"));
        assertEquals(3, mentions.total());
    }
}
