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
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.PendingTrigger;
import dev.spellspeed.effect.StatCalculator;
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
    /** The turn in which each player last Pendulum Summoned (once per turn). */
    private final int[] pendulumSummonTurn = {-1, -1};
    private final DuelRandom random;
    private final EffectRegistry effects = new EffectRegistry();
    private final StatCalculator stats = new StatCalculator(this);
    private final Field field = new Field(stats);
    private final Decider[] deciders;
    private final int[] lp = new int[2];
    private final boolean[] cannotDraw = new boolean[2];
    private final boolean[] wonByEffect = new boolean[2];
    private final int[] normalSummonsThisTurn = new int[2];
    /** Summons this turn per player: [normal summons and sets, flip summons, special summons]. */
    private final int[][] summonsThisTurn = new int[2][3];
    private CardDatabase cards = CardDatabase.of(List.of());
    private final List<DuelObserver> observers = new ArrayList<>();
    private final List<Consumer<Prompt>> decisionListeners = new ArrayList<>();
    private final DuelLog log = new DuelLog();
    /** While a session replays recorded decisions (fork, undo), observers and decision listeners hear nothing. */
    private boolean quiet;
    private final Chain chain = new Chain();
    private final List<GameEvent> recentEvents = new ArrayList<>();
    private final CardGroup negatedSummons = new CardGroup();
    private final SummonsInSteps summonsInSteps = new SummonsInSteps();
    private Card chainAttacker;
    private final CardGroup beingSummoned = new CardGroup();
    private final List<PendingTrigger> pendingTriggers = new ArrayList<>();
    private int eventBatch;
    private boolean triggersHeld;
    private final CardGroup battleDestroyed = new CardGroup();
    private Card attacker;
    private Card attackTarget;
    private boolean attackNegated;
    private final java.util.Map<String, Integer> countLimitUses = new java.util.HashMap<>();
    private final ActivityCounters activityCounters = new ActivityCounters();
    /** Whether anything was done in the current phase (Duel.CheckPhaseActivity). */
    private boolean phaseActivity;
    /** Between damage calculation and the end of the attack (Duel.IsDamageCalculated). */
    private boolean damageCalculated;
    /** ygopro's GLOBALFLAG_* bits scripts turned on (Duel.EnableGlobalFlag). */
    private long globalFlags;
    /** Per player, the Card.SetSPSummonOnce codes already Special Summoned this turn. */
    private final java.util.List<java.util.Set<Long>> specialSummonedOnce =
            List.of(new java.util.HashSet<>(), new java.util.HashSet<>());
    private CardGroup operated = new CardGroup();

    private int turn;
    private int turnPlayer;
    private Phase phase = Phase.DRAW;
    private int nextUid = 1;
    private DuelResult result;

    private Duel(DuelOptions options, Decider decider0, Decider decider1) {
        this.options = Objects.requireNonNull(options, "options");
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
        return field.create(nextUid++, data, owner, pile, turn);
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

    /** Counts a summon for Duel.GetActivityCount: 0 normal summon or set, 1 flip summon, 2 special summon. */
    public void countSummon(int player, int kind) {
        summonsThisTurn[player][kind]++;
        phaseActivity = true;
    }

    /** A monster was Special Summoned by the player: custom activity counters and Card.SetSPSummonOnce see it. */
    public void noteSpecialSummon(int player, Card card) {
        activityCounters.record(Activity.SPSUMMON, player, card);
        if (card.specialSummonOnceCode() != 0) {
            markSpecialSummonedOnce(player, card.specialSummonOnceCode());
        }
    }

    public ActivityCounters activityCounters() {
        return activityCounters;
    }

    /** Something was done in this phase: a summon, an attack, a position change, a Set, a chain resolving. */
    public void markPhaseActivity() {
        phaseActivity = true;
    }

    public boolean phaseActivity() {
        return phaseActivity;
    }

    /** The battle damage each player takes from the latest damage calculation (Duel.GetBattleDamage). */
    private final int[] battleDamage = new int[2];

    public void setBattleDamage(int player, int damage) {
        battleDamage[player] = damage;
    }

    public int battleDamage(int player) {
        return battleDamage[player];
    }

    public void setDamageCalculated(boolean calculated) {
        damageCalculated = calculated;
    }

    public boolean damageCalculated() {
        return damageCalculated;
    }

    public void enableGlobalFlags(long flags) {
        globalFlags |= flags;
    }

    public long globalFlags() {
        return globalFlags;
    }

    /** A monster with a Card.SetSPSummonOnce code was Special Summoned by the player: no other of that code this turn. */
    public void markSpecialSummonedOnce(int player, long code) {
        specialSummonedOnce.get(player).add(code);
    }

    public boolean specialSummonedOnce(int player, long code) {
        return specialSummonedOnce.get(player).contains(code);
    }

    public int summonsThisTurn(int player, int kind) {
        return summonsThisTurn[player][kind];
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

    public boolean pendulumSummonedThisTurn(int player) {
        return pendulumSummonTurn[player] == turn;
    }

    public void markPendulumSummon(int player) {
        pendulumSummonTurn[player] = turn;
    }

    public long duelFlags() {
        return duelFlags;
    }

    public int masterRule() {
        return masterRule;
    }

    /** Whether the first player may enter the Battle Phase on turn 1 (only under DUEL_ATTACK_FIRST_TURN; R002). */
    public boolean battlePhaseAllowed() {
        return turn > 1 || (duelFlags & DuelFlag.ATTACK_FIRST_TURN) != 0;
    }

    /** Whether a rules context was built for this duel (there must be exactly one: its state has one home). */
    private boolean rulesClaimed;

    /**
     * Marks this duel as having its rules context; called by {@code Rules.of}. A second call is a
     * wiring error: two contexts would split per-duel rule state between them.
     */
    public void claimRules() {
        if (rulesClaimed) {
            throw new IllegalStateException("this duel already has its rules: build Rules once per duel and share it");
        }
        rulesClaimed = true;
    }

    public DuelOptions options() {
        return options;
    }

    /** Every effect registered in this duel. */
    public EffectRegistry effects() {
        return effects;
    }

    /** Remembers an event for the next chain window: effects that respond to it may be activated there. */
    public void addRecentEvent(GameEvent event) {
        recentEvents.add(event);
    }

    /** The events since the last chain window, which are cleared. */
    public List<GameEvent> takeRecentEvents() {
        List<GameEvent> events = List.copyOf(recentEvents);
        recentEvents.clear();
        return events;
    }

    /** The events since the last chain window, without clearing them. */
    public List<GameEvent> peekRecentEvents() {
        return List.copyOf(recentEvents);
    }

    /**
     * The cards the latest card operation (destroy, send, banish, draw, summon, position change...)
     * acted on: ygopro keeps this "operated set" for Duel.GetOperatedGroup, so an effect can go on
     * with exactly the cards that moved ("then, if that card was sent to the GY...").
     */
    public CardGroup operatedGroup() {
        return operated.copy();
    }

    public void recordOperated(CardGroup cards) {
        operated = cards.copy();
    }

    /** How many times a count-limit key was used (keys name the effect or the card code and the period). */
    public int countLimitUses(String key) {
        return countLimitUses.getOrDefault(key, 0);
    }

    public void useCountLimit(String key) {
        countLimitUses.merge(key, 1, Integer::sum);
    }

    /** Gives back one use of a count limit (an activation that was negated, R108). */
    public void refundCountLimit(String key) {
        countLimitUses.computeIfPresent(key, (k, uses) -> uses > 1 ? uses - 1 : null);
    }

    /** Something new happens: events raised from now on belong to a later moment than those before. */
    public void newEventBatch() {
        eventBatch++;
    }

    public int eventBatch() {
        return eventBatch;
    }

    public void addPendingTrigger(PendingTrigger trigger) {
        pendingTriggers.add(trigger);
    }

    /** The triggers waiting to be activated, which are cleared. */
    public List<PendingTrigger> takePendingTriggers() {
        List<PendingTrigger> triggers = List.copyOf(pendingTriggers);
        pendingTriggers.clear();
        return triggers;
    }

    /** Triggers wait while held: in the Damage Step until after damage calculation (R035). */
    public void holdTriggers(boolean held) {
        this.triggersHeld = held;
    }

    public boolean triggersHeld() {
        return triggersHeld;
    }

    /** Destroyed by battle in this Damage Step but still on the field until its end (R039): it cannot be targeted. */
    public void markBattleDestroyed(Card card) {
        battleDestroyed.add(card);
    }

    public boolean isBattleDestroyed(Card card) {
        return battleDestroyed.contains(card);
    }

    public void clearBattleDestroyed() {
        battleDestroyed.clear();
    }

    /** Cards being destroyed right now, before they move (ygopro's STATUS_DESTROY_CONFIRMED), with why. */
    private final java.util.Map<Card, PendingDestruction> destructions = new java.util.HashMap<>();

    /** The card is about to be destroyed for this reason (it stays where it is until it moves or is spared). */
    public void confirmDestruction(Card card, PendingDestruction why) {
        destructions.put(card, why);
    }

    /** Why the card is being destroyed right now, or null when it is not. */
    public PendingDestruction pendingDestruction(Card card) {
        return destructions.get(card);
    }

    /** The card is no longer about to be destroyed: it moved, or it was spared. */
    public void endDestruction(Card card) {
        destructions.remove(card);
    }

    public boolean hasPendingTriggers() {
        return !pendingTriggers.isEmpty();
    }

    /** The summon an effect asked for and the chain has not performed yet; ygopro keeps one, the latest. */
    private ReservedSummon reservedSummon;

    public void reserveSummon(ReservedSummon summon) {
        this.reservedSummon = summon;
    }

    /** The reserved summon, now no longer reserved; null if there is none. */
    public ReservedSummon takeReservedSummon() {
        ReservedSummon summon = reservedSummon;
        reservedSummon = null;
        return summon;
    }

    private final ShuffleChecks shuffleChecks = new ShuffleChecks();

    /** The Decks to shuffle once the running effect function returns (ygopro's shuffle check). */
    public ShuffleChecks shuffleChecks() {
        return shuffleChecks;
    }

    /** The end of a Damage Step an effect started, waiting for the chain to resolve (Duel.CalculateDamage). */
    private ReservedDamageStep reservedDamageStep;

    public void reserveDamageStep(ReservedDamageStep step) {
        this.reservedDamageStep = step;
    }

    public ReservedDamageStep reservedDamageStep() {
        return reservedDamageStep;
    }

    /** The reserved end of a Damage Step, now no longer reserved; null if there is none. */
    public ReservedDamageStep takeReservedDamageStep() {
        ReservedDamageStep step = reservedDamageStep;
        reservedDamageStep = null;
        return step;
    }

    /** Marks a summon in progress as negated ({@code Duel.NegateSummon}). */
    public void negateSummon(Card card) {
        negatedSummons.add(card);
    }

    /** The card is on the field but its summon has not succeeded yet (its summon-negation window). */
    public void beginSummoning(Card card) {
        beingSummoned.add(card);
    }

    public void endSummoning(Card card) {
        beingSummoned.remove(card);
    }

    /** A monster being summoned is not yet in force: its continuous effects wait for the summon to succeed. */
    public boolean isBeingSummoned(Card card) {
        return beingSummoned.contains(card);
    }

    /** Whether the card's summon was negated; the mark is cleared. */
    public boolean takeNegatedSummon(Card card) {
        return negatedSummons.remove(card);
    }

    /** The attacking monster during an attack, else null. */
    public Card attacker() {
        return attacker;
    }

    /** The attack target during an attack; null for a direct attack or outside an attack. */
    public Card attackTarget() {
        return attackTarget;
    }

    public void beginAttack(Card attacker, Card target) {
        this.attacker = attacker;
        this.attackTarget = target;
        this.attackNegated = false;
        this.damageCalculated = false;
        this.phaseActivity = true;
    }

    public void endAttack() {
        this.attacker = null;
        this.attackTarget = null;
        this.attackNegated = false;
        this.damageCalculated = false;
    }

    /**
     * Duel.ChangeAttackTarget: the attack goes on against another monster of the defending player
     * (null: directly), without a new declaration (White Night Dragon). Refused outside an attack or
     * for a monster not in the defending player's Monster Zone.
     */
    public boolean changeAttackTarget(Card target) {
        if (attacker == null || attackNegated || target == attacker) {
            return false;
        }
        if (target != null && (target.location() != Location.MZONE || target.controller() == attacker.controller())) {
            return false;
        }
        attackTarget = target;
        return true;
    }

    /**
     * Duel.ChangeAttacker: another monster becomes the attacker of the attack going on, against the same
     * target (Dark Spirit of the Silent). The new attacker counts as having declared an attack unless
     * {@code ignoreCount}, and in the Damage Step as having attacked; the old attacker's declaration
     * stays counted. Nothing happens outside an attack or if the monster already is the attacker.
     */
    public boolean changeAttacker(Card newAttacker, boolean ignoreCount) {
        if (attacker == null || newAttacker == attacker) {
            return false;
        }
        attacker = newAttacker;
        if (!ignoreCount) {
            field.countAttackDeclaration(newAttacker, turn());
            if (phase() == Phase.DAMAGE || phase() == Phase.DAMAGE_CAL) {
                field.countAttackMade(newAttacker, turn());
            }
        }
        return true;
    }

    private final java.util.List<Card> mustSelect = new java.util.ArrayList<>();

    /** Duel.SetSelectedCard: cards a following selection must include (kept until a selection takes them). */
    public void setMustSelect(java.util.Collection<Card> cards) {
        mustSelect.clear();
        mustSelect.addAll(cards);
    }

    /** Duel.GrabSelectedCard: the cards a selection must include, which are then forgotten. */
    public java.util.List<Card> takeMustSelect() {
        java.util.List<Card> cards = java.util.List.copyOf(mustSelect);
        mustSelect.clear();
        return cards;
    }

    /** Negates the current attack ({@code Duel.NegateAttack}): the battle ends without a Damage Step (R030). */
    public boolean negateAttack() {
        if (attacker == null) {
            return false;
        }
        attackNegated = true;
        return true;
    }

    public boolean isAttackNegated() {
        return attackNegated;
    }

    /** {@code Duel.ChainAttack}: the current attacker may attack again right after this battle. */
    public boolean allowChainAttack() {
        if (attacker == null) {
            return false;
        }
        chainAttacker = attacker;
        return true;
    }

    /** The monster allowed to attack again in a row, if any; the permission is used up by asking. */
    public Card takeChainAttacker() {
        Card card = chainAttacker;
        chainAttacker = null;
        return card;
    }

    /** Whether a continuous effect with this code applies to a face-up card on the field now (e.g. EFFECT_CANNOT_ATTACK). */
    public boolean isAffectedBy(Card card, long code) {
        if (!card.location().isOnField() || !card.isFaceUp()) {
            return false;
        }
        for (Effect effect : effects.withCode(code)) {
            if (stats.appliesTo(effect, card)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a registered continuous effect reaches this card now (its range, target filter and condition). */
    public boolean applies(Effect effect, Card card) {
        return stats.appliesTo(effect, card);
    }

    /** Whether a registered field effect is in force now, whoever it is for (its card face-up in range, its condition holding). */
    public boolean isInForce(dev.spellspeed.effect.Effect effect) {
        return stats.isInForce(effect);
    }

    /** Whether a player-aimed effect (SetTargetRange as 0/1) reaches the player now. */
    public boolean reachesPlayer(Effect effect, int player) {
        return stats.reachesPlayer(effect, player);
    }

    /** The player effect with this code that affects the player now (e.g. EFFECT_AVOID_BATTLE_DAMAGE), or null. */
    public Effect playerEffect(int player, long code) {
        return stats.affectingPlayer(player, code);
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

    public DuelLog log() {
        return log;
    }

    public int lp(int player) {
        return lp[player];
    }

    public void setLp(int player, int value) {
        lp[player] = Math.max(0, value);
    }

    public int turn() {
        return turn;
    }

    public int turnPlayer() {
        return turnPlayer;
    }

    public Phase phase() {
        return phase;
    }

    public boolean isOver() {
        return result != null;
    }

    /** The result, or null while the duel is running. */
    public DuelResult result() {
        return result;
    }

    public int normalSummonsThisTurn(int player) {
        return normalSummonsThisTurn[player];
    }

    public void countNormalSummon(int player) {
        normalSummonsThisTurn[player]++;
    }

    /** Starts the next turn for {@code player}: the turn counter advances and per-turn counts reset. */
    public void beginTurn(int player) {
        beginTurn(player, turn + 1);
    }

    /** Starts turn {@code number} for {@code player} (scenarios may begin at any turn). */
    public void beginTurn(int player, int number) {
        if (number <= turn) {
            throw new IllegalArgumentException("turn " + number + " does not come after turn " + turn);
        }
        turn = number;
        turnPlayer = player;
        normalSummonsThisTurn[0] = 0;
        normalSummonsThisTurn[1] = 0;
        summonsThisTurn[0] = new int[3];
        summonsThisTurn[1] = new int[3];
        // once-per-turn counts start again each turn; once-per-duel keys are kept
        countLimitUses.keySet().removeIf(key -> !key.startsWith("duel:"));
        activityCounters.newTurn();
        specialSummonedOnce.forEach(java.util.Set::clear);
        publish(new DuelEvent.TurnStarted(turn, player));
    }

    public void enterPhase(Phase next) {
        phase = next;
        phaseActivity = false;
        publish(new DuelEvent.PhaseStarted(turn, next));
    }

    /** Sets the phase without announcing it (for sub-steps such as damage calculation). */
    public void setPhaseQuietly(Phase next) {
        phase = next;
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

    /** Asks the prompt's player to pick one option and refuses any answer that is not one. */
    public <T> T ask(ChoicePrompt<T> prompt) {
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

    /** Monsters Special Summoned step by step whose summon has not completed yet. */
    public SummonsInSteps summonsInSteps() {
        return summonsInSteps;
    }
}
