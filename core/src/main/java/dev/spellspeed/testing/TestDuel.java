package dev.spellspeed.testing;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.rules.Rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * A scripted test duel written in Java, with the verbs of the Lua test object {@code t}
 * (docs/testing.md): put cards where the scenario needs them, queue actions, answers and checks,
 * {@link #run()}, then state what must be true with {@link #expect()}. Cards are named by their name
 * in the card database ({@link CardNames}) or exactly, by the {@link Card} a set-up call returned.
 * Every call records the Java line that made it, and a failure names that line.
 *
 * <pre>{@code
 * try (TestDuel scenario = TestDuel.of(TestCards.DATABASE)) {
 *     scenario.addCard("Vorse Raider", 0, Location.MZONE);
 *     scenario.addCard("Celtic Guardian", 1, Location.MZONE);
 *     scenario.attack(0, "Vorse Raider", "Celtic Guardian").run();
 *     scenario.expect().lp(1, 7500);
 * }
 * }</pre>
 *
 * <p>Strict like the Lua runner: an answer prompt with nothing queued fails the run, and
 * {@link #close()} fails when something queued was never used.
 */
public final class TestDuel implements AutoCloseable {
    /** A prompt the engine asked, with the turn and phase it was asked in. */
    public record Asked(int turn, Phase phase, Prompt prompt) {
    }

    private final CardDatabase cards;
    private final CardNames names;
    private final Scenario scenario;
    private final Expect expect;
    private final List<Asked> asked = Collections.synchronizedList(new ArrayList<>());
    private boolean failed;
    private boolean closed;

    private TestDuel(CardDatabase cards, DuelOptions options) {
        this.cards = cards;
        this.names = CardNames.of(cards);
        this.scenario = new Scenario(options);
        Duel duel = scenario.duel();
        duel.useCards(cards); // Tokens come from the same pool
        duel.onDecision(prompt -> asked.add(new Asked(duel.turn().number(), duel.turn().phase(), prompt)));
        this.expect = new Expect(new Expectations(scenario.rules()), this::ref);
    }

    /** A test duel over these cards with the Lua tests' defaults: seed 1, player 0's turn 3, Main Phase 1. */
    public static TestDuel of(CardDatabase cards) {
        return of(cards, DuelOptions.standard(1));
    }

    public static TestDuel of(CardDatabase cards, DuelOptions options) {
        return new TestDuel(cards, options);
    }

    public Duel duel() {
        return scenario.duel();
    }

    /** The duel's rules context, e.g. for {@code ScriptedDuels.prepare} once the cards are placed. */
    public Rules rules() {
        return scenario.rules();
    }

    /** What must be true now: between runs, after the last one, or inside a {@link #check}. */
    public Expect expect() {
        return expect;
    }

    /** Every prompt asked so far, in order. */
    public List<Asked> asked() {
        synchronized (asked) {
            return List.copyOf(asked);
        }
    }

    /** Steps and answers queued but not used yet, each with its line. */
    public List<String> unused() {
        return scenario.unused();
    }

    // ---- set-up (Debug.AddCard, Debug.SetPlayerInfo, t:Start, t:StartDuel)

    /** {@code Debug.AddCard}: the card has been there since before the scenario began. */
    public Card addCard(String name, int owner, int player, Location location, int sequence, Position position) {
        return scenario.addCard(card(name), owner, player, location, sequence, position);
    }

    /**
     * The short form: the player owns it; on the field it takes the lowest free Main Monster Zone
     * (face-up in Attack Position) or Spell &amp; Trap Zone (face-down); in a pile it goes on top.
     */
    public Card addCard(String name, int player, Location location) {
        int sequence = 0;
        if (location.isOnField()) {
            while (sequence < 4 && duel().field().at(player, location, sequence).isPresent()) {
                sequence++;
            }
        }
        Position position = location == Location.MZONE ? Position.FACEUP_ATTACK : Position.FACEDOWN_DEFENSE;
        return addCard(name, player, player, location, sequence, position);
    }

    public TestDuel setLp(int player, int lp) {
        duel().setLp(player, lp);
        return this;
    }

    public TestDuel start(int player, int turn, Phase phase) {
        scenario.start(player, turn, phase);
        return this;
    }

    /** A real duel from turn 1: the cards go to the Decks, which are shuffled, and both players draw 5. */
    public TestDuel startDuel(List<String> deck0, List<String> deck1) {
        scenario.startDuel(deck0.stream().map(this::card).toList(), deck1.stream().map(this::card).toList());
        return this;
    }

    // ---- actions (one queue, in order)

    public TestDuel summon(int player, String card) {
        return queue(new Step.Summon(player, ref(card), here()));
    }

    public TestDuel summon(int player, Card card) {
        return queue(new Step.Summon(player, CardRef.of(card), here()));
    }

    /** ygopro's Set: a monster face-down in Defense Position, or a Spell/Trap face-down. */
    public TestDuel set(int player, String card) {
        return queue(new Step.SetMonster(player, ref(card), here()));
    }

    public TestDuel set(int player, Card card) {
        return queue(new Step.SetMonster(player, CardRef.of(card), here()));
    }

    public TestDuel flipSummon(int player, String card) {
        return queue(new Step.FlipSummon(player, ref(card), here()));
    }

    public TestDuel flipSummon(int player, Card card) {
        return queue(new Step.FlipSummon(player, CardRef.of(card), here()));
    }

    public TestDuel changePosition(int player, String card) {
        return queue(new Step.ChangePosition(player, ref(card), here()));
    }

    public TestDuel changePosition(int player, Card card) {
        return queue(new Step.ChangePosition(player, CardRef.of(card), here()));
    }

    /** A Special Summon by the card's own summoning procedure. */
    public TestDuel specialSummon(int player, String card) {
        return queue(new Step.SpecialSummon(player, ref(card), here()));
    }

    public TestDuel specialSummon(int player, Card card) {
        return queue(new Step.SpecialSummon(player, CardRef.of(card), here()));
    }

    public TestDuel pendulumSummon(int player) {
        return queue(new Step.PendulumSummon(player, here()));
    }

    public TestDuel activate(int player, String card) {
        return queue(new Step.Activate(player, ref(card), 0, here()));
    }

    public TestDuel activate(int player, Card card) {
        return queue(new Step.Activate(player, CardRef.of(card), 0, here()));
    }

    /** The {@code index}-th (from 1) of the card's activations offered there, in the order its effects were registered. */
    public TestDuel activate(int player, Card card, int index) {
        if (index < 1) {
            throw new IllegalArgumentException("activate: the effect number starts at 1, got " + index);
        }
        return queue(new Step.Activate(player, CardRef.of(card), index, here()));
    }

    /** A direct attack. */
    public TestDuel attack(int player, String attacker) {
        return queue(new Step.Attack(player, ref(attacker), null, here()));
    }

    public TestDuel attack(int player, Card attacker) {
        return queue(new Step.Attack(player, CardRef.of(attacker), null, here()));
    }

    public TestDuel attack(int player, String attacker, String target) {
        return queue(new Step.Attack(player, ref(attacker), ref(target), here()));
    }

    public TestDuel attack(int player, Card attacker, Card target) {
        return queue(new Step.Attack(player, CardRef.of(attacker), CardRef.of(target), here()));
    }

    /** Answers an attack replay (R028) by no longer attacking. */
    public TestDuel cancelAttack(int player) {
        return queue(new Step.CancelAttack(player, here()));
    }

    /** Moves on to the next time it is the player's turn and the duel is in that phase or step. */
    public TestDuel phase(int player, Phase phase) {
        return queue(new Step.PhaseTo(player, phase, here()));
    }

    public TestDuel pass(int player) {
        return queue(new Step.Pass(player, here()));
    }

    // ---- answers (one queue per player)

    public TestDuel select(int player, String... cards) {
        return answer(player, new Answer.Select(player, refs(cards), here()));
    }

    public TestDuel select(int player, Card... cards) {
        return answer(player, new Answer.Select(player, Arrays.stream(cards).map(CardRef::of).toList(), here()));
    }

    public TestDuel yes(int player) {
        return answer(player, new Answer.YesNo(player, true, here()));
    }

    public TestDuel no(int player) {
        return answer(player, new Answer.YesNo(player, false, here()));
    }

    /** The {@code index}-th (from 1) of the options offered. */
    public TestDuel option(int player, int index) {
        return answer(player, new Answer.Option(player, index, here()));
    }

    public TestDuel position(int player, Position position) {
        return answer(player, new Answer.PositionChoice(player, position, here()));
    }

    public TestDuel zone(int player, int sequence) {
        return answer(player, new Answer.Zone(player, sequence, here()));
    }

    /** A declared number. */
    public TestDuel announce(int player, long value) {
        return answer(player, new Answer.Announce(player, value, here()));
    }

    /** A declared card name: the card's code. */
    public TestDuel announce(int player, String card) {
        return answer(player, new Answer.Announce(player, card(card).code(), here()));
    }

    /** The order of the player's simultaneous triggers: the first listed goes on the chain first. */
    public TestDuel order(int player, String... cards) {
        return answer(player, new Answer.Order(player, refs(cards), here()));
    }

    // ---- checks (queued; used at the player's next chain window or idle prompt)

    /** No action of this kind (by any card) is legal at the player's next idle prompt. */
    public TestDuel expectIllegal(int player, Step.IllegalKind kind) {
        return queue(new Step.ExpectIllegal(player, kind, List.of(), here()));
    }

    public TestDuel expectIllegal(int player, Step.IllegalKind kind, String card) {
        return queue(new Step.ExpectIllegal(player, kind, List.of(ref(card)), here()));
    }

    public TestDuel expectIllegal(int player, Step.IllegalKind kind, Card card) {
        return queue(new Step.ExpectIllegal(player, kind, List.of(CardRef.of(card)), here()));
    }

    /** Entering this phase is not legal at the player's next Main Phase idle prompt. */
    public TestDuel expectIllegal(int player, Phase phase) {
        return queue(new Step.ExpectIllegal(player, Step.IllegalKind.PHASE, List.of(phase), here()));
    }

    public TestDuel expectOffered(int player, String card) {
        return queue(new Step.ExpectOffered(player, ref(card), true, here()));
    }

    public TestDuel expectOffered(int player, Card card) {
        return queue(new Step.ExpectOffered(player, CardRef.of(card), true, here()));
    }

    public TestDuel expectNotOffered(int player, String card) {
        return queue(new Step.ExpectOffered(player, ref(card), false, here()));
    }

    public TestDuel expectNotOffered(int player, Card card) {
        return queue(new Step.ExpectOffered(player, CardRef.of(card), false, here()));
    }

    /** Runs {@code body} at the player's next chain window or idle prompt without answering it. */
    public TestDuel check(int player, Consumer<Prompted> body) {
        return queue(new Step.Check(player, body, here()));
    }

    // ---- running

    /** Performs the queue, then returns at the turn player's next idle prompt or when the duel ends. */
    public TestDuel run() {
        try {
            scenario.run();
        } catch (RuntimeException | Error e) {
            failed = true;
            throw e;
        }
        return this;
    }

    /** Fails when a step or answer was queued but never used (unless a run failed already), then stops the duel. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            List<Unused> left = scenario.unusedItems();
            if (!failed && !left.isEmpty()) {
                StringBuilder message = new StringBuilder("queued but never used:");
                for (Unused item : left) {
                    message.append("\n  ").append(item);
                }
                throw new TestFailure(left.get(0).where(), message + "\n" + BoardDump.of(duel()));
            }
        } finally {
            scenario.close();
        }
    }

    private TestDuel queue(Step step) {
        scenario.queue(step);
        return this;
    }

    private TestDuel answer(int player, Answer answer) {
        scenario.queue(player, answer);
        return this;
    }

    private CardData card(String name) {
        return names.find(name);
    }

    private CardRef ref(String name) {
        return CardRef.named(name, card(name).code());
    }

    private List<CardRef> refs(String... cards) {
        return Arrays.stream(cards).map(this::ref).toList();
    }

    /** The line of the test that called into the façade. */
    private static SourceLine here() {
        return JavaCaller.line();
    }

    @Override
    public String toString() {
        return "TestDuel(" + cards + ")";
    }
}
