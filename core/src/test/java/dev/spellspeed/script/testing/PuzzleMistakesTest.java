package dev.spellspeed.script.testing;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A puzzle's own mistakes that ygopro-core's Debug functions tolerate load as there, each with a
 * warning naming the puzzle's line ({@link PuzzleLoading#AS_REFERENCE}); loaded strictly, as the test
 * framework's Debug set-up is, each one refuses the puzzle. The fixtures are in src/test/resources/puzzles.
 */
class PuzzleMistakesTest {
    private static final Path PUZZLES = Path.of("src/test/resources/puzzles");
    private static ScriptTestRunner runner;

    @BeforeAll
    static void load() throws Exception {
        // a Field Spell of the test's own: the bundled database has none
        CardDatabase cards = CardDatabase.load(ScriptScenariosTest.CARDS_DB).merge(CardDatabase.of(List.of(
                CardData.of(900021, "Test Field", CardType.SPELL | CardType.FIELD, 0, 0, 0, 0, 0, "test"))));
        runner = new ScriptTestRunner(ScriptDirectories.bundledOnly(ScriptScenariosTest.SCRIPTS), cards);
    }

    private static PuzzleSetup tolerant(String name) {
        return runner.loadPuzzle(PUZZLES.resolve(name), PuzzleLoading.AS_REFERENCE);
    }

    private static void refusedWhenStrict(String name, String because) {
        ScriptException refused = assertThrows(ScriptException.class,
                () -> runner.loadPuzzle(PUZZLES.resolve(name), PuzzleLoading.STRICT));
        assertTrue(refused.error().summary().contains(because), refused.error().summary());
    }

    private static void warnsAt(PuzzleSetup puzzle, String name, int line, String text) {
        List<PuzzleWarning> warnings = puzzle.warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).where().file().endsWith(name), warnings.toString());
        assertEquals(line, warnings.get(0).where().line(), warnings.toString());
        assertTrue(warnings.get(0).message().contains(text), warnings.toString());
    }

    @Test
    void aPuzzleWithoutMistakesLoadsTheSameBothWaysWithoutWarnings() {
        PuzzleSetup tolerant = tolerant("clean.lua");
        PuzzleSetup strict = runner.loadPuzzle(PUZZLES.resolve("clean.lua"), PuzzleLoading.STRICT);
        assertEquals(List.of(), tolerant.warnings());
        assertEquals(strict.board(), tolerant.board());
        assertTrue(tolerant.board().contains("Axe of Despair#2 [0, face-up, equips Vorse Raider#1]"), tolerant.board());
    }

    @Test
    void aSecondCardPutIntoAnOccupiedZoneIsSkipped() {
        PuzzleSetup puzzle = tolerant("two_cards_one_zone.lua");
        warnsAt(puzzle, "two_cards_one_zone.lua", 4, "already holds Celtic Guardian");
        assertTrue(puzzle.board().contains("Celtic Guardian"), puzzle.board());
        assertFalse(puzzle.board().contains("Vorse Raider"), puzzle.board());
        refusedWhenStrict("two_cards_one_zone.lua", "two_cards_one_zone.lua:4: Debug.AddCard");
    }

    @Test
    void anInvalidPositionIsReadAsYgoproCoreReadsIt() {
        PuzzleSetup puzzle = tolerant("invalid_position.lua");
        warnsAt(puzzle, "invalid_position.lua", 3, "position 0xa is not one position");
        assertTrue(puzzle.board().contains("Vorse Raider#1 [0, face-down Defense]"), puzzle.board());
        refusedWhenStrict("invalid_position.lua", "argument 6 must be one POS_ constant");
    }

    @Test
    void anEquipOntoACardThatWasNeverPlacedEquipsNothing() {
        PuzzleSetup puzzle = tolerant("equip_onto_nothing.lua");
        assertEquals(2, puzzle.warnings().size(), puzzle.warnings().toString());
        assertEquals(4, puzzle.warnings().get(0).where().line(), "the skipped target");
        assertEquals(6, puzzle.warnings().get(1).where().line(), "the equip onto nothing");
        assertTrue(puzzle.warnings().get(1).message().contains("nothing is equipped"), puzzle.warnings().toString());
        assertTrue(puzzle.board().contains("Axe of Despair"), puzzle.board());
        refusedWhenStrict("equip_onto_nothing.lua", "equip_onto_nothing.lua:4");
    }

    @Test
    void anEquipOntoAFaceDownMonsterEquipsNothing() {
        PuzzleSetup puzzle = tolerant("equip_onto_facedown.lua");
        warnsAt(puzzle, "equip_onto_facedown.lua", 5, "face-up monster");
        assertTrue(puzzle.board().contains("Axe of Despair#2 [0, face-up]"), puzzle.board());
        assertFalse(puzzle.board().contains("equips"), puzzle.board());
        refusedWhenStrict("equip_onto_facedown.lua", "equip_onto_facedown.lua:5: Debug.PreEquip");
    }

    @Test
    void aCardWithAnOwnerWhoIsNoPlayerIsSkipped() {
        PuzzleSetup puzzle = tolerant("invalid_owner.lua");
        warnsAt(puzzle, "invalid_owner.lua", 3, "owner 2 is not 0 or 1");
        assertTrue(puzzle.board().contains("hand: Celtic Guardian"), puzzle.board());
        refusedWhenStrict("invalid_owner.lua", "invalid_owner.lua:3: Debug.AddCard: argument 2");
    }

    @Test
    void aMasterRuleThatDoesNotExistIsRecordedAsFive() {
        PuzzleSetup puzzle = tolerant("unknown_master_rule.lua");
        warnsAt(puzzle, "unknown_master_rule.lua", 2, "master rule 9 does not exist");
        assertEquals(5, puzzle.masterRule());
        refusedWhenStrict("unknown_master_rule.lua", "a master rule from 1 to 5");
    }

    @Test
    void cardsAddedOntoAnXyzMonsterBecomeItsMaterialsWithoutWarning() {
        PuzzleSetup puzzle = tolerant("xyz_material_by_zone.lua");
        assertEquals(List.of(), puzzle.warnings());
        assertTrue(puzzle.board().contains("Number 39: Utopia"), puzzle.board());
        assertTrue(puzzle.board().contains("Number 39: Utopia#1 [2, face-up Attack, materials Vorse Raider#2 Celtic Guardian#3]"),
                puzzle.board());
        refusedWhenStrict("xyz_material_by_zone.lua", "already holds Number 39: Utopia");
    }

    @Test
    void locationFzoneSequenceZeroIsTheFieldZoneAndAnotherSequenceIsAMistake() {
        PuzzleSetup puzzle = tolerant("field_zone.lua");
        warnsAt(puzzle, "field_zone.lua", 4, "the Field Zone has no sequence 1");
        assertTrue(puzzle.board().contains("spells/traps: Test Field#1 [5, face-up]"), puzzle.board());
        refusedWhenStrict("field_zone.lua", "field_zone.lua:4: Debug.AddCard: argument 5");
    }
}
