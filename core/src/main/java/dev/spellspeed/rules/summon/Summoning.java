package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.ControlChanges;
import dev.spellspeed.rules.moves.ZoneChoice;
import dev.spellspeed.rules.turn.Priority;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Activity;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.ReservedSummon;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** Normal Summon and Set with tributes, Flip Summon and battle-position changes (R008), and Setting Spells/Traps. */
public final class Summoning {
    private final Duel duel;
    private final Events events;
    private final ZoneChoice zoneChoice;
    private final CardMoves moves;
    private final ProcedureSummons procedures;
    private final GeminiMonsters geminiMonsters;
    private final Priority priority;
    private final Prohibitions prohibitions;
    private final Callbacks callbacks;
    private final SummonCosts costs;
    private final UniqueCards uniqueCards;
    private final NormalSummonCheck normalSummonCheck;
    private final ControlChanges control;
    private final SpecialSummonPosition summonPosition;
    private final Tributes tributeRule;

    public Summoning(Rules rules) {
        this.duel = rules.duel();
        this.events = rules.events();
        this.zoneChoice = rules.zones();
        this.moves = rules.moves();
        this.procedures = rules.procedures();
        this.geminiMonsters = rules.geminiMonsters();
        this.priority = rules.priority();
        this.prohibitions = rules.prohibitions();
        this.callbacks = rules.callbacks();
        this.costs = rules.summonCosts();
        this.uniqueCards = rules.uniqueCards();
        this.normalSummonCheck = rules.normalSummonCheck();
        this.control = rules.control();
        this.summonPosition = rules.specialSummonPosition();
        this.tributeRule = rules.tributes();
    }

    /** A face-up arrival in the Monster Zone would make a second "you can only control 1" card there. */
    private boolean uniqueBlocks(Card card, int player) {
        return uniqueCards.blocked(card, player, Location.MZONE.mask(), null);
    }

    /** Level 5-6 monsters need 1 tribute, Level 7 or more need 2. */
    public static int tributesRequired(CardData data) {
        int level = data.level();
        return level >= 7 ? 2 : level >= 5 ? 1 : 0;
    }

    /** A monster in hand can be Normal Summoned or Set: once per turn, with enough tributes and a free zone afterwards. */
    public boolean canNormalSummonOrSet(Card card) {
        return canNormalSummonOrSet(card, false) || canNormalSummonOrSet(card, true);
    }

    /** As {@link #canNormalSummonOrSet(Card)}, with the Tributes a Set ({@code set}) or a Normal Summon needs. */
    private boolean canNormalSummonOrSet(Card card, boolean set) {
        int player = card.controller();
        if (card.location() != Location.HAND || !card.isMonster() || duel.summons().normalSummonsThisTurn(player) > 0) {
            return false;
        }
        // Ritual Monsters, like Extra Deck monsters, are only Special Summoned
        if (card.data().is(CardType.SPSUMMON) || card.data().is(CardType.RITUAL) || card.data().isExtraDeckMonster()
                || card.data().is(CardType.TOKEN)) {
            return false;
        }

        int tributes = set ? tributesRequired(card.data()) : normalSummonCheck.tributeRequirement(card)[0];
        if (tributes == 0) {
            return duel.field().freeZones().mainMonsterCount(player) > 0;
        }
        // the same rule that performs the Tributes decides whether they can be made (and a zone freed)
        return tributeRule.canTribute(card, tributes, tributes, null, player, Field.MAIN_MONSTER_ZONE_MASK,
                set ? Tributes.SET : Tributes.SUMMON);
    }

    /** Flip Summon: a face-down Defense monster that was not Set this turn and has not changed position this turn. */
    public boolean canFlipSummon(Card card) {
        return card.location() == Location.MZONE && card.position() == Position.FACEDOWN_DEFENSE
                && card.arrivedTurn() != duel.turn().number() && !card.positionChangedIn(duel.turn().number())
                && !prohibitions.forbidden(EffectCode.CANNOT_FLIP_SUMMON, card.controller(), card)
                && !uniqueBlocks(card, card.controller());
    }

    /** Normal Summon allowed for a card that may be Normal Summoned or Set, unless an effect forbids summoning it. */
    public boolean canNormalSummon(Card card) {
        return canNormalSummonOrSet(card, false) && !prohibitions.normalSummonForbidden(card.controller(), card, 0)
                && !uniqueBlocks(card, card.controller())
                && costs.payable(EffectCode.SUMMON_COST, card, card.controller());
    }


    /**
     * A Gemini summon (R022): a face-up Gemini monster on the field is Normal Summoned again, using
     * the turn's Normal Summon, with no Tribute, unless it already was or summoning it is forbidden.
     */
    public boolean canGeminiSummon(Card card) {
        int player = card.controller();
        return card.location() == Location.MZONE && card.isFaceUp() && duel.summons().normalSummonsThisTurn(player) == 0
                && duel.reach().isAffectedBy(card, EffectCode.DUAL_SUMMONABLE) && !geminiMonsters.isGeminiState(card)
                && !prohibitions.normalSummonForbidden(player, card, 0);
    }

    /**
     * The Gemini summon: the monster stays where it is (its Equip Cards with it), the summon can be
     * negated like any Normal Summon, and once it succeeds the monster has its effects until it
     * leaves the field or is turned face-down (R022).
     */
    public void geminiSummon(Card card) {
        geminiSummon(card, true, true);
    }

    /** {@code counts}: it uses the turn's Normal Summon; {@code negationWindow}: false in the middle of a chain. */
    private void geminiSummon(Card card, boolean counts, boolean negationWindow) {
        duel.triggers().newEventBatch();
        int player = card.controller();
        card.history().recordSummonPlayer(player);
        if (counts) {
            duel.summons().countNormalSummon(player);
        }
        duel.summons().countSummon(player, 0);
        duel.turn().activity().record(Activity.SUMMON, player, card);
        duel.turn().activity().record(Activity.NORMALSUMMON, player, card);
        duel.publish(new DuelEvent.NormalSummoned(player, card, List.of()));
        if (!negationWindow || survivesNegationWindow(card, EventCode.SUMMON)) {
            geminiMonsters.enableGeminiState(card);
            duel.field().markSummoned(card, SummonType.NORMAL);
            events.raise(new GameEvent(EventCode.SUMMON_SUCCESS, CardGroup.of(card), null, Reason.SUMMON, player,
                    player, 0));
        }
    }

    public boolean canSetMonster(Card card) {
        return canNormalSummonOrSet(card, true) && !prohibitions.forbidden(EffectCode.CANNOT_MSET, card.controller(), card);
    }

    /**
     * A manual change of battle position (R008): not in the turn it arrived, not twice a turn, and not
     * after it declared an attack this turn, even if effects turned it face-down and face-up since
     * (ygopro's STATUS_CANNOT_CHANGE_FORM, kept until the turn ends or the card leaves the field).
     */
    public boolean canChangePosition(Card card) {
        int turn = duel.turn().number();
        return card.location() == Location.MZONE && card.isFaceUp()
                && card.arrivedTurn() != turn && !card.positionChangedIn(turn) && card.attacksDeclaredIn(turn) == 0
                && !duel.reach().isAffectedBy(card, EffectCode.CANNOT_CHANGE_POSITION);
    }

    public boolean canSetSpellTrap(Card card) {
        if (card.location() != Location.HAND || card.isMonster()) {
            return false;
        }
        int player = card.controller();
        if (prohibitions.cannotSetSpellTrap(player, card)) {
            return false;
        }
        return card.data().is(CardType.FIELD)
                ? duel.field().freeZones().fieldZoneFree(player)
                : duel.field().freeZones().spellTrapCount(player) > 0;
    }

    /**
     * Normal (or Tribute) Summon: the monster is placed, then the summon can still be negated
     * (R015); only if it stays does the summon succeed, and its success is an event others may
     * respond to.
     */
    public void normalSummon(Card card) {
        normalSummon(card, true, 0, Field.MAIN_MONSTER_ZONE_MASK, true);
    }

    /**
     * The Normal Summon of the turn player's own action, or one an effect asked for: {@code counts}
     * (it uses the turn's Normal Summon), at least {@code minTribute} Tributes, to one of {@code zones};
     * {@code negationWindow} is false for a summon performed in the middle of a chain (ygopro opens
     * no window there: the summon succeeds at once).
     */
    private void normalSummon(Card card, boolean counts, int minTribute, int zones, boolean negationWindow) {
        duel.triggers().newEventBatch();
        int player = card.controller();
        List<Card> tributes = placeNormally(card, false, counts, minTribute, zones);
        if (tributes == null) {
            return;
        }
        costs.pay(EffectCode.SUMMON_COST, card, player);
        duel.publish(new DuelEvent.NormalSummoned(player, card, tributes));
        if (!negationWindow || survivesNegationWindow(card, EventCode.SUMMON)) {
            duel.field().markSummoned(card, tributes.isEmpty() ? SummonType.NORMAL : SummonType.TRIBUTE);
            events.raise(new GameEvent(EventCode.SUMMON_SUCCESS, CardGroup.of(card), null, Reason.SUMMON, player,
                    player, 0));
        }
    }

    /** Opens the summon-negation window; true if the monster is still there and its summon was not negated. */
    private boolean survivesNegationWindow(Card card, long eventCode) {
        return !survivingNegationWindow(CardGroup.of(card), eventCode).isEmpty();
    }

    /** Opens the summon-negation window for monsters summoned together; returns those whose summon stands. */
    private CardGroup survivingNegationWindow(CardGroup cards, long eventCode) {
        Map<Card, Integer> moves = new IdentityHashMap<>();
        for (Card card : cards) {
            moves.put(card, card.moveCount());
        }
        int player = cards.toList().get(0).controller();
        events.raise(new GameEvent(eventCode, cards, null, Reason.SUMMON, player, player, 0));
        // their continuous effects apply only once the summon succeeds (Jinzo does not stop Solemn Judgment)
        for (Card card : cards) {
            duel.summons().beginSummoning(card);
        }
        try {
            priority.summonNegationWindow(eventCode);
        } finally {
            for (Card card : cards) {
                duel.summons().endSummoning(card);
            }
        }
        CardGroup standing = new CardGroup();
        for (Card card : cards) {
            boolean negated = duel.summons().takeNegatedSummon(card) || card.moveCount() != moves.get(card);
            if (negated) {
                duel.publish(new DuelEvent.SummonNegated(card));
            } else {
                standing.add(card);
            }
        }
        return standing;
    }

    /**
     * The Pendulum Summon the player may make now (once per turn, in a Main Phase, with a Pendulum
     * card in each Pendulum Zone and some monster to summon), or null.
     */
    public Command.PendulumSummon pendulumSummon(int player) {
        if (duel.summons().pendulumSummonedThisTurn(player)) {
            return null;
        }
        Card left = duel.field().pendulumScale(player, Field.LEFT_PENDULUM_ZONE);
        Card right = duel.field().pendulumScale(player, Field.RIGHT_PENDULUM_ZONE);
        if (left == null || right == null || pendulumCandidates(player, left, right).isEmpty()) {
            return null;
        }
        return new Command.PendulumSummon(left, right);
    }

    /** Monsters in the hand and face-up Pendulum Monsters in the Extra Deck with a Level strictly between the scales and a zone to go to. */
    private List<Card> pendulumCandidates(int player, Card left, Card right) {
        int low = Math.min(left.data().leftScale(), right.data().rightScale());
        int high = Math.max(left.data().leftScale(), right.data().rightScale());
        List<Card> candidates = new ArrayList<>();
        for (Location where : new Location[] {Location.HAND, Location.EXTRA}) {
            for (Card card : duel.field().cards(player, where)) {
                boolean fromExtra = where == Location.EXTRA;
                if (!card.isMonster() || card.data().isLink() || card.data().is(CardType.XYZ)
                        || fromExtra && !(card.isFaceUp() && card.data().is(CardType.PENDULUM))
                        || card.level() <= low || card.level() >= high
                        || card.data().is(CardType.SPSUMMON) || card.data().is(CardType.RITUAL) && !fromExtra
                        || prohibitions.summonForbidden(player, card, true)
                        || duel.field().freeZones().forSummon(player, card).isEmpty()) {
                    continue;
                }
                candidates.add(card);
            }
        }
        return candidates;
    }

    /**
     * The Pendulum Summon: the player picks the monsters, each goes to a zone it may use (from the
     * Extra Deck, Master Rule 2020 zones), the summon can be negated like any other, then it succeeds
     * for them together; it uses the turn's one Pendulum Summon.
     */
    public void pendulumSummon(Command.PendulumSummon command) {
        duel.triggers().newEventBatch();
        int player = command.leftScale().controller();
        List<Card> candidates = pendulumCandidates(player, command.leftScale(), command.rightScale());
        int room = duel.field().freeZones().mainMonster(player).size()
                + (duel.field().freeZones().extraMonster(player).isEmpty() ? 0 : 1);
        if (candidates.isEmpty() || room == 0) {
            return; // the monsters or the zones it would use are gone: no Pendulum Summon happens
        }
        int most = Math.max(1, Math.min(candidates.size(), room));
        List<Card> chosen = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                "Pendulum Summon: choose 1-" + most + " monster(s)", candidates, 1, most));
        duel.summons().markPendulumSummon(player);
        CardGroup placed = new CardGroup();
        for (Card card : chosen) {
            List<Integer> zones = duel.field().freeZones().forSummon(player, card);
            if (zones.isEmpty()) {
                continue; // the others took the zones it could use
            }
            Location from = card.location();
            int zone = zoneChoice.choose(player, zones, card);
            // each Pendulum Summoned monster in face-up Attack or Defense Position, the player's choice
            int allowed = summonPosition.allowed(card, player, Position.FACEUP_ATTACK.mask() | Position.FACEUP_DEFENSE.mask());
            Position position = allowed == 0 ? Position.FACEUP_ATTACK : summonPosition.choose(player, card, allowed);
            duel.field().moveToZone(card, player, Location.MZONE, zone, position, duel.turn().number(), Reason.SPSUMMON);
            duel.summons().countSummon(player, 2);
            duel.summons().noteSpecialSummon(player, card);
            duel.publish(new DuelEvent.CardMoved(card, player, from, Location.MZONE, Reason.SPSUMMON));
            placed.add(card);
        }
        if (placed.isEmpty()) {
            return;
        }
        CardGroup standing = survivingNegationWindow(placed, EventCode.SPSUMMON);
        for (Card card : standing) {
            duel.field().markSummoned(card, SummonType.PENDULUM, player);
            duel.field().markProperlySummoned(card);
        }
        if (!standing.isEmpty()) {
            events.raise(new GameEvent(EventCode.SPSUMMON_SUCCESS, standing, null, Reason.SPSUMMON, player, player, 0));
        }
    }

    /**
     * The summoning procedures a player may use now (R019): the card's EFFECT_SPSUMMON_PROC effect,
     * in its range (the hand unless stated), whose condition(e, c) holds, unless summons are forbidden.
     * The checks the reference makes are asked in its order (card::is_special_summonable, then
     * filter_spsummon_procedure): the summon cost, the procedure's own condition, and only once it
     * holds the unique-card rule and the player's prohibitions (is_player_can_spsummon), whose Lua
     * targets are then not asked for a procedure that cannot be used anyway. The card's own summoning
     * condition, which the reference's procedure path does not ask, comes first: it refuses a
     * procedure without running its condition (docs/rules-notes.md, "the idle listing's procedures").
     */
    public List<Command.SpecialSummon> procedures(int player) {
        List<Command.SpecialSummon> options = new ArrayList<>();
        for (Effect procedure : duel.effects().withCode(EffectCode.SPSUMMON_PROC)) {
            Card card = procedure.handler();
            if (card == null || !procedure.isRegistered() || card.controller() != player
                    || !card.inRange(procedure.range()) || card.location().isOnField()
                    // an Extra Deck procedure checks its own zone (its materials may free one)
                    || card.location() != Location.EXTRA && duel.field().freeZones().mainMonster(player).isEmpty()
                            && !tributesAvailable(player)) {
                continue;
            }
            if (procedures.allowed(card, procedure, player) && costs.payable(EffectCode.SPSUMMON_COST, card, player)
                    && callbacks.procedureCondition(procedure, card)
                    && !uniqueBlocks(card, player) && !prohibitions.summonForbidden(player, card, true)) {
                options.add(new Command.SpecialSummon(card, procedure));
            }
        }
        return options;
    }

    private boolean tributesAvailable(int player) {
        return !duel.field().cards(player, Location.MZONE).isEmpty();
    }

    /**
     * A Special Summon by procedure: its operation pays what it asks (e.g. tributes), the monster is
     * placed, the summon can still be negated (R018: only summon-negating cards), then it succeeds.
     */
    public void specialSummonByProcedure(Card card, Effect procedure) {
        duel.triggers().newEventBatch();
        int player = card.controller();
        duel.summons().setCancelable(true); // the player's own summon: they may back out of choosing materials
        if (procedures.place(card, procedure, player) && payCosts(card, player)
                && survivesNegationWindow(card, EventCode.SPSUMMON)) {
            procedures.complete(card, procedure, player);
        }
    }

    private boolean payCosts(Card card, int player) {
        costs.pay(EffectCode.SPSUMMON_COST, card, player);
        return true;
    }

    public void setMonster(Card card) {
        setMonster(card, true, 0, Field.MAIN_MONSTER_ZONE_MASK);
    }

    private boolean setMonster(Card card, boolean counts, int minTribute, int zones) {
        List<Card> tributes = placeNormally(card, true, counts, minTribute, zones);
        if (tributes == null) {
            return false;
        }
        duel.publish(new DuelEvent.MonsterSet(card.controller(), card, tributes));
        return true;
    }

    /**
     * What a Normal Summon and a Set share: the Tributes, the zone, the monster placed (face-up Attack
     * Position, or face-down Defense Position when {@code set}), and the turn's counts. A Set is not a
     * summon (ygopro's activity counter counts it only as a Normal Summon or Set). Returns the Tributes,
     * or null when the Tributes or the zone it needs are no longer there (nothing happens).
     */
    private List<Card> placeNormally(Card card, boolean set, boolean counts, int minTribute, int zoneMask) {
        int player = card.controller();
        // the Tributes and the placement are one procedure: a control change the Tributes cause (a
        // negating monster tributed, so Snatch Steal applies again) waits until the monster is placed,
        // and must not take the zone a Tribute freed for it (as in ygopro-core, whose control_adjust
        // runs after the summon)
        List<Card> tributes = control.heldDuring(() -> {
            List<Card> tributed = tribute(card, set, minTribute, zoneMask);
            List<Integer> free = zonesAmong(player, zoneMask);
            if (tributed == null || free.isEmpty()) {
                return null; // its requirements vanished (an effect's Summon or Set performed later): it does nothing
            }
            int zone = zoneChoice.choose(player, free, card);
            duel.field().moveToZone(card, player, Location.MZONE, zone,
                    set ? Position.FACEDOWN_DEFENSE : Position.FACEUP_ATTACK, duel.turn().number(), set ? Reason.RULE : Reason.SUMMON);
            return tributed;
        });
        if (tributes == null) {
            return null;
        }
        card.history().recordSummonPlayer(player);
        if (counts) {
            duel.summons().countNormalSummon(player);
        }
        duel.summons().countSummon(player, 0);
        if (!set) {
            duel.turn().activity().record(Activity.SUMMON, player, card);
        }
        duel.turn().activity().record(Activity.NORMALSUMMON, player, card);
        return tributes;
    }

    public void flipSummon(Card card) {
        duel.triggers().newEventBatch();
        duel.summons().countSummon(card.controller(), 1);
        card.history().recordSummonPlayer(card.controller());
        duel.turn().activity().record(Activity.FLIPSUMMON, card.controller(), card);
        duel.field().changePosition(card, Position.FACEUP_ATTACK);
        duel.field().markPositionChanged(card, duel.turn().number());
        duel.publish(new DuelEvent.FlipSummoned(card.controller(), card));
        if (survivesNegationWindow(card, EventCode.FLIP_SUMMON)) {
            duel.field().markSummoned(card, SummonType.FLIP);
            events.raise(new GameEvent(EventCode.FLIP, CardGroup.of(card), null, Reason.SUMMON,
                    card.controller(), card.controller(), 0));
            events.raise(new GameEvent(EventCode.FLIP_SUMMON_SUCCESS, CardGroup.of(card), null, Reason.SUMMON,
                    card.controller(), card.controller(), 0));
        }
    }

    public void changePosition(Card card) {
        Position from = card.position();
        Position to = from == Position.FACEUP_ATTACK ? Position.FACEUP_DEFENSE : Position.FACEUP_ATTACK;
        duel.turn().markPhaseActivity();
        duel.field().changePosition(card, to);
        duel.field().markPositionChanged(card, duel.turn().number());
        duel.publish(new DuelEvent.PositionChanged(card, from, to));
    }

    public void setSpellTrap(Card card) {
        duel.turn().markPhaseActivity();
        moves.setSpellTrap(card, card.controller(), Reason.RULE, null, card.controller());
    }

    /** The free Main Monster Zones of the player that the zone bits allow. */
    private List<Integer> zonesAmong(int player, int zones) {
        List<Integer> free = new ArrayList<>(duel.field().freeZones().mainMonster(player));
        free.removeIf(zone -> (zones >> zone & 1) == 0);
        return free;
    }

    /**
     * Performs the summon or Set an effect reserved (Duel.Summon, Duel.MSet), if it is still legal now
     * (ygopro checks again when it performs it): through the same steps as the player's own, with a
     * negation window only when no chain is left ({@code negationWindow}). Returns whether it happened.
     */
    public boolean performReserved(ReservedSummon reserved, boolean negationWindow) {
        Card card = reserved.card();
        NormalSummonCheck check = normalSummonCheck;
        boolean counts = !reserved.ignoreCount();
        if (reserved.set()) {
            if (!check.canSet(card, reserved.player(), reserved.ignoreCount(), reserved.minTribute(), reserved.zones())) {
                return false;
            }
            return setMonster(card, counts, reserved.minTribute(), reserved.zones());
        }
        if (!check.canSummon(card, reserved.player(), reserved.ignoreCount(), reserved.minTribute(), reserved.zones())) {
            return false;
        }
        if (card.location() == Location.MZONE) {
            geminiSummon(card, counts, negationWindow);
        } else {
            normalSummon(card, counts, reserved.minTribute(), reserved.zones(), negationWindow);
        }
        return true;
    }

    /**
     * The Tributes of a Normal Summon or Set, chosen by the rule that decided it was possible
     * ({@link Tributes#canTribute}, also used for an effect's Duel.Summon and Duel.MSet): a check and an
     * action that count differently ask for more cards than there are. Null when the Tributes (or the
     * zone one of them must free) are no longer there: the summon does nothing.
     */
    private List<Card> tribute(Card card, boolean set, int minTribute, int zones) {
        int player = card.controller();
        // a Normal Summon may need fewer Tributes (EFFECT_DECREASE_TRIBUTE); a Set takes the printed count
        int count = Math.max(set ? tributesRequired(card.data()) : normalSummonCheck.tributeRequirement(card)[0], minTribute);
        if (count == 0) {
            return List.of();
        }
        int mask = zones & Field.MAIN_MONSTER_ZONE_MASK;
        int position = set ? Tributes.SET : Tributes.SUMMON;
        if (!tributeRule.canTribute(card, count, count, null, player, mask, position)) {
            return null;
        }
        List<Card> chosen = tributeRule.select(player, card, count, count, null, player, mask, position);
        moves.sendToGraveByRule(chosen, Reason.RELEASE | Reason.SUMMON);
        return chosen;
    }
}
