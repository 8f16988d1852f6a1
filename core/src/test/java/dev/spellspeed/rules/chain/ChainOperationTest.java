package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Rules;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The chain's solving state and operations replaced on a link (Duel.IsChainSolving, Duel.ChangeChainOperation). */
class ChainOperationTest {
    private static final CardData CONTINUOUS = CardData.of(900040, "Test Continuous Spell",
            CardType.SPELL | CardType.CONTINUOUS, 0, 0, 0, 0, 0, "test");

    private Duel duel;
    private Rules rules;
    private ChainProcessor processor;
    private final List<String> calls = new ArrayList<>();

    @BeforeEach
    void open() {
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        rules = Rules.of(duel);
        processor = rules.chains();
    }

    private ChainLink activation(Card card) {
        Effect effect = duel.effects().create(card, 0);
        effect.setType(EffectType.ACTIVATE);
        effect.setOperation(args -> {
            calls.add("own, solving=" + duel.chain().isSolving());
            return null;
        });
        duel.effects().register(effect, card);
        ChainLink link = new ChainLink(duel.chain().size() + 1, effect, 0, card, GameEvent.NONE, 1, true,
                Location.SZONE, card.sequence());
        link.relate(card);
        duel.chain().add(link);
        return link;
    }

    @Test
    void theChainIsSolvingOnlyWhileItsLinksResolve() {
        Card card = duel.placeCard(CONTINUOUS, 0, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        activation(card);
        assertFalse(duel.chain().isSolving());
        processor.resolveChain();
        assertEquals(List.of("own, solving=true"), calls);
        assertFalse(duel.chain().isSolving());
    }

    @Test
    void aReplacedOperationResolvesInsteadAndTheCardDoesNotStay() {
        Card card = duel.placeCard(CONTINUOUS, 0, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        activation(card);
        // 5 names no link: the last one is meant (as ygopro)
        rules.chainEdits().replaceOperation(5, args -> {
            calls.add("replacement");
            return null;
        });
        processor.resolveChain();
        assertEquals(List.of("replacement"), calls);
        // a Continuous Spell normally stays; with its operation replaced it goes to the GY
        assertEquals(Location.GRAVE, card.location());
    }

    @Test
    void replacingWithNoChainDoesNothing() {
        rules.chainEdits().replaceOperation(1, args -> null);
        assertEquals(0, duel.chain().size());
    }
}
