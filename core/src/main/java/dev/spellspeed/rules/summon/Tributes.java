package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.chain.Activations;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectValue;

import java.util.ArrayList;
import java.util.List;

/**
 * Which cards a player may Tribute, for a cost or an effect (Duel.CheckReleaseGroup and kin) or
 * for the Tribute Summon of a given monster (Duel.CheckTribute, Duel.SelectTribute), with
 * ygopro's effects that forbid or widen tributing. A Tribute never takes a monster whose summon
 * is still in progress, nor a card in the GY or banished.
 */
public final class Tributes {
    private final Duel duel;

    public Tributes(Duel duel) {
        this.duel = duel;
    }

    /** The summon positions ygopro's EFFECT_ADD_EXTRA_TRIBUTE value is compared with: a Tribute Summon, a Tribute Set. */
    public static final int SUMMON = 0x1;
    public static final int SET = 0x8;

    /**
     * The cards {@code player} may Tribute for a reason other than a summon (ygopro's get_release_list):
     * its own monsters (and, with {@code fromHand}, the monsters in its hand), plus the opponent's monsters
     * that an EFFECT_EXTRA_RELEASE lets it use (Soul Exchange); and apart, the opponent's monsters of which
     * one may be used under EFFECT_EXTRA_RELEASE_NONSUM. The opponent's must be face-up when the script
     * filters the group, as in ygopro. With REASON_EFFECT, EFFECT_UNRELEASABLE_EFFECT is asked too.
     */
    public ReleaseCandidates releasable(int player, boolean fromHand, long reason, Effect reasonEffect, boolean filtered) {
        CardGroup cards = new CardGroup();
        CardGroup oneOf = new CardGroup();
        List<Card> own = new ArrayList<>(duel.field().cards(player, Location.MZONE));
        if (fromHand) {
            own.addAll(duel.field().cards(player, Location.HAND));
        }
        for (Card card : own) {
            if (releasableByNonSummon(card, player, reason)
                    && (reason != Reason.EFFECT || releasableByEffect(card, player, reasonEffect))) {
                cards.add(card);
            }
        }
        for (Card card : duel.field().cards(1 - player, Location.MZONE)) {
            if (!((card.isFaceUp() || !filtered) && releasableByNonSummon(card, player, reason)
                    && (reason != Reason.EFFECT || releasableByEffect(card, player, reasonEffect)))) {
                continue;
            }
            if (affected(card, EffectCode.EXTRA_RELEASE, null)) {
                cards.add(card);
            } else if (insteadEffect(card, player, reason, reasonEffect) != null) {
                oneOf.add(card);
            }
        }
        return new ReleaseCandidates(cards, oneOf);
    }

    /**
     * The EFFECT_EXTRA_RELEASE_NONSUM that lets {@code player} Tribute the opponent's {@code card} "instead":
     * its count limit not used up, and its value(e, reason effect, reason, reason player) accepting this
     * Tribute (a cost, an activated effect...). Null when there is none.
     */
    private Effect insteadEffect(Card card, int player, long reason, Effect reasonEffect) {
        for (Effect effect : duel.effects().withCode(EffectCode.EXTRA_RELEASE_NONSUM)) {
            if (appliesTo(effect, card) && Activations.countLimitLeft(duel, effect, player)
                    && Prohibitions.valueAccepts(effect, effect, reasonEffect, reason, player)) {
                return effect;
            }
        }
        return null;
    }


    /**
     * The player picks {@code min}..{@code max} Tributes among the candidates (ygopro's select_release_cards):
     * first whether to use one of the opponent's monsters "instead" (no choice when its own are too few),
     * then the rest among its own. The instead-effect's count is spent when the Tribute is made.
     */
    public CardGroup selectReleases(int player, ReleaseCandidates candidates, int min, int max, long reason,
            Effect reasonEffect) {
        CardGroup chosen = new CardGroup();
        int lower = min;
        int upper = Math.min(max, candidates.count());
        if (upper <= 0) {
            return chosen;
        }
        if (!candidates.oneOf().isEmpty() && (candidates.cards().size() < lower || duel.ask(new ChoicePrompt<>(player,
                PromptKind.YES_NO, "Tribute 1 of your opponent's monsters?", List.of(Boolean.TRUE, Boolean.FALSE))))) {
            Card instead = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "Tribute 1 of your opponent's monsters", candidates.oneOf().toList(), 1, 1)).get(0);
            chosen.add(instead);
            duel.operation().reserveCountUse(insteadEffect(instead, player, reason, reasonEffect));
            upper--;
            lower = Math.max(0, lower - 1);
        }
        upper = Math.min(upper, candidates.cards().size());
        if (upper > 0) {
            chosen.addAll(new CardGroup(duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "select " + (lower == upper ? String.valueOf(lower) : lower + "-" + upper) + " card(s) to Tribute",
                    candidates.cards().toList(), Math.min(lower, upper), upper))));
        }
        return chosen;
    }

    /** ygopro's is_releasable_by_nonsummon: not a Spell/Trap in the hand, and no prohibition applies. */
    public boolean releasableByNonSummon(Card card, int player, long reason) {
        if (duel.summons().isBeingSummoned(card) || card.location() == Location.GRAVE || card.location() == Location.REMOVED
                || card.location() == Location.OVERLAY) {
            return false;
        }
        if (card.location() == Location.HAND && !card.data().isMonster()) {
            return false;
        }
        return playerMayRelease(player, card, reason) && !affected(card, EffectCode.UNRELEASABLE_NONSUM, null);
    }

    /** EFFECT_UNRELEASABLE_EFFECT: value(e, reason effect, player, card) refuses this effect's Tribute. */
    public boolean releasableByEffect(Card card, int player, Effect reasonEffect) {
        if (reasonEffect == null) {
            return true;
        }
        for (Effect shield : duel.effects().withCode(EffectCode.UNRELEASABLE_EFFECT)) {
            if (appliesTo(shield, card) && Prohibitions.valueAccepts(shield, shield, reasonEffect, player, card)) {
                return false;
            }
        }
        return true;
    }

    /** EFFECT_CANNOT_RELEASE on the player: forbids all tributing, or those its target(e, c, tp, r) picks. */
    public boolean playerMayRelease(int player, Card card, long reason) {
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_RELEASE)) {
            if (!duel.reach().reachesPlayer(ban, player)) {
                continue;
            }
            if (ban.target() == null || truthy(ban.target(), ban, card, player, reason)) {
                return false;
            }
        }
        return true;
    }

    /** ygopro's is_releasable_by_summon: may be Tributed for the summon of {@code summoned}. */
    public boolean releasableBySummon(Card card, int player, Card summoned) {
        if (duel.summons().isBeingSummoned(card) || card.location() == Location.GRAVE || card.location() == Location.REMOVED
                || card.location() == Location.OVERLAY) {
            return false;
        }
        return playerMayRelease(player, card, Reason.SUMMON) && !affected(card, EffectCode.UNRELEASABLE_SUM, summoned)
                && !affected(summoned, EffectCode.TRIBUTE_LIMIT, card);
    }

    /** How many Tributes the card counts as for {@code summoned}: 2 under EFFECT_DOUBLE_TRIBUTE. */
    public int tributeValue(Card tribute, Card summoned) {
        return affected(tribute, EffectCode.DOUBLE_TRIBUTE, summoned) ? 2 : 1;
    }

    /**
     * The cards that may be Tributed for the summon of {@code summoned} in {@code position} ({@link #SUMMON}
     * or {@link #SET}): its controller's monsters (within {@code limit} if given); the opponent's when it is
     * summoned to the opponent's field, or under EFFECT_EXTRA_RELEASE; and the cards its own
     * EFFECT_ADD_EXTRA_TRIBUTE adds (ygopro's get_summon_release_list), which need not be monsters on the field.
     */
    public List<Card> summonTributes(Card summoned, CardGroup limit, boolean opponentsToo, int position) {
        int player = summoned.controller();
        List<Card> extra = extraTributes(summoned, position);
        List<Card> cards = new ArrayList<>();
        for (int side : new int[] {player, 1 - player}) {
            for (Card card : duel.field().cards(side, Location.MZONE)) {
                if (card == summoned || (limit != null && !limit.contains(card))
                        || !releasableBySummon(card, player, summoned)) {
                    continue;
                }
                if (side == player || opponentsToo || extra.contains(card) || affected(card, EffectCode.EXTRA_RELEASE, null)) {
                    cards.add(card);
                }
            }
        }
        for (Card card : extra) {
            // ygopro takes these whatever the summoning procedure's group says
            if (card.location() != Location.MZONE && card != summoned && releasableBySummon(card, player, summoned)) {
                cards.add(card);
            }
        }
        return cards;
    }

    /**
     * EFFECT_ADD_EXTRA_TRIBUTE on the summoned monster: the cards in its target range (the effect's
     * player's side, then the opponent's) that its target accepts, when its value includes the position.
     */
    private List<Card> extraTributes(Card summoned, int position) {
        List<Card> cards = new ArrayList<>();
        for (Effect effect : duel.effects().withCode(EffectCode.ADD_EXTRA_TRIBUTE)) {
            if (!appliesToSummoned(duel, effect, summoned) || (EffectValue.numberOf(effect, 0, effect) & position) == 0
                    || effect.hasProperty(EffectFlag.PLAYER_TARGET)) {
                continue;
            }
            int self = effect.handler() == null ? effect.ownerPlayer() : effect.handler().controller();
            addInRange(cards, effect, self, effect.targetRangeSelf());
            addInRange(cards, effect, 1 - self, effect.targetRangeOpponent());
        }
        return cards;
    }

    /** A SINGLE effect on the card itself, or a field effect reaching it: a monster being summoned from the hand counts. */
    static boolean appliesToSummoned(Duel duel, Effect effect, Card card) {
        if (!effect.isRegistered()) {
            return false;
        }
        if (effect.hasType(EffectType.SINGLE)) {
            return effect.handler() == card;
        }
        return duel.reach().applies(effect, card);
    }

    private void addInRange(List<Card> cards, Effect effect, int side, int range) {
        for (Location location : Location.values()) {
            if ((range & location.mask()) == 0) {
                continue;
            }
            for (Card card : duel.field().cards(side, location)) {
                if (!cards.contains(card) && (effect.target() == null || truthy(effect.target(), effect, card))) {
                    cards.add(card);
                }
            }
        }
    }

    /**
     * Whether {@code summoned} can be summoned to {@code toPlayer}'s field with between {@code min}
     * and {@code max} Tributes (ygopro's check_tribute): the Tributes available are enough, and a
     * Main Monster Zone among {@code zones} is free, or one of the Tributes frees it.
     */
    public boolean canTribute(Card summoned, int min, int max, CardGroup limit, int toPlayer, int zones, int position) {
        List<Card> tributes = summonTributes(summoned, limit, toPlayer != summoned.controller(), position);
        int available = 0;
        int forced = 0;
        for (Card tribute : tributes) {
            available += tributeValue(tribute, summoned);
            if (tribute.controller() != summoned.controller() && toPlayer == summoned.controller()
                    && tribute.location() == Location.MZONE && affected(tribute, EffectCode.EXTRA_RELEASE, null)) {
                forced++; // an opponent's monster under EFFECT_EXTRA_RELEASE must be used first
            }
        }
        max = Math.min(max, available);
        if (min > max) {
            return false;
        }
        int free = freeZones(toPlayer, zones);
        if (free <= 0 && max <= 0) {
            return false;
        }
        int onTheirSide = 0;
        int freeing = free;
        for (Card tribute : tributes) {
            if (tribute.controller() == toPlayer && tribute.location() == Location.MZONE) {
                onTheirSide++;
                if (tribute.sequence() < 5 && (zones >> tribute.sequence() & 1) != 0) {
                    freeing++;
                }
            }
        }
        if (freeing <= 0) {
            return false;
        }
        max = Math.max(0, max - forced);
        return onTheirSide >= 1 - free && max >= 1 - free;
    }

    /**
     * The player picks Tributes for {@code summoned} one at a time until they count for at least
     * {@code min} (then it may stop) and at most {@code max}. When no Main Monster Zone is free,
     * the first pick must free one.
     */
    public List<Card> select(int player, Card summoned, int min, int max, CardGroup limit, int toPlayer, int zones,
            int position) {
        List<Card> candidates = summonTributes(summoned, limit, toPlayer != summoned.controller(), position);
        List<Card> chosen = new ArrayList<>();
        int counted = 0;
        boolean needZone = freeZones(toPlayer, zones) <= 0;
        while (counted < max) {
            List<Card> options = new ArrayList<>();
            for (Card card : candidates) {
                if (chosen.contains(card)) {
                    continue;
                }
                if (needZone && chosen.isEmpty() && !(card.controller() == toPlayer && card.location() == Location.MZONE
                        && card.sequence() < 5
                        && (zones >> card.sequence() & 1) != 0)) {
                    continue;
                }
                options.add(card);
            }
            if (options.isEmpty()) {
                break;
            }
            List<Card> pick = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "tribute for " + summoned + " (" + counted + " of " + min + "-" + max + ")", options,
                    counted >= min ? 0 : 1, 1));
            if (pick.isEmpty()) {
                break;
            }
            chosen.add(pick.get(0));
            counted += tributeValue(pick.get(0), summoned);
        }
        return chosen;
    }

    private int freeZones(int player, int zones) {
        return Integer.bitCount(duel.field().freeZones().mainMonsterBits(player) & zones);
    }

    /** An effect with this code applies to the card, and its value accepts {@code against} (if given). */
    private boolean affected(Card card, long code, Card against) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (appliesTo(effect, card) && (against == null || Prohibitions.valueAccepts(effect, effect, against))) {
                return true;
            }
        }
        return false;
    }

    /** A card's own single effects reach it in the hand too (a monster that "cannot be Tributed"). */
    private boolean appliesTo(Effect effect, Card card) {
        return duel.reach().applies(effect, card);
    }

    private static boolean truthy(EffectFunction function, Object... args) {
        try {
            return Callbacks.truthy(function.invoke(args));
        } catch (RuntimeException failure) {
            return false;
        }
    }

    /**
     * A release check (ygopro's check_release_list): each card Duel.SetSelectedCard named must be among
     * the candidates (at most one of them from the "instead" ones), and {@code count} Tributes in all can be made.
     */
    public static boolean enoughBeside(ReleaseCandidates candidates, List<Card> must, int count) {
        int left = candidates.cards().size();
        boolean usedOneOf = false;
        for (Card card : must) {
            if (candidates.cards().contains(card)) {
                left--;
            } else if (!usedOneOf && candidates.oneOf().contains(card)) {
                usedOneOf = true;
            } else {
                return false;
            }
        }
        if (!usedOneOf && !candidates.oneOf().isEmpty()) {
            left++;
        }
        return left >= count;
    }
}
