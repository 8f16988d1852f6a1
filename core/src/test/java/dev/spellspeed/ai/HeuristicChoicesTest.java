package dev.spellspeed.ai;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Single choices of the heuristic player on a set board: one position, one prompt, the answer it should give. */
class HeuristicChoicesTest {
    private TestDuel t;
    private HeuristicDecider player;

    @BeforeEach
    void playerZerosMainPhase() {
        t = TestDuel.of(Matches.CARDS);
        t.duel().beginTurn(0, 3);
        t.duel().setPhaseQuietly(Phase.MAIN1);
        player = new HeuristicDecider(1);
        player.takeSeat(t.duel(), 0);
    }

    @Test
    void aMonsterWithAFlipEffectIsSetAndAnyOtherIsSummoned() {
        Card flip = t.addCard("Night Assailant", 0, Location.HAND);
        Card beater = t.addCard("Spear Dragon", 0, Location.HAND);
        assertEquals(new Command.SetMonster(flip), player.choose(idle(new Command.NormalSummon(flip), new Command.SetMonster(flip))));
        assertEquals(new Command.NormalSummon(beater),
                player.choose(idle(new Command.NormalSummon(beater), new Command.SetMonster(beater))));
    }

    @Test
    void itAttacksTheMonsterItBeatsNotTheOneThatBeatsIt() {
        Card attacker = t.addCard("Spear Dragon", 0, Location.MZONE);
        Card weaker = t.addCard("Mystic Tomato", 1, Location.MZONE);
        Card stronger = t.addCard("Zaborg the Thunder Monarch", 1, Location.MZONE);
        t.duel().battle().beginAttack(attacker, null);
        ChoicePrompt<AttackTarget> prompt = new ChoicePrompt<>(0, PromptKind.ATTACK_TARGET, "attack what?",
                List.of(new AttackTarget(stronger), new AttackTarget(weaker)));
        assertEquals(new AttackTarget(weaker), player.choose(prompt));
    }

    @Test
    void itSelectsTheOpponentsStrongestAndPaysWithItsOwnWeakest() {
        Card mine = t.addCard("Mystic Tomato", 0, Location.MZONE);
        Card myStrong = t.addCard("Spear Dragon", 0, Location.MZONE);
        Card theirWeak = t.addCard("Giant Rat", 1, Location.MZONE);
        Card theirStrong = t.addCard("Zaborg the Thunder Monarch", 1, Location.MZONE);
        assertEquals(List.of(theirStrong), player.select(new SelectPrompt(0, PromptKind.SELECT_CARDS, "select a target",
                List.of(theirWeak, mine, theirStrong), 1, 1)));
        assertEquals(List.of(mine), player.select(new SelectPrompt(0, PromptKind.SELECT_CARDS, "select a Tribute",
                List.of(myStrong, mine), 1, 1)));
    }

    private static ChoicePrompt<Command> idle(Command... commands) {
        return new ChoicePrompt<>(0, PromptKind.IDLE, "Main Phase 1: choose an action", List.of(commands));
    }
}
