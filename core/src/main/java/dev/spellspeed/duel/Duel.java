package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.effect.Chain;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectRegistry;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.event.DuelLog;
import dev.spellspeed.event.DuelObserver;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * All the state of one duel: the field, life points, turn and phase, the random generator, the
 * players' deciders and the observers. A duel is single-threaded and deterministic; the rules that
 * drive it live in {@code dev.spellspeed.rules}.
 */
public final class Duel {
    private final DuelOptions options;
    /** ygopro's DUEL_* flags and master rule a puzzle chose (Debug.ReloadFieldBegin); else none and 5. */
    private long duelFlags;
    private int masterRule = 5;
    /** ygopro's GLOBALFLAG_* bits scripts turned on (Duel.EnableGlobalFlag). */
    private long globalFlags;
    private final DuelRandom random;
    private final Chain chain = new Chain();
    private final EffectRegistry effects = new EffectRegistry(chain::runningEffect);
    private final InstalledStats stats = new InstalledStats();
    private Reach reach = Reach.NONE;
    private final Field field = new Field(stats, effects);
    private final Decider[] deciders;
    private final int[] lp = new int[2];
    private final boolean[] cannotDraw = new boolean[2];
    private final boolean[] wonByEffect = new boolean[2];
    private CardDatabase cards = CardDatabase.of(List.of());
    private final List<DuelObserver> observers = new ArrayList<>();
    private final List<Consumer<Prompt>> decisionListeners = new ArrayList<>();
    private final DuelLog log = new DuelLog();
    /** While a session replays recorded decisions (fork, undo), observers and decision listeners hear nothing. */
    private boolean quiet;
    private long decisionsAsked;
    private final TurnState turn = new TurnState();
    private final BattleState battle = new BattleState(this);
    private final SummonState summons = new SummonState(this);
    private final TriggerQueue triggers = new TriggerQueue();
    private final OperationState operation = new OperationState();
    private int nextUid = 1;
    private DuelResult result;
    private final WorkBudget work;
    /** Proves script callbacks changed nothing, so that replays may skip them; the script host installs it. */
    private PurityWatch purity = PurityWatch.NONE;

    private Duel(DuelOptions options, Decider decider0, Decider decider1) {
        this.options = Objects.requireNonNull(options, "options");
        this.work = new WorkBudget(options.workBudget(), options.memoryBudget());
        this.random = new DuelRandom(options.seed());
        this.deciders = new Decider[] {Objects.requireNonNull(decider0), Objects.requireNonNull(decider1)};
        lp[0] = options.startingLp();
        lp[1] = options.startingLp();
        observers.add(log);
    }

    /** A duel with empty Decks, to be filled with {@link #addCard} (puzzles and tests). */
    public static Duel empty(DuelOptions options, Decider decider0, Decider decider1) {
        return new Duel(options, decider0, decider1);
    }

    /**
     * A duel between two decks. Cards are numbered in loading order (player 0's Main Deck, its
     * Extra Deck, then player 1's), so card numbers are the same in every replay.
     */
    public static Duel fromDecks(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1,
                                 Decider decider0, Decider decider1) {
        Duel duel = new Duel(options, decider0, decider1);
        duel.useCards(cards);
        Deck[] decks = {deck0, deck1};
        for (int player = 0; player < 2; player++) {
            for (int code : decks[player].main()) {
                duel.addCard(lookup(cards, code), player, Location.DECK);
            }
            for (int code : decks[player].extra()) {
                duel.addCard(lookup(cards, code), player, Location.EXTRA);
            }
        }
        return duel;
    }

    private static CardData lookup(CardDatabase cards, int code) {
        return cards.find(code).orElseThrow(() -> new IllegalArgumentException("unknown card id " + code));
    }

    /** Creates a card owned by {@code owner} at the end of one of its piles (the top of the Deck). */
    public Card addCard(CardData data, int owner, Location pile) {
        return field.create(nextUid++, data, owner, pile, turn.number());
    }

    /**
     * Puts a new card where a scenario needs it, as if it had been there since before the scenario
     * began (it counts as neither summoned nor moved this turn). In the Deck, sequence 0 is the top
     * and any other sequence the bottom; on the field, sequence is the zone. Raises
     * {@link IllegalArgumentException} for a zone that does not exist or is occupied.
     */
    public Card placeCard(CardData data, int owner, int controller, Location location, int sequence, Position position) {
        if (location.isOnField()) {
            String problem = field.zoneProblem(controller, location, sequence);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
            Card card = field.create(nextUid++, data, owner, Location.HAND, 0);
            field.moveToZone(card, controller, location, sequence, position, 0, 0);
            return card;
        }
        if (location == Location.OVERLAY) {
            // ygopro's Debug.AddCard: an Xyz Material of the monster in the player's Monster Zone `sequence`
            Card holder = sequence >= 0 && sequence < 7 ? field.zoneCard(controller, Location.MZONE, sequence) : null;
            if (holder == null) {
                throw new IllegalArgumentException("no monster in Monster Zone " + sequence + " of player " + controller
                        + " to attach an Xyz Material to");
            }
            Card card = field.create(nextUid++, data, owner, Location.HAND, 0);
            field.attachOverlay(holder, card, 0, 0);
            return card;
        }
        Card card = field.create(nextUid++, data, owner, location, 0);
        if (location == Location.DECK && sequence != 0) {
            field.putOnDeckBottom(card);
        }
        return card;
    }

    /** The card pool the duel may create cards from (Tokens). */
    public void useCards(CardDatabase pool) {
        this.cards = Objects.requireNonNull(pool);
    }

    public Optional<CardData> cardData(int code) {
        return cards.find(code);
    }

    /** Every card the duel knows (for declaring a card name). */
    public java.util.Collection<CardData> cardPool() {
        return cards.all();
    }

    /**
     * The rule options a ygopro puzzle sets before its cards are placed (Debug.ReloadFieldBegin):
     * DUEL_ATTACK_FIRST_TURN lets the first player battle on turn 1, DUEL_PSEUDO_SHUFFLE keeps Decks
     * in the order the cards were added; the master rule is recorded (this engine plays the rules of
     * Master Rule 2020 whatever it is; see docs/compatibility.md).
     */
    public void configureRules(long flags, int masterRule) {
        this.duelFlags = flags;
        this.masterRule = masterRule;
        field.setShuffling((flags & DuelFlag.PSEUDO_SHUFFLE) == 0);
    }

    public long duelFlags() {
        return duelFlags;
    }

    public int masterRule() {
        return masterRule;
    }

    /** Whether the first player may enter the Battle Phase on turn 1 (only under DUEL_ATTACK_FIRST_TURN; R002). */
    public boolean battlePhaseAllowed() {
        return turn.number() > 1 || (duelFlags & DuelFlag.ATTACK_FIRST_TURN) != 0;
    }

    /** Whether a rules context was built for this duel (there must be exactly one: its state has one home). */
    private boolean rulesInstalled;

    /**
     * Installs the rules' stat layers and effect reach; called once by {@code Rules.of}. A second call
     * is a wiring error: two contexts would split per-duel rule state between them.
     */
    public void installRules(CardStats stats, Reach reach) {
        if (rulesInstalled) {
            throw new IllegalStateException("this duel already has its rules: build Rules once per duel and share it");
        }
        rulesInstalled = true;
        this.stats.install(stats);
        this.reach = reach;
    }

    public void enableGlobalFlags(long flags) {
        globalFlags |= flags;
    }

    public long globalFlags() {
        return globalFlags;
    }

    public DuelOptions options() {
        return options;
    }

    /** Every effect registered in this duel. */
    public EffectRegistry effects() {
        return effects;
    }

    /** The turn number and player, the phase and what resets each turn. */
    public TurnState turn() {
        return turn;
    }

    /** The attack going on and its Damage Step. */
    public BattleState battle() {
        return battle;
    }

    /** Summons in progress and this turn's summon counts. */
    public SummonState summons() {
        return summons;
    }

    /** Recent events and the triggers waiting for the next chain. */
    public TriggerQueue triggers() {
        return triggers;
    }

    /** The bookkeeping of the card operation running now (operated group, pending destructions, shuffles). */
    public OperationState operation() {
        return operation;
    }

    /** Whether continuous effects reach cards and players now (rules.continuous.EffectReach). */
    public Reach reach() {
        return reach;
    }

    /** The duel's stat layers: current ATK, DEF, Level, type, race, attribute and name. */
    public CardStats stats() {
        return stats;
    }

    /** The chain being built or resolved. */
    public Chain chain() {
        return chain;
    }

    public DuelRandom random() {
        return random;
    }

    public Field field() {
        return field;
    }

    /**
     * {@link Field#writes} plus {@link EffectRegistry#changes}: both only grow, so the same number read again
     * means no card and no registered effect was written meanwhile (the rules check skips looks by it).
     */
    public long writes() {
        return field.writes() + effects.changes();
    }

    public DuelLog log() {
        return log;
    }

    public int lp(int player) {
        return lp[player];
    }

    public void setLp(int player, int value) {
        lp[player] = Math.max(0, value);
    }

    public boolean isOver() {
        return result != null;
    }

    /** The result, or null while the duel is running. */
    public DuelResult result() {
        return result;
    }

    /** Starts the next turn for {@code player}: the turn counter advances and per-turn counts reset. */
    public void beginTurn(int player) {
        beginTurn(player, turn.number() + 1);
    }

    /** Starts turn {@code number} for {@code player} (scenarios may begin at any turn). */
    public void beginTurn(int player, int number) {
        if (number <= turn.number()) {
            throw new IllegalArgumentException("turn " + number + " does not come after turn " + turn.number());
        }
        turn.begin(player, number);
        summons.newTurn();
        publish(new DuelEvent.TurnStarted(number, player));
    }

    public void enterPhase(Phase next) {
        turn.enter(next);
        publish(new DuelEvent.PhaseStarted(turn.number(), next));
    }

    /** Sets the phase without announcing it (for sub-steps such as damage calculation). */
    public void setPhaseQuietly(Phase next) {
        turn.setPhaseQuietly(next);
    }

    /** Records that a player had to draw from an empty Deck; the loss is applied at the next win check. */
    public void markCannotDraw(int player) {
        cannotDraw[player] = true;
    }

    /** A card's effect says this player wins ({@code Duel.Win}); the rules end the duel at their next check. */
    public void declareWin(int player) {
        wonByEffect[player] = true;
    }

    public boolean wonByEffect(int player) {
        return wonByEffect[player];
    }

    public boolean cannotDraw(int player) {
        return cannotDraw[player];
    }

    /** The duel's work budget (DuelOptions.workBudget), charged by the engine and the script host. */
    public PurityWatch purity() {
        return purity;
    }

    /** Installs the script host's {@link PurityWatch} (once the duel's scripts are open). */
    public void watchScriptsWith(PurityWatch watch) {
        this.purity = java.util.Objects.requireNonNull(watch);
    }

    public WorkBudget work() {
        return work;
    }

    /**
     * Stops the duel at its next check: the next decision or the next few thousand Lua instructions.
     * The one method of a duel that another thread may call; the duel ends as aborted.
     */
    public void cancel() {
        work.cancel("cancelled");
    }

    /** Ends the duel; the first result stands. */
    public void end(DuelResult outcome) {
        if (result == null) {
            result = outcome;
            publish(new DuelEvent.DuelEnded(outcome));
        }
    }

    public void subscribe(DuelObserver observer) {
        observers.add(observer);
    }

    /** Called before every decision with the prompt about to be asked (used by the fuzz test to check invariants). */
    public void onDecision(Consumer<Prompt> listener) {
        decisionListeners.add(listener);
    }

    public void publish(DuelEvent event) {
        if (quiet) {
            return;
        }
        for (DuelObserver observer : observers) {
            observer.onEvent(event);
        }
    }

    /** How many prompts this duel has asked so far (the one pending included). */
    public long decisionsAsked() {
        return decisionsAsked;
    }

    /** Asks the prompt's player to pick one option and refuses any answer that is not one. */
    public <T> T ask(ChoicePrompt<T> prompt) {
        work.charge(1);
        decisionsAsked++;
        notifyDecision(prompt);
        T answer = deciders[prompt.player()].choose(prompt);
        int index = prompt.indexOf(answer);
        if (index < 0) {
            throw new IllegalDecisionException("'" + answer + "' is not a legal answer", prompt);
        }
        return prompt.options().get(index);
    }

    /** Asks the prompt's player to select cards and refuses any selection that breaks the prompt's limits. */
    public List<Card> ask(SelectPrompt prompt) {
        work.charge(1);
        decisionsAsked++;
        notifyDecision(prompt);
        List<Card> answer = deciders[prompt.player()].select(prompt);
        String problem = prompt.problemWith(answer);
        if (problem != null) {
            throw new IllegalDecisionException(problem, prompt);
        }
        return List.copyOf(answer);
    }

    /**
     * Silences observers (the log too) and decision listeners: a session replaying a recorded prefix
     * does not log it again (DESIGN.md §7, snapshots are re-execution).
     */
    public void beQuiet() {
        quiet = true;
    }

    /** Ends {@link #beQuiet()} at the prompt now pending (null: at the end), which decision listeners then hear. */
    public void resumeAt(Prompt pending) {
        quiet = false;
        if (pending != null) {
            notifyDecision(pending);
        }
    }

    public boolean isQuiet() {
        return quiet;
    }

    private void notifyDecision(Prompt prompt) {
        if (quiet) {
            return;
        }
        for (Consumer<Prompt> listener : decisionListeners) {
            listener.accept(prompt);
        }
    }
}
