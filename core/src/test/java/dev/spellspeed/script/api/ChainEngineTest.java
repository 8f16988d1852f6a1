package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.rules.DuelRunner;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chain engine with the bundled card scripts, driven from Java (the Lua scenario tests cover the rulings). */
class ChainEngineTest {
    private static CardDatabase cards;
    private static ScriptHost host;

    static final int VORSE = 14898066;
    static final int POT = 55144522;
    static final int MST = 5318639;
    static final int JAMMER = 77414722;
    static final int SOLEMN = 41420027;
    static final int MIRROR = 44095762;
    static final int REBORN = 83764718;
    static final int COTH = 97077563;
    static final int DARK_HOLE = 53129443;
    static final int TRIBUTE = 79759861;
    static final int GARDNA = 65240384;

    @BeforeAll
    static void load() throws Exception {
        cards = CardDatabase.load(Path.of("../cards.db"));
        host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
    }

    /** Answers from a plan: each step answers the first prompt it fits; otherwise pass and head for the End Phase. */
    static final class Plan implements Decider {
        private final Deque<Function<Object, Boolean>> steps = new ArrayDeque<>();
        private final Deque<Function<SelectPrompt, List<Card>>> selections = new ArrayDeque<>();
        final List<ChoicePrompt<?>> seen = new ArrayList<>();

        Plan activate(int code) {
            steps.add(o -> o instanceof Command.Activate a && a.card().code() == code);
            return this;
        }

        Plan summon(int code) {
            steps.add(o -> o instanceof Command.NormalSummon s && s.card().code() == code);
            return this;
        }

        Plan attack(int code) {
            steps.add(o -> o instanceof Command.DeclareAttack a && a.attacker().code() == code);
            steps.add(o -> o instanceof dev.spellspeed.decision.AttackTarget t && t.isDirect());
            return this;
        }

        Plan select(int... codes) {
            selections.add(p -> {
                List<Card> chosen = new ArrayList<>();
                for (int code : codes) {
                    p.candidates().stream().filter(c -> c.code() == code && !chosen.contains(c)).findFirst()
                            .ifPresent(chosen::add);
                }
                return chosen;
            });
            return this;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            seen.add(prompt);
            if (!steps.isEmpty()) {
                for (T option : prompt.options()) {
                    if (steps.peek().apply(option)) {
                        steps.poll();
                        return option;
                    }
                }
            }
            for (T option : prompt.options()) {
                if (option == ChainAction.PASS || option.equals(new Command.EnterPhase(
                        steps.isEmpty() ? Phase.END : Phase.BATTLE_START))) {
                    return option;
                }
            }
            for (T option : prompt.options()) {
                if (option.equals(new Command.EnterPhase(Phase.END)) || prompt.kind() == PromptKind.ZONE) {
                    return option;
                }
            }
            throw new IllegalDecisionException("the plan has no answer", prompt);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            if (selections.isEmpty()) {
                throw new IllegalDecisionException("no planned selection", prompt);
            }
            return selections.poll().apply(prompt);
        }

        boolean done() {
            return steps.isEmpty() && selections.isEmpty();
        }
    }

    private final Plan p0 = new Plan();
    private final Plan p1 = new Plan();
    private final Duel duel = Duel.empty(DuelOptions.standard(1).withTurnLimit(3), p0, p1);

    private Card place(int code, int player, Location location, Position position) {
        CardData data = cards.find(code).orElseThrow();
        return duel.placeCard(data, player, player, location, location.isOnField() ? duel.field().cards(player, location).size() : 0, position);
    }

    private void deck(int player, int count) {
        for (int i = 0; i < count; i++) {
            place(VORSE, player, Location.DECK, Position.FACEDOWN_DEFENSE);
        }
    }

    private void play() {
        Rules rules = Rules.of(duel);
        ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
        assertTrue(prepared.failures().isEmpty(), prepared.failures().toString());
        duel.subscribe(e -> {
            if (e instanceof dev.spellspeed.event.DuelEvent.ScriptFailed f) {
                throw new AssertionError(f.describe());
            }
        });
        new DuelRunner(rules).playFrom(0, 3, Phase.MAIN1);
        assertTrue(p0.done() && p1.done(), "unused plan steps\n" + duel.log().text());
    }

    @Test
    void potOfGreedDrawsTwoAndGoesToTheGraveyardAfterResolving() {
        deck(0, 5);
        deck(1, 5);
        place(POT, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        p0.activate(POT);
        play();
        assertEquals(2, duel.field().count(0, Location.HAND));
        assertEquals(List.of(POT), duel.field().cards(0, Location.GRAVE).stream().map(Card::code).toList());
    }

    @Test
    void magicJammerNegatesTheSpellAndTheCostIsNotRefunded() {
        deck(0, 5);
        deck(1, 5);
        place(POT, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        place(JAMMER, 1, Location.SZONE, Position.FACEDOWN_DEFENSE);
        place(VORSE, 1, Location.HAND, Position.FACEDOWN_DEFENSE);
        p0.activate(POT);
        p1.activate(JAMMER).select(VORSE);
        play();
        assertEquals(0, duel.field().count(0, Location.HAND), "Pot of Greed drew nothing\n" + duel.log().text());
        assertTrue(duel.field().cards(0, Location.GRAVE).stream().anyMatch(c -> c.code() == POT));
        assertTrue(duel.field().cards(1, Location.GRAVE).stream().anyMatch(c -> c.code() == VORSE), "the discarded cost stays");
        assertTrue(duel.field().cards(1, Location.GRAVE).stream().anyMatch(c -> c.code() == JAMMER));
    }

    @Test
    void mirrorForceDestroysTheAttackingSidesAttackPositionMonsters() {
        deck(0, 5);
        deck(1, 5);
        place(VORSE, 0, Location.MZONE, Position.FACEUP_ATTACK);
        place(MIRROR, 1, Location.SZONE, Position.FACEDOWN_DEFENSE);
        p0.attack(VORSE);
        p1.activate(MIRROR);
        play();
        assertEquals(0, duel.field().count(0, Location.MZONE));
        assertEquals(8000, duel.lp(1), "the attack never reached damage calculation");
    }

    @Test
    void solemnJudgmentNegatesANormalSummonAndHalvesTheLp() {
        deck(0, 5);
        deck(1, 5);
        place(VORSE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        place(SOLEMN, 1, Location.SZONE, Position.FACEDOWN_DEFENSE);
        duel.setLp(1, 525);
        p0.summon(VORSE);
        p1.activate(SOLEMN);
        play();
        assertEquals(263, duel.lp(1), "R063: half of 525 is paid rounded down");
        assertEquals(0, duel.field().count(0, Location.MZONE));
        assertTrue(duel.log().text().contains("the summon of Vorse Raider"), duel.log().text());
    }

    @Test
    void callOfTheHauntedAndItsMonsterLeaveTogether() {
        deck(0, 5);
        deck(1, 5);
        place(VORSE, 0, Location.GRAVE, Position.FACEUP_ATTACK);
        place(COTH, 0, Location.SZONE, Position.FACEDOWN_DEFENSE);
        place(MST, 1, Location.SZONE, Position.FACEDOWN_DEFENSE);
        p0.activate(COTH).select(VORSE);
        p1.activate(MST).select(COTH);
        play();
        // link 2 (MST) destroys Call of the Haunted first, so link 1 summons nothing
        assertEquals(0, duel.field().count(0, Location.MZONE), duel.log().text());
        assertFalse(duel.field().cards(0, Location.SZONE).stream().anyMatch(c -> c.code() == COTH));
    }

    @Test
    void r044_callOfTheHauntedLeavingDestroysItsMonsterAtOnce() {
        deck(0, 5);
        deck(1, 5);
        place(MST, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        place(COTH, 1, Location.SZONE, Position.FACEDOWN_DEFENSE);
        place(VORSE, 1, Location.GRAVE, Position.FACEUP_ATTACK);
        p0.activate(MST).select(COTH);
        p1.activate(COTH).select(VORSE);
        play();
        // link 2 revives Vorse Raider; link 1 destroys Call of the Haunted, and Vorse Raider with it
        assertEquals(0, duel.field().count(1, Location.MZONE), duel.log().text());
        assertEquals(2, duel.field().count(1, Location.GRAVE));
        String log = duel.log().text();
        assertTrue(log.indexOf("Mystical Space Typhoon#") < log.lastIndexOf("Vorse Raider#"), log);
    }

    @Test
    void darkHoleDestroysEveryMonster() {
        deck(0, 5);
        deck(1, 5);
        place(VORSE, 0, Location.MZONE, Position.FACEUP_ATTACK);
        place(VORSE, 1, Location.MZONE, Position.FACEUP_ATTACK);
        place(DARK_HOLE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        p0.activate(DARK_HOLE);
        play();
        assertEquals(0, duel.field().count(0, Location.MZONE));
        assertEquals(0, duel.field().count(1, Location.MZONE));
        assertEquals(2, duel.field().count(0, Location.GRAVE));
    }

    @Test
    void aForcedQuickEffectTakesTheNextLinkWithoutBeingOffered() {
        deck(0, 5);
        deck(1, 5);
        place(TRIBUTE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        place(VORSE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        Card gardna = place(GARDNA, 1, Location.MZONE, Position.FACEDOWN_DEFENSE);
        p0.activate(TRIBUTE).select(VORSE).select(GARDNA);
        play();
        assertEquals(Position.FACEUP_DEFENSE, gardna.position(), "Big Shield Gardna flipped itself\n" + duel.log().text());
        assertEquals(Location.MZONE, gardna.location(), "and negated Tribute to the Doomed");
        assertTrue(duel.field().cards(0, Location.GRAVE).stream().anyMatch(c -> c.code() == TRIBUTE));
        assertFalse(p1.seen.stream().anyMatch(prompt -> prompt.options().stream().anyMatch(
                o -> o instanceof Command.Activate a && a.card() == gardna)), "a forced effect is never a choice");
    }

    @Test
    void aForcedQuickEffectWhoseConditionFailsStaysQuiet() {
        deck(0, 5);
        deck(1, 5);
        place(TRIBUTE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        place(VORSE, 0, Location.HAND, Position.FACEDOWN_DEFENSE);
        Card gardna = place(GARDNA, 1, Location.MZONE, Position.FACEDOWN_DEFENSE);
        Card other = place(VORSE, 1, Location.MZONE, Position.FACEUP_ATTACK);
        p0.activate(TRIBUTE).select(VORSE).select(VORSE);
        play();
        assertEquals(Position.FACEDOWN_DEFENSE, gardna.position());
        assertEquals(Location.GRAVE, other.location());
    }
}
