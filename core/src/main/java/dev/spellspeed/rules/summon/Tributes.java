package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFunction;

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

    /**
     * The cards {@code player} may Tribute for a reason other than a summon: its own monsters (and,
     * with {@code fromHand}, the monsters in its hand), plus the opponent's monsters that an
     * EFFECT_EXTRA_RELEASE lets it use (Soul Exchange); those must be face-up when the script
     * filters the group, as in ygopro. With REASON_EFFECT, EFFECT_UNRELEASABLE_EFFECT is asked too.
     */
    public CardGroup releasable(int player, boolean fromHand, long reason, Effect reasonEffect, boolean filtered) {
        CardGroup cards = new CardGroup();
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
            if ((card.isFaceUp() || !filtered) && releasableByNonSummon(card, player, reason)
                    && (reason != Reason.EFFECT || releasableByEffect(card, player, reasonEffect))
                    && affected(card, EffectCode.EXTRA_RELEASE, null)) {
                cards.add(card);
            }
        }
        return cards;
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
     * The monsters that may be Tributed for the summon of {@code summoned} (its controller's, within
     * {@code limit} if given; the opponent's too when it is summoned to the opponent's field, or
     * under EFFECT_EXTRA_RELEASE).
     */
    public List<Card> summonTributes(Card summoned, CardGroup limit, boolean opponentsToo) {
        int player = summoned.controller();
        List<Card> cards = new ArrayList<>();
        for (int side : new int[] {player, 1 - player}) {
            for (Card card : duel.field().cards(side, Location.MZONE)) {
                if (card == summoned || (limit != null && !limit.contains(card))
                        || !releasableBySummon(card, player, summoned)) {
                    continue;
                }
                if (side == player || opponentsToo || affected(card, EffectCode.EXTRA_RELEASE, null)) {
                    cards.add(card);
                }
            }
        }
        return cards;
    }

    /**
     * Whether {@code summoned} can be summoned to {@code toPlayer}'s field with between {@code min}
     * and {@code max} Tributes (ygopro's check_tribute): the Tributes available are enough, and a
     * Main Monster Zone among {@code zones} is free, or one of the Tributes frees it.
     */
    public boolean canTribute(Card summoned, int min, int max, CardGroup limit, int toPlayer, int zones) {
        List<Card> tributes = summonTributes(summoned, limit, toPlayer != summoned.controller());
        int available = 0;
        int forced = 0;
        for (Card tribute : tributes) {
            available += tributeValue(tribute, summoned);
            if (tribute.controller() != summoned.controller() && toPlayer == summoned.controller()) {
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
            if (tribute.controller() == toPlayer) {
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
    public List<Card> select(int player, Card summoned, int min, int max, CardGroup limit, int toPlayer, int zones) {
        List<Card> candidates = summonTributes(summoned, limit, toPlayer != summoned.controller());
        List<Card> chosen = new ArrayList<>();
        int counted = 0;
        boolean needZone = freeZones(toPlayer, zones) <= 0;
        while (counted < max) {
            List<Card> options = new ArrayList<>();
            for (Card card : candidates) {
                if (chosen.contains(card)) {
                    continue;
                }
                if (needZone && chosen.isEmpty() && !(card.controller() == toPlayer && card.sequence() < 5
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
        int free = 0;
        for (int zone : duel.field().freeZones().mainMonster(player)) {
            if ((zones >> zone & 1) != 0) {
                free++;
            }
        }
        return free;
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
     * A release check with cards Duel.SetSelectedCard named (ygopro's check_release_list): each of them
     * must be among the releasable {@code candidates}, and {@code count} more besides them.
     */
    public static boolean enoughBeside(CardGroup candidates, List<Card> must, int count) {
        int left = candidates.size();
        for (Card card : must) {
            if (!candidates.contains(card)) {
                return false;
            }
            left--;
        }
        return left >= count;
    }
}
