package dev.spellspeed.play;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the page is told about each kind of prompt, and that the page has a widget for every kind. */
class PromptViewTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final CardData dragon = CardData.of(100, "Test Dragon", CardType.MONSTER | CardType.NORMAL, 1900, 0, 4, 0x2000, 0x4, "a dragon");

    @Test
    void everyPromptKindHasAWidgetOnThePage() throws IOException {
        String widgets = Files.readString(Boards.REPO.resolve("tools/src/main/resources/board/widgets.js"));
        Matcher table = Pattern.compile("const WIDGETS = \\{([^}]*)\\}").matcher(widgets);
        assertTrue(table.find(), "widgets.js maps prompt kinds to widgets in const WIDGETS");
        Set<PromptKind> covered = EnumSet.noneOf(PromptKind.class);
        for (PromptKind kind : PromptKind.values()) {
            if (Pattern.compile("\\b" + kind.name() + ":").matcher(table.group(1)).find()) {
                covered.add(kind);
            }
        }
        assertEquals(EnumSet.allOf(PromptKind.class), covered);
    }

    @Test
    void aSelectionListsItsCandidatesWithMinAndMax() {
        Card a = duel.addCard(dragon, 0, Location.GRAVE);
        Card b = duel.addCard(dragon, 1, Location.GRAVE);
        PromptView.View view = PromptView.of(new SelectPrompt(0, PromptKind.SELECT_CARDS, "choose a target",
                List.of(a, b), 1, 2), 4, duel);
        assertEquals(4, view.decision());
        assertEquals(1, view.min());
        assertEquals(2, view.max());
        assertEquals(b.uid(), view.options().get(1).card());
        assertEquals("select", view.options().get(1).action());
    }

    @Test
    void zoneBitsNameTheZoneOnTheBoard() {
        // ygopro zone bits: 0-4 own Monster Zones, 8-12 own Spell & Trap Zones, +16 the opponent's
        PromptView.View view = PromptView.of(new ChoicePrompt<>(1, PromptKind.ZONE, "choose a zone",
                List.of(1 << 2, 1 << 9, 1 << 20)), 0, duel);
        assertEquals(new PromptView.ZoneRef(1, "MZONE", 2), view.options().get(0).zone());
        assertEquals(new PromptView.ZoneRef(1, "SZONE", 1), view.options().get(1).zone());
        assertEquals(new PromptView.ZoneRef(0, "MZONE", 4), view.options().get(2).zone());
        assertEquals("opponent's Monster Zone 5", view.options().get(2).label());
        // a zone by sequence for a card names no board zone
        assertNull(PromptView.of(new ChoicePrompt<>(0, PromptKind.ZONE, "choose a zone for X", List.of(0, 3)), 0, duel)
                .options().get(0).zone());
    }

    @Test
    void announcementsSayWhatIsDeclared() {
        Duel withCards = Duel.fromDecks(DuelOptions.standard(1), CardDatabase.of(List.of(dragon)),
                new dev.spellspeed.data.Deck(List.of(), List.of(), List.of()),
                new dev.spellspeed.data.Deck(List.of(), List.of(), List.of()), new RandomDecider(1), new RandomDecider(2));
        PromptView.View card = PromptView.of(new ChoicePrompt<>(0, PromptKind.ANNOUNCE, "declare a card name", List.of(100L)), 0, withCards);
        assertEquals("card", card.announce());
        assertEquals("Test Dragon (100)", card.options().get(0).label());
        PromptView.View attribute = PromptView.of(new ChoicePrompt<>(0, PromptKind.ANNOUNCE, "declare an Attribute",
                List.of(0x10L, 0x20L)), 0, duel);
        assertEquals("attribute", attribute.announce());
        assertEquals("DARK", attribute.options().get(1).label());
        PromptView.View race = PromptView.of(new ChoicePrompt<>(0, PromptKind.ANNOUNCE, "declare a Type", List.of(0x2000L)), 0, duel);
        assertEquals("Dragon", race.options().get(0).label());
        assertEquals("number", PromptView.of(new ChoicePrompt<>(0, PromptKind.ANNOUNCE, "declare a Level", List.of(3L)), 0, duel).announce());
    }

    @Test
    void anEffectIsLabelledWithItsDescriptionFromTheCardDatabase() {
        java.util.List<String> strings = new java.util.ArrayList<>(java.util.Collections.nCopies(16, ""));
        strings.set(1, "Destroy 1 Spell/Trap");
        CardData card = new CardData(200, 3, 0, 0, CardType.TRAP, 0, 0, 0, 0, 0, 0, "Test Trap", "text", strings);
        Duel withCards = Duel.fromDecks(DuelOptions.standard(1), CardDatabase.of(List.of(card)),
                new dev.spellspeed.data.Deck(List.of(), List.of(), List.of()),
                new dev.spellspeed.data.Deck(List.of(), List.of(), List.of()), new RandomDecider(1), new RandomDecider(2));
        assertEquals("Destroy 1 Spell/Trap", PromptView.effectText(200 * 16 + 1, withCards));
        // a string the database leaves empty: the number itself
        assertEquals("effect 3202", PromptView.effectText(200 * 16 + 2, withCards));
    }

    @Test
    void answersOfEveryShapeGetAnActionAndALabel() {
        Card monster = duel.addCard(dragon, 1, Location.GRAVE);
        PromptView.View yesNo = PromptView.of(new ChoicePrompt<>(0, PromptKind.YES_NO, "?", List.of(true, false)), 0, duel);
        assertEquals(List.of("yes", "no"), yesNo.options().stream().map(PromptView.OptionView::action).toList());
        PromptView.View position = PromptView.of(new ChoicePrompt<>(0, PromptKind.POSITION, "choose a position",
                List.of(Position.FACEUP_ATTACK, Position.FACEDOWN_DEFENSE)), 0, duel);
        assertEquals("FACEDOWN_DEFENSE", position.options().get(1).value());
        PromptView.View target = PromptView.of(new ChoicePrompt<>(0, PromptKind.REPLAY, "replay",
                List.of(new AttackTarget(monster), AttackTarget.STOP)), 0, duel);
        assertEquals(monster.uid(), target.options().get(0).card());
        assertEquals("stop", target.options().get(1).action());
        PromptView.View chain = PromptView.of(new ChoicePrompt<>(0, PromptKind.CHAIN, "chain", List.of(ChainAction.PASS)), 0, duel);
        assertEquals("pass", chain.options().get(0).action());
        PromptView.View type = PromptView.of(new ChoicePrompt<>(0, PromptKind.OPTION,
                "declare a card type: 0 monster, 1 Spell, 2 Trap", List.of(0, 1, 2)), 0, duel);
        assertEquals("Trap", type.options().get(2).label());
    }
}
