package dev.spellspeed.testing;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;

import java.util.function.Function;

/**
 * The expectations of a {@link TestDuel}, with the verbs of the Lua {@code t:Expect…}: each looks at
 * the duel now and fails, naming the Java line that stated it, with what it expected and what is.
 * Cards are named by name (the first matching card in location order) or by a {@link Card}.
 */
public final class Expect {
    private final Expectations expectations;
    private final Function<String, CardRef> byName;

    Expect(Expectations expectations, Function<String, CardRef> byName) {
        this.expectations = expectations;
        this.byName = byName;
    }

    public Expect lp(int player, int expected) {
        expectations.lp(player, expected, JavaCaller.line());
        return this;
    }

    /** The number of cards the player has in the location. */
    public Expect count(int player, Location location, int expected) {
        expectations.count(player, location.mask(), expected, JavaCaller.line());
        return this;
    }

    /** Such a card is in the location, on either side. */
    public Expect card(String card, Location location) {
        expectations.card(byName.apply(card), location.mask(), -1, 0, JavaCaller.line());
        return this;
    }

    public Expect card(Card card, Location location) {
        expectations.card(CardRef.of(card), location.mask(), -1, 0, JavaCaller.line());
        return this;
    }

    /** Such a card is in the location of {@code controller}. */
    public Expect card(String card, Location location, int controller) {
        expectations.card(byName.apply(card), location.mask(), controller, 0, JavaCaller.line());
        return this;
    }

    public Expect card(Card card, Location location, int controller) {
        expectations.card(CardRef.of(card), location.mask(), controller, 0, JavaCaller.line());
        return this;
    }

    /** Such a card is in the location of {@code controller}, in that position. */
    public Expect card(String card, Location location, int controller, Position position) {
        expectations.card(byName.apply(card), location.mask(), controller, position.mask(), JavaCaller.line());
        return this;
    }

    public Expect card(Card card, Location location, int controller, Position position) {
        expectations.card(CardRef.of(card), location.mask(), controller, position.mask(), JavaCaller.line());
        return this;
    }

    /** The ATK of the card on the field. */
    public Expect attack(String card, int expected) {
        expectations.attack(byName.apply(card), expected, JavaCaller.line());
        return this;
    }

    public Expect attack(Card card, int expected) {
        expectations.attack(CardRef.of(card), expected, JavaCaller.line());
        return this;
    }

    /** The DEF of the card on the field. */
    public Expect defense(String card, int expected) {
        expectations.defense(byName.apply(card), expected, JavaCaller.line());
        return this;
    }

    public Expect defense(Card card, int expected) {
        expectations.defense(CardRef.of(card), expected, JavaCaller.line());
        return this;
    }

    public Expect winner(int player) {
        expectations.winner(player, JavaCaller.line());
        return this;
    }

    public Expect draw() {
        expectations.draw(JavaCaller.line());
        return this;
    }

    public Expect turn(int expected) {
        expectations.turn(expected, JavaCaller.line());
        return this;
    }

    public Expect phase(Phase expected) {
        expectations.phase(expected, JavaCaller.line());
        return this;
    }

    /** The chain being built or resolved has this many links (0: none). */
    public Expect chainLength(int expected) {
        expectations.chainLength(expected, JavaCaller.line());
        return this;
    }

    /** Chain link {@code number} (from 1) is an activation of the card. */
    public Expect chainLink(int number, String card) {
        expectations.chainLink(number, byName.apply(card), JavaCaller.line());
        return this;
    }

    public Expect chainLink(int number, Card card) {
        expectations.chainLink(number, CardRef.of(card), JavaCaller.line());
        return this;
    }

    /** The player could activate the card now if they had priority. */
    public Expect canActivate(int player, String card) {
        expectations.canActivate(player, byName.apply(card), JavaCaller.line());
        return this;
    }

    public Expect cannotActivate(int player, String card) {
        expectations.cannotActivate(player, byName.apply(card), JavaCaller.line());
        return this;
    }
}
