package dev.spellspeed.testing;

import dev.spellspeed.duel.Card;
import dev.spellspeed.rules.chain.ActivationQuery;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.ChainLink;

import java.util.ArrayList;
import java.util.List;

/** The expectations a test can state about a duel; each failure says what was expected and what is. */
public final class Expectations {
    private final Duel duel;
    private final Rules rules;

    public Expectations(Rules rules) {
        this.rules = rules;
        this.duel = rules.duel();
    }

    public void lp(int player, int expected, SourceLine where) {
        check(duel.lp(player) == expected, where, "expected LP of player " + player + " to be " + expected
                + ", but it is " + duel.lp(player));
    }

    /** The number of cards a player has in the given locations (a LOCATION_* mask). */
    public void count(int player, int locationMask, int expected, SourceLine where) {
        int actual = cardsIn(player, locationMask).size();
        check(actual == expected, where, "expected player " + player + " to have " + expected + " card(s) in "
                + locations(locationMask) + ", but there are " + actual + " " + cardsIn(player, locationMask));
    }

    /**
     * At least one matching card is in one of the locations, optionally controlled by {@code controller}
     * (-1: either) and in one of the positions ({@code positionMask} 0: any).
     */
    public void card(CardRef card, int locationMask, int controller, int positionMask, SourceLine where) {
        for (Card c : duel.field().allCards()) {
            if (card.matches(c) && c.location().in(locationMask)
                    && (controller < 0 || c.controller() == controller)
                    && (positionMask == 0 || c.position().in(positionMask))) {
                return;
            }
        }
        List<String> seen = new ArrayList<>();
        for (Card c : duel.field().allCards()) {
            if (card.matches(c)) {
                seen.add(c + " at player " + c.controller() + " " + c.location()
                        + (c.location().isOnField() ? " (" + c.position() + ")" : ""));
            }
        }
        check(false, where, "expected " + card + " in " + locations(locationMask)
                + (controller < 0 ? "" : " of player " + controller)
                + (positionMask == 0 ? "" : " in position mask " + positionMask)
                + ", but " + (seen.isEmpty() ? "there is no such card" : "found " + String.join("; ", seen)));
    }

    public void attack(CardRef card, int expected, SourceLine where) {
        Card c = onField(card, where);
        check(c.attack() == expected, where, "expected the ATK of " + c + " to be " + expected + ", but it is " + c.attack());
    }

    public void defense(CardRef card, int expected, SourceLine where) {
        Card c = onField(card, where);
        check(c.defense() == expected, where, "expected the DEF of " + c + " to be " + expected + ", but it is " + c.defense());
    }

    public void winner(int player, SourceLine where) {
        DuelResult result = duel.result();
        check(result != null && result.winner() == player, where, "expected player " + player + " to win, but "
                + (result == null ? "the duel is not over" : result));
    }

    public void draw(SourceLine where) {
        DuelResult result = duel.result();
        check(result != null && result.isDraw(), where, "expected a draw, but "
                + (result == null ? "the duel is not over" : result));
    }

    /** The player could activate the card now if they had priority (R043 spell speeds, costs, targets…). */
    public void canActivate(int player, CardRef card, SourceLine where) {
        if (!activatable(player, card)) {
            List<String> reasons = ActivationQuery.whyNot(rules, player, card::matches);
            check(false, where, "expected player " + player + " to be able to activate " + card
                    + " now, but it is not among " + ActivationQuery.available(rules, player)
                    + (reasons.isEmpty() ? "" : ", because:\n  " + String.join("\n  ", reasons)));
        }
    }

    public void cannotActivate(int player, CardRef card, SourceLine where) {
        check(!activatable(player, card), where, "expected player " + player + " not to be able to activate "
                + card + " now, but it can");
    }

    private boolean activatable(int player, CardRef card) {
        return ActivationQuery.available(rules, player).stream().anyMatch(a -> card.matches(a.card()));
    }

    /** The number of links of the chain being built or resolved (0: no chain). */
    public void chainLength(int expected, SourceLine where) {
        int actual = duel.chain().size();
        check(actual == expected, where, "expected a chain of " + expected + " link(s), but "
                + (actual == 0 ? "there is no chain" : "it has " + actual));
    }

    /** Chain link {@code number} (from 1) is an activation of the card. */
    public void chainLink(int number, CardRef card, SourceLine where) {
        ChainLink link = duel.chain().get(number);
        check(link != null, where, "expected chain link " + number + " to be " + card + ", but "
                + (duel.chain().isEmpty() ? "there is no chain" : "the chain has " + duel.chain().size() + " link(s)"));
        check(card.matches(link.handler()), where, "expected chain link " + number + " to be " + card
                + ", but it is " + link.handler());
    }

    public void turn(int expected, SourceLine where) {
        check(duel.turn().number() == expected, where, "expected turn " + expected + ", but it is turn " + duel.turn().number());
    }

    public void phase(Phase expected, SourceLine where) {
        check(duel.turn().phase() == expected, where, "expected " + expected + ", but it is " + duel.turn().phase());
    }

    private Card onField(CardRef card, SourceLine where) {
        for (Location location : new Location[] {Location.MZONE, Location.SZONE}) {
            for (int p = 0; p < 2; p++) {
                for (Card c : duel.field().cards(p, location)) {
                    if (card.matches(c)) {
                        return c;
                    }
                }
            }
        }
        throw failure(where, "expected " + card + " on the field, but it is not there");
    }

    private List<Card> cardsIn(int player, int locationMask) {
        List<Card> cards = new ArrayList<>();
        for (Location location : Location.values()) {
            if (location.in(locationMask) && location != Location.OVERLAY) {
                cards.addAll(duel.field().cards(player, location));
            }
        }
        return cards;
    }

    private static String locations(int mask) {
        List<String> names = new ArrayList<>();
        for (Location location : Location.values()) {
            if (location.in(mask)) {
                names.add(location.toString());
            }
        }
        return String.join("/", names);
    }

    private void check(boolean ok, SourceLine where, String message) {
        if (!ok) {
            throw failure(where, message);
        }
    }

    private TestFailure failure(SourceLine where, String message) {
        return new TestFailure(where, message + "\n" + BoardDump.of(duel));
    }
}
