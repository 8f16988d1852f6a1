package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.EffectDescription;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Which cards and effects a player may activate at a given moment: spell speed (R043), where the
 * card is, "Set this turn", Quick-Play Spells from the hand only in your own turn (R011), the event
 * the effect responds to, count limits, and the effect's own condition, cost and target checks
 * (an effect that could do nothing cannot be activated, R068; a cost must be payable, R059).
 */
public final class Activations {
    /** Where a listing looks, in order. */
    static final Location[] SOURCES = {Location.HAND, Location.MZONE, Location.SZONE, Location.GRAVE,
            Location.REMOVED};

    private final Duel duel;
    private final Callbacks callbacks;
    private final UniqueCards uniqueCards;
    private final ListingCandidates candidates;
    private Window asked;
    private long askedBefore = -1;
    private ActivationTrace trace;

    public Activations(Duel duel, Callbacks callbacks, UniqueCards uniqueCards) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.uniqueCards = uniqueCards;
        this.candidates = new ListingCandidates(duel, uniqueCards);
    }

    /** Every activation open to {@code player} now, in location order and then registration order. */
    List<Command.Activate> available(int player, Window window) {
        // remembered for questions asked while this prompt is pending (ActivationQuery)
        asked = window;
        askedBefore = duel.decisionsAsked();
        return collect(player, window);
    }

    /** The window of the activation prompt now pending, or null when the pending prompt is not one. */
    Window pendingWindow() {
        return asked != null && askedBefore == duel.decisionsAsked() - 1 ? asked : null;
    }

    /**
     * Replays of this duel judge again only what its trace names ({@link ActivationTrace}); null: no
     * trace, every listing judges every candidate.
     */
    public void traceTo(ActivationTrace trace) {
        this.trace = trace;
    }

    List<Command.Activate> collect(int player, Window window) {
        if (trace == null) {
            return judgeAll(player, window, null);
        }
        // a listing takes a slot of the trace: one made inside a watched check makes that check impure
        duel.purity().noteChange();
        int slot = trace.nextSlot();
        int[] again = trace.begin();
        if (again == null) {
            ActivationTrace.Positions positions = new ActivationTrace.Positions();
            List<Command.Activate> options = judgeAll(player, window, positions);
            trace.record(slot, positions.entry(options.size()));
            return options;
        }
        if (again == ActivationTrace.ALL || !fits(player, again)) {
            // not traced, or the duel is not where its origin was: judge all (the recorded answer will tell)
            return judgeAll(player, window, null);
        }
        List<Command.Activate> options = new ArrayList<>();
        int judged = 0;
        for (int i = 1; i < again.length; i++) {
            int packed = again[i];
            if (packed < 0) {
                // checks proven to have changed nothing: not run again, their work counted as it was,
                // and the activation offered again if it was
                int offered = again[i + ActivationTrace.SKIP_WORDS - 1];
                i = ActivationTrace.countSkipped(again, i, duel);
                if (offered >= 0) {
                    Card card = duel.field().cards(player, SOURCES[ActivationTrace.location(offered)]).get(ActivationTrace.card(offered));
                    options.add(new Command.Activate(card, duel.effects().of(card).get(ActivationTrace.effect(offered))));
                }
                trace.skippedOne();
                continue;
            }
            Card card = duel.field().cards(player, SOURCES[ActivationTrace.location(packed)]).get(ActivationTrace.card(packed));
            offerIfOpen(player, card, duel.effects().of(card).get(ActivationTrace.effect(packed)), window, options);
            judged++;
        }
        trace.judged(judged);
        if (options.size() != again[0]) {
            throw new IllegalStateException("replay diverged at listing " + (slot + 1) + " of activations: "
                    + options.size() + " open to player " + player + " where the recorded line had " + again[0]);
        }
        return options;
    }

    /**
     * Judges every candidate; with {@code positions}, notes those a replay must judge again. Only a
     * card's effects activated on demand are candidates ({@code EffectRegistry.onDemand}): the others
     * are refused by their type alone, with no script run, so skipping them changes nothing (every
     * effect of the card still counts as judged in the trace).
     */
    private List<Command.Activate> judgeAll(int player, Window window, ActivationTrace.Positions positions) {
        if (positions == null) {
            return judgeAll(player, window, null, new ArrayList<>());
        }
        duel.purity().start();
        try {
            return judgeAll(player, window, positions, new ArrayList<>());
        } finally {
            duel.purity().stop();
        }
    }

    private List<Command.Activate> judgeAll(int player, Window window, ActivationTrace.Positions positions,
                                            List<Command.Activate> options) {
        for (int l = 0; l < SOURCES.length; l++) {
            List<Card> cards = duel.field().cards(player, SOURCES[l]);
            int size = cards.size();
            // only the cards with an effect usable from here (ListingCandidates): the others refuse every candidate
            int[] judged = candidates.of(player, l, cards);
            int walked = 0;
            for (int c : judged) {
                countJudged(cards, walked, c + 1);
                walked = c + 1;
                Card card = cards.get(c);
                if (judgeOnDemand(player, window, positions, options, l, c, card, duel.effects().of(card),
                        duel.effects().onDemand(card)) && !candidates.holds(player, l)) {
                    // a script judged changed the cards here or their effects: the rest card by card, as before
                    walked = walkFrom(player, window, positions, options, l, cards, size, c + 1);
                    break;
                }
            }
            countJudged(cards, walked, cards.size());
        }
        return options;
    }

    /**
     * Judges the cards of a location from {@code first} on, one by one, as a walk of its list would, failing
     * as the list's walk does if the list grew or shrank since its {@code size} was read; the cards' count.
     */
    private int walkFrom(int player, Window window, ActivationTrace.Positions positions, List<Command.Activate> options,
                         int l, List<Card> cards, int size, int first) {
        for (int c = first; c != cards.size(); c++) {
            if (cards.size() != size) {
                throw new java.util.ConcurrentModificationException();
            }
            Card card = cards.get(c);
            countJudged(cards, c, c + 1);
            int[] onDemand = duel.effects().onDemand(card);
            if (onDemand.length > 0) {
                judgeOnDemand(player, window, positions, options, l, c, card, duel.effects().of(card), onDemand);
            }
        }
        return cards.size();
    }

    /** Every effect of the cards in [from, to) counts as judged in the trace (a replay judges only some). */
    private void countJudged(List<Card> cards, int from, int to) {
        if (trace != null) {
            for (int c = from; c < to; c++) {
                trace.judged(duel.effects().of(cards.get(c)).size());
            }
        }
    }

    /** Judges the card's candidates; true when one was judged in full (scripts may have run). */
    private boolean judgeOnDemand(int player, Window window, ActivationTrace.Positions positions, List<Command.Activate> options,
            int l, int c, Card card, List<Effect> effects, int[] onDemand) {
        // until a candidate is judged in full nothing has run, so the card's effects are as they were
        int changes = 0;
        boolean judged = false;
        for (int e = onDemand[0]; e >= 0; e = next(onDemand, e)) {
            if (judged && duel.effects().changesOf(card) != changes) {
                // a script changed the card's effects while they were judged, as walking the list would notice
                throw new java.util.ConcurrentModificationException("the effects of " + card + " changed while listing activations");
            }
            Effect effect = effects.get(e);
            if (!mayAnswer(player, card, effect, window)) {
                continue; // refused by where the card is, spell speed or timing: no script runs, nothing to record
            }
            if (!judged) {
                changes = duel.effects().changesOf(card);
                judged = true;
            }
            if (positions == null) {
                offerIfOpen(player, card, effect, window, options);
            } else {
                judgeRecording(player, card, effect, window, options, positions, ActivationTrace.pack(l, c, e));
            }
            // by the effects' types now: a script judged may have changed a later effect's type
            onDemand = duel.effects().onDemand(card);
        }
        return judged;
    }

    /** The position after {@code after} among a card's positions of effects activated on demand, or -1. */
    private static int next(int[] onDemand, int after) {
        for (int e : onDemand) {
            if (e > after) {
                return e;
            }
        }
        return -1;
    }

    /**
     * Whether the candidate may pass the first requirements in this window: false only where judging it
     * ({@link #judge}) would refuse it before any script runs (where the card is, face-down, spell speed,
     * the event answered, the Damage Step), so a listing skips it and leaves nothing out; the spell speed
     * is the one {@link #speedIfUsableFrom} gives when it gives one.
     */
    private boolean mayAnswer(int player, Card card, Effect effect, Window window) {
        boolean guard = uniqueCards.mayBlock();
        if (!usableFromWhereItIs(card, effect, guard)) {
            return false;
        }
        int speed;
        if (effect.hasType(EffectType.ACTIVATE)) {
            CardData data = card.data();
            boolean pendulum = data.isMonster() && data.is(CardType.PENDULUM);
            if (!pendulum && guard) {
                return true; // the "you can only control 1" check comes first and may ask scripts: judged in full
            }
            // a Spell or Trap in the Spell & Trap Zone is activated only while Set
            if (!pendulum && card.location() == Location.SZONE && card.isFaceUp()) {
                return false;
            }
            speed = cardSpeed(data);
        } else {
            if (card.location().isOnField() && !card.isFaceUp() && !effect.hasProperty(EffectFlag.SET_AVAILABLE)) {
                return false;
            }
            speed = effect.hasType(EffectType.IGNITION) ? 1 : 2;
        }
        return speedAllows(speed, window, player) && matchingEvent(effect, window) != null && damageStepAllows(card, effect);
    }

    /**
     * The part of {@link #mayAnswer} that depends only on where the card is, its card type and the effect's
     * type and range ({@code guard}: a card of the duel has a "you can only control 1" rule): false when
     * judging the candidate would refuse it by where the card is before any script runs. A card activation
     * is made from the hand (not a Trap) or from the Spell &amp; Trap Zone (not a Pendulum Monster); an
     * ignition or quick effect from its range.
     */
    static boolean usableFromWhereItIs(Card card, Effect effect, boolean guard) {
        if (effect.hasType(EffectType.ACTIVATE)) {
            CardData data = card.data();
            boolean pendulum = data.isMonster() && data.is(CardType.PENDULUM);
            if (!pendulum && !data.isSpell() && !data.isTrap()) {
                return false;
            }
            return !pendulum && guard || card.location() == Location.HAND && !data.isTrap()
                    || !pendulum && card.location() == Location.SZONE;
        }
        return effect.hasType(EffectType.IGNITION | EffectType.QUICK_O | EffectType.QUICK_F) && card.inRange(effect.range());
    }

    /**
     * Judges one candidate of a recorded listing and notes what a replay must do with it: skip it, counting
     * its work and offering it again if it was offered, when the scripts its judging ran are proven to have
     * changed nothing ({@link dev.spellspeed.duel.PurityWatch}); judge it again when they may have changed
     * state (or engine work was counted without scripts); nothing when it was refused without any script
     * (the rules alone refused it).
     */
    private void judgeRecording(int player, Card card, Effect effect, Window window, List<Command.Activate> options,
                                ActivationTrace.Positions positions, int position) {
        long scripts = duel.work().callbacksStarted();
        long work = duel.work().used();
        long bytes = duel.work().bytes();
        boolean offered = offerIfOpen(player, card, effect, window, options);
        boolean ranScripts = duel.work().callbacksStarted() != scripts;
        if (!offered && !ranScripts && duel.work().used() == work) {
            return; // refused by the rules alone: nothing ran, nothing to watch (most candidates)
        }
        // the listing is watched: the stretch since the last candidate that ran anything is this one's
        long scriptUnits = duel.purity().checkpoint();
        if (scriptUnits >= 0 && (offered || ranScripts)) {
            positions.skip(position, offered, scriptUnits, duel.work().used() - work - scriptUnits, duel.work().bytes() - bytes);
        } else if (offered || ranScripts || duel.work().used() != work) {
            positions.add(position);
        }
    }

    /** Adds the activation to {@code options} if it is open to the player now. */
    private boolean offerIfOpen(int player, Card card, Effect effect, Window window, List<Command.Activate> options) {
        // a forced quick effect is never a choice: it activates by itself (forcedQuickEffects)
        if (!effect.hasType(EffectType.QUICK_F) && eventFor(player, card, effect, window) != null) {
            options.add(new Command.Activate(card, effect));
            return true;
        }
        return false;
    }

    /** Whether every traced position names a card and effect there now. */
    private boolean fits(int player, int[] entry) {
        for (int i = 1; i < entry.length; i++) {
            int packed = entry[i];
            if (packed < 0) {
                i += ActivationTrace.SKIP_WORDS - 1;
                packed = entry[i]; // the activation offered, or -1
                if (packed < 0) {
                    continue;
                }
            }
            int location = ActivationTrace.location(packed);
            if (location >= SOURCES.length) {
                return false;
            }
            List<Card> cards = duel.field().cards(player, SOURCES[location]);
            if (ActivationTrace.card(packed) >= cards.size()
                    || ActivationTrace.effect(packed) >= duel.effects().of(cards.get(ActivationTrace.card(packed))).size()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The forced quick effects ({@code EFFECT_TYPE_QUICK_F}) of cards {@code player} controls whose
     * code is one of the window's events: the candidates to take the next links of the chain, if they
     * can be activated ({@link #eventFor}).
     */
    List<Command.Activate> forcedQuickEffects(int player, Window window) {
        List<Command.Activate> forced = new ArrayList<>();
        for (GameEvent event : window.events()) {
            for (Effect effect : duel.effects().withCode(event.code())) {
                Card card = effect.handler();
                // never in answer to its own activation, which would repeat without end
                if (effect.hasType(EffectType.QUICK_F) && card != null && card.controller() == player
                        && event.reasonEffect() != effect) {
                    Command.Activate activation = new Command.Activate(card, effect);
                    if (!forced.contains(activation)) {
                        forced.add(activation);
                    }
                }
            }
        }
        return forced;
    }

    /** The event the activation would respond to, or null when it cannot be activated now. */
    GameEvent eventFor(int player, Card card, Effect effect, Window window) {
        return judge(player, card, effect, window, null);
    }

    /**
     * The one procedure deciding an activation: the event it would respond to, or null; when it is
     * null and {@code why} is given, the first requirement that failed is told to {@code why}
     * ({@link ActivationRefusal}, for "why is my card not offered?"). The offered list and the
     * explanation are therefore the same computation.
     */
    GameEvent judge(int player, Card card, Effect effect, Window window, Why why) {
        Integer speed = speedIfUsableFrom(card, effect, player, window, why);
        if (speed == null) {
            return null;
        }
        if (!speedAllows(speed, window, player)) {
            return refuse(why, () -> ActivationRefusal.spellSpeed(duel, speed, player));
        }
        GameEvent event = matchingEvent(effect, window);
        if (event == null) {
            return refuse(why, () -> ActivationRefusal.timing(effect, window));
        }
        if (!damageStepAllows(card, effect)) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.DAMAGE_STEP,
                    "in the " + duel.turn().phase() + " only Counter Traps and effects with EFFECT_FLAG_DAMAGE_STEP"
                            + " (EFFECT_FLAG_DAMAGE_CAL during damage calculation) may be activated (R032)"));
        }
        if (!countLimitAllows(effect, player)) {
            return refuse(why, () -> ActivationRefusal.countLimit(duel, effect, player));
        }
        if (!chainLimitAllows(effect, player)) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.CHAIN_LIMIT,
                    "chain link " + duel.chain().top().number() + " (" + duel.chain().top().handler()
                            + ") limits what may respond to it (Duel.SetChainLimit), and this is not allowed"));
        }
        Effect ban = forbiddenBy(effect, player);
        if (ban != null) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.PROHIBITED,
                    "prohibited by " + EffectDescription.of(ban)));
        }
        if (!callbacks.condition(effect, player, event)) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.CONDITION,
                    "its condition " + ActivationRefusal.where(effect.condition()) + " returned false"));
        }
        if (!callbacks.canPayCost(effect, player, event)) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.COST,
                    "its cost cannot be paid: the cost function " + ActivationRefusal.where(effect.cost()) + " returned false or nothing for"
                            + " chk==0 (it must start with 'if chk==0 then return <can it be paid?> end')"));
        }
        if (!callbacks.canTarget(effect, player, event)) {
            return refuse(why, () -> new ActivationRefusal(ActivationRefusal.Requirement.TARGET,
                    "no legal target, or nothing for it to do: the target function " + ActivationRefusal.where(effect.target())
                            + " returned false or nothing for chk==0 (it must start with 'if chk==0 then return"
                            + " <is there something to do?> end')"));
        }
        return event;
    }

    /** Told why an activation is refused; only the explaining path passes one. */
    @FunctionalInterface
    interface Why {
        void refused(ActivationRefusal refusal);
    }

    private static <T> T refuse(Why why, java.util.function.Supplier<ActivationRefusal> refusal) {
        if (why != null) {
            why.refused(refusal.get());
        }
        return null;
    }

    /** The reason is built only when someone asks why (ActivationQuery): at every prompt nobody does. */
    private static <T> T refuse(Why why, ActivationRefusal.Requirement requirement, java.util.function.Supplier<String> reason) {
        if (why != null) {
            why.refused(new ActivationRefusal(requirement, reason.get()));
        }
        return null;
    }

    /** The effect's spell speed, or null when the card cannot use it from where it is. */
    Integer speedIfUsableFrom(Card card, Effect effect, int player, Window window) {
        return speedIfUsableFrom(card, effect, player, window, null);
    }

    private Integer speedIfUsableFrom(Card card, Effect effect, int player, Window window, Why why) {
        if (card.controller() != player) {
            return refuse(why, ActivationRefusal.Requirement.CONTROL, () -> "player " + player + " does not control " + card);
        }
        if (!effect.isRegistered() || effect.handler() != card) {
            return refuse(why, ActivationRefusal.Requirement.NOT_IN_FORCE, () -> "the effect is no longer registered to " + card);
        }
        if (effect.hasType(EffectType.ACTIVATE)) {
            return cardActivationSpeed(card, player, why);
        }
        if (!effect.hasType(EffectType.IGNITION | EffectType.QUICK_O | EffectType.QUICK_F)) {
            return refuse(why, ActivationRefusal.Requirement.NOT_ACTIVATED_ON_DEMAND, () -> "it is not activated on demand:"
                    + " a trigger effect is offered when its event happens (an optional one as a yes/no question,"
                    + " answered with t:Yes/t:No), a continuous effect simply applies");
        }
        boolean inRange = card.inRange(effect.range());
        if (!inRange) {
            return refuse(why, ActivationRefusal.Requirement.LOCATION, () -> "it is in the " + card.location()
                    + ", but the effect works only from " + ranges(effect.range()) + " (SetRange)");
        }
        // EFFECT_FLAG_SET_AVAILABLE: an effect its card can use while face-down (Big Shield Gardna)
        boolean faceUpIfOnField = !card.location().isOnField() || card.isFaceUp()
                || effect.hasProperty(EffectFlag.SET_AVAILABLE);
        if (!faceUpIfOnField) {
            return refuse(why, ActivationRefusal.Requirement.FACE_DOWN, () -> card + " is face-down");
        }
        return effect.hasType(EffectType.IGNITION) ? 1 : 2;
    }

    private static String ranges(int mask) {
        List<String> names = new ArrayList<>();
        for (Location location : Location.values()) {
            if (location != Location.NONE && location.in(mask)) {
                names.add("the " + location);
            }
        }
        return names.isEmpty() ? "nowhere" : String.join(" or ", names);
    }

    /** Spells: Quick-Play 2, others 1; Traps: Counter 3, others 2 (R043). */
    private Integer cardActivationSpeed(Card card, int player, Why why) {
        if (card.data().isMonster() && card.data().is(CardType.PENDULUM)) {
            // a Pendulum Monster is activated from the hand as a Spell into a free Pendulum Zone
            if (card.location() != Location.HAND) {
                return refuse(why, ActivationRefusal.Requirement.LOCATION,
                        () -> "a Pendulum Monster is activated as a Spell only from the hand; it is in the " + card.location());
            }
            return duel.field().freeZones().pendulumCount(player) > 0 ? Integer.valueOf(1)
                    : refuse(why, ActivationRefusal.Requirement.ZONE_FULL, () -> "player " + player + " has no free Pendulum Zone");
        }
        boolean spell = card.data().isSpell();
        boolean trap = card.data().isTrap();
        if (!spell && !trap) {
            return refuse(why, ActivationRefusal.Requirement.NOT_ACTIVATED_ON_DEMAND,
                    () -> "a monster is not activated as a card; only its ignition and quick effects are offered");
        }
        // face-up in the Spell & Trap Zone, it may not make a second "you can only control 1" card there
        if (uniqueCards.blocked(card, player, Location.SZONE.mask(), null)) {
            return refuse(why, ActivationRefusal.Requirement.UNIQUE,
                    () -> "player " + player + " may control only one face-up " + card.data().name() + " (SetUniqueOnField)");
        }
        if (card.location() == Location.HAND) {
            if (trap) {
                return refuse(why, ActivationRefusal.Requirement.LOCATION,
                        () -> "a Trap is activated from the Spell & Trap Zone: Set it first (it can be activated from the next turn on)");
            }
            boolean quickPlay = card.data().is(CardType.QUICKPLAY);
            if (quickPlay && duel.turn().player() != player) {
                return refuse(why, ActivationRefusal.Requirement.TIMING,
                        () -> "a Quick-Play Spell is activated from the hand only in its controller's own turn (R011); Set it to use it in the opponent's turn");
            }
            boolean fieldSpell = card.data().is(CardType.FIELD);
            boolean zoneFree = fieldSpell ? duel.field().freeZones().fieldZoneFree(player)
                    : duel.field().freeZones().spellTrapCount(player) > 0;
            if (!zoneFree) {
                return refuse(why, ActivationRefusal.Requirement.ZONE_FULL, () -> "player " + player + " has no free "
                        + (fieldSpell ? "Field Zone" : "Spell & Trap Zone"));
            }
            return cardSpeed(card.data());
        }
        if (card.location() != Location.SZONE) {
            return refuse(why, ActivationRefusal.Requirement.LOCATION, () -> "a Spell or Trap Card is activated from the hand"
                    + " or Set in the Spell & Trap Zone; it is in the " + card.location());
        }
        if (card.isFaceUp()) {
            return refuse(why, ActivationRefusal.Requirement.LOCATION,
                    () -> card + " is already face-up in the Spell & Trap Zone (activated)");
        }
        boolean quickPlay = card.data().is(CardType.QUICKPLAY);
        // a Trap or a Quick-Play Spell cannot be activated the turn it was Set
        if ((trap || quickPlay) && card.arrivedTurn() == duel.turn().number()) {
            return refuse(why, ActivationRefusal.Requirement.SET_THIS_TURN, () -> "it was Set this turn (turn "
                    + card.arrivedTurn() + "): a Set " + (trap ? "Trap" : "Quick-Play Spell")
                    + " can be activated from the next turn on (R043)");
        }
        return cardSpeed(card.data());
    }

    /**
     * The spell speed of a card's activation: a Counter Trap 3, another Trap or a Quick-Play Spell 2, any
     * other Spell (a Pendulum Monster activated as one included) 1.
     */
    private static int cardSpeed(CardData data) {
        if (data.isTrap()) {
            return data.is(CardType.COUNTER) ? 3 : 2;
        }
        return data.is(CardType.QUICKPLAY) ? 2 : 1;
    }

    /** Speed 1 only starts a chain in the turn player's open Main Phase; speed 3 answers only speed 3. */
    private boolean speedAllows(int speed, Window window, int player) {
        ChainLink top = duel.chain().top();
        if (top == null) {
            return speed >= 2 || (window.idle() && player == duel.turn().player() && duel.turn().phase().isMainPhase());
        }
        return speed >= 2 && speed >= top.speed();
    }

    private GameEvent matchingEvent(Effect effect, Window window) {
        long code = effect.code();
        if (window.onlyCode() != Window.ANY && code != window.onlyCode()) {
            return null;
        }
        if (effect.hasType(EffectType.IGNITION) || code == EventCode.FREE_CHAIN || code == 0) {
            return window.onlyCode() == Window.ANY ? GameEvent.NONE : null;
        }
        for (int i = window.events().size() - 1; i >= 0; i--) {
            GameEvent event = window.events().get(i);
            if (event.code() == code) {
                return event;
            }
        }
        return null;
    }

    /** In the Damage Step only Counter Traps and effects marked for it may be activated (R032). */
    private boolean damageStepAllows(Card card, Effect effect) {
        Phase phase = duel.turn().phase();
        if (phase != Phase.DAMAGE && phase != Phase.DAMAGE_CAL) {
            return true;
        }
        if (card.data().isTrap() && card.data().is(CardType.COUNTER) && effect.hasType(EffectType.ACTIVATE)) {
            return true;
        }
        return effect.hasProperty(phase == Phase.DAMAGE_CAL ? EffectFlag.DAMAGE_CAL : EffectFlag.DAMAGE_STEP);
    }

    /**
     * EFFECT_CANNOT_ACTIVATE: a player effect ({@code SetTargetRange(self, opponent)} as 0/1) or the
     * field effect of a face-up card forbids activations its value accepts ({@code value(e, re, tp)};
     * a plain value forbids every activation). A prohibition beats everything else (R075).
     */
    boolean isForbidden(Effect candidate, int player) {
        return forbiddenBy(candidate, player) != null;
    }

    /** The effect forbidding the activation (EFFECT_CANNOT_TRIGGER or EFFECT_CANNOT_ACTIVATE), or null. */
    Effect forbiddenBy(Effect candidate, int player) {
        Effect trigger = cannotTrigger(candidate);
        if (trigger != null) {
            return trigger;
        }
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_ACTIVATE)) {
            if (!duel.reach().reachesPlayer(ban, player)) {
                continue;
            }
            boolean covers = ban.value() instanceof EffectValue.Function fn
                    ? Callbacks.truthy(safely(fn.function(), ban, candidate, player))
                    : ((EffectValue.Constant) ban.value()).value() != 0;
            if (covers) {
                return ban;
            }
        }
        return null;
    }

    /** EFFECT_CANNOT_TRIGGER on a card: none of its effects can be activated (its card activation still can, as in ygopro). */
    private Effect cannotTrigger(Effect candidate) {
        Card handler = candidate.handler();
        if (handler == null || candidate.hasType(EffectType.ACTIVATE)) {
            return null;
        }
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_TRIGGER)) {
            if (duel.reach().applies(ban, handler)) {
                return ban;
            }
        }
        return null;
    }

    private static Object safely(EffectFunction function, Object... args) {
        try {
            return function.invoke(args);
        } catch (RuntimeException failure) {
            return null;
        }
    }

    /** A chain limit set by the link being responded to is asked (e, rp, tp) for each candidate. */
    private boolean chainLimitAllows(Effect effect, int player) {
        var limit = duel.chain().limit();
        ChainLink top = duel.chain().top();
        if (limit == null || top == null) {
            return true;
        }
        try {
            return Callbacks.truthy(limit.invoke(effect, top.player(), player));
        } catch (RuntimeException failure) {
            return false;
        }
    }

    private boolean countLimitAllows(Effect effect, int player) {
        return countLimitLeft(duel, effect, player);
    }

    /** Whether the effect's count limit still lets {@code player} use it (an effect without one always does). */
    public static boolean countLimitLeft(Duel duel, Effect effect, int player) {
        return effect.countLimit() == 0 || duel.turn().countLimitUses(countKey(effect, player)) < effect.countLimit();
    }

    /** Once per turn per effect, or per player and card name when the limit has a code. */
    public static String countKey(Effect effect, int player) {
        long code = effect.countCode();
        if (code == 0) {
            // a plain once per turn starts again when its card leaves the field or turns face-down
            Card handler = effect.handler();
            // ...unless the effect says otherwise (EFFECT_FLAG_NO_TURN_RESET, R106)
            boolean keep = effect.hasProperty(EffectFlag.NO_TURN_RESET) || handler == null;
            return "turn:effect" + effect.id() + (keep ? "" : "@" + handler.moveCount());
        }
        String period = (code & CountCode.DUEL) != 0 ? "duel:" : (code & CountCode.CHAIN) != 0 ? "chain:" : "turn:";
        if (CountCode.namePart(code) == CountCode.SINGLE) {
            // EFFECT_COUNT_CODE_SINGLE: one count shared by the card's effects that say so, whoever uses them
            Card handler = effect.handler();
            return period + "card" + (handler == null ? "effect" + effect.id() : handler.uid());
        }
        // by name: the player's count, kept apart for an oath (ygopro keys its count by the whole code)
        return period + "p" + player + ":code" + Long.toHexString(code);
    }
}
