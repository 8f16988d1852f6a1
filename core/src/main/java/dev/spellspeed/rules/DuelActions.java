package dev.spellspeed.rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.GameEvent;

/**
 * The Lua bindings' way into the rules while they are regrouped: each method hands over to the rule
 * class that owns it (moves, destruction, life points, summons, equips, counters, the state check,
 * events). Rules code uses those classes directly; new code should too.
 */
public final class DuelActions {
    private final Rules rules;

    DuelActions(Rules rules) {
        this.rules = rules;
    }

    public ProcedureSummons procedures() {
        return rules.procedures();
    }

    public XyzMaterials xyzMaterials() {
        return rules.xyzMaterials();
    }

    public ControlChanges control() {
        return rules.control();
    }

    public boolean equip(int player, Card equipCard, Card target) {
        return rules.equips().equip(player, equipCard, target);
    }

    public int draw(int player, int count, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().draw(player, count, reason, reasonEffect, reasonPlayer);
    }

    public int destroy(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.destruction().destroy(cards, reason, reasonEffect, reasonPlayer);
    }

    public int destroy(CardGroup cards, long reason, Location destination, Effect reasonEffect, int reasonPlayer) {
        return rules.destruction().destroy(cards, reason, destination, reasonEffect, reasonPlayer);
    }

    public boolean addCounter(Card card, int type, int count, int player) {
        return rules.counters().add(card, type, count, player);
    }

    public boolean removeCounter(Card card, int type, int count, long reason, int player) {
        return rules.counters().remove(card, type, count, reason, player);
    }

    public boolean tossCoin() {
        return rules.coinsAndDice().tossCoin();
    }

    public int tossDice() {
        return rules.coinsAndDice().tossDice();
    }

    public int sendToGrave(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().sendToGrave(cards, reason, reasonEffect, reasonPlayer);
    }

    public int discardDeck(int player, int count, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().discardDeck(player, count, reason, reasonEffect, reasonPlayer);
    }

    public boolean returnToField(Card card, Position position, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().returnToField(card, position, reasonEffect, reasonPlayer);
    }

    public boolean moveToField(Card card, int movePlayer, int player, Location location, boolean fieldZone,
                               Position position, int zoneMask, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().moveToField(card, movePlayer, player, location, fieldZone, position, zoneMask, reasonEffect,
                reasonPlayer);
    }

    public int release(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().release(cards, reason, reasonEffect, reasonPlayer);
    }

    public int discard(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().discard(cards, reason, reasonEffect, reasonPlayer);
    }

    public int sendToHand(CardGroup cards, Integer player, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().sendToHand(cards, player, reason, reasonEffect, reasonPlayer);
    }

    public int sendToDeck(CardGroup cards, long reason, int sequence, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().sendToDeck(cards, reason, sequence, reasonEffect, reasonPlayer);
    }

    public int sendToExtraFaceUp(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().sendToExtraFaceUp(cards, reason, reasonEffect, reasonPlayer);
    }

    public int banish(CardGroup cards, Position position, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().banish(cards, position, reason, reasonEffect, reasonPlayer);
    }

    public int specialSummon(CardGroup cards, SpecialSummonTerms terms) {
        return rules.specialSummons().specialSummon(cards, terms);
    }

    public boolean specialSummonStep(Card card, SpecialSummonTerms terms) {
        return rules.specialSummons().specialSummonStep(card, terms);
    }

    public int specialSummonComplete(Effect reasonEffect) {
        return rules.specialSummons().specialSummonComplete(reasonEffect);
    }

    public boolean setSpellTrap(Card card, int player, long reason, Effect reasonEffect, int reasonPlayer) {
        return rules.moves().setSpellTrap(card, player, reason, reasonEffect, reasonPlayer);
    }

    public void addMonsterAttribute(Card card, long type, long attribute, long race, long level, long attack, long defense) {
        rules.trapMonsters().addMonsterAttribute(card, type, attribute, race, level, attack, defense);
    }

    public void enableGeminiState(Card card) {
        rules.geminiMonsters().enableGeminiState(card);
    }

    public void readjust(Card handler) {
        rules.stateCheck().readjust(handler);
    }

    public int changePosition(CardGroup cards, Position position, Effect reasonEffect, int reasonPlayer) {
        return rules.positions().changePosition(cards, position, reasonEffect, reasonPlayer);
    }

    public int damage(int player, int amount, boolean battle, Effect reasonEffect, int reasonPlayer) {
        return rules.lifePoints().damage(player, amount, battle, reasonEffect, reasonPlayer);
    }

    public int recover(int player, int amount, Effect reasonEffect, int reasonPlayer) {
        return rules.lifePoints().recover(player, amount, reasonEffect, reasonPlayer);
    }

    public void payLp(int player, int amount) {
        rules.lifePoints().payLp(player, amount);
    }

    public Card createToken(int player, int code) {
        return rules.tokens().create(player, code);
    }

    public void raise(GameEvent event) {
        rules.events().raise(event);
    }
}
