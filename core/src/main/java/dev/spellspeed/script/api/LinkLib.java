package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.LinkZones;
import dev.spellspeed.duel.Location;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.util.function.ToLongFunction;

/**
 * Link Monsters (Link Rating, Link Markers, the zones they point to and the monsters there) and
 * Pendulum Scales, with ygopro's zone bits (bits 0-6 a player's Monster Zones, 16-22 the opponent's).
 */
final class LinkLib {
    private LinkLib() {}

    static void install(LuaBridge bridge) {
        Duel duel = bridge.duel();
        LuaTable card = bridge.scripts().apiTable("Card");
        LuaTable t = bridge.scripts().apiTable("Duel");

        ApiFunction.define(card, "Card", "IsLink", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (rating > 0 && ArgCheck.checkInteger(a, i, f) == rating) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(card, "Card", "IsLinkAbove", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rating > 0 && rating >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(card, "Card", "IsLinkBelow", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rating > 0 && rating <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(card, "Card", "GetLinkMarker", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().isLink() ? c.data().linkMarkers() : 0);
        });
        ApiFunction.define(card, "Card", "IsLinkMarker", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf(c.data().isLink() && (c.data().linkMarkers() & wanted) == wanted);
        });
        // what a monster is as Link Material: its current type, race, attribute, archetypes and name
        mask(card, "IsLinkType", Card::type);
        mask(card, "IsLinkRace", Card::race);
        mask(card, "IsLinkAttribute", Card::attribute);
        ApiFunction.define(card, "Card", "IsLinkSetCard", (a, f) -> LuaValue.valueOf(
                CardLib.isSetCard(LuaCards.checkCard(a, 1, f).data(), ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(card, "Card", "IsLinkCode", (a, f) -> {
            long code = LuaCards.checkCard(a, 1, f).currentCode();
            for (int i = 2; i <= a.narg(); i++) {
                if (ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        // ([player]): the zones it points to, from its controller's side (or the given player's)
        ApiFunction.define(card, "Card", "GetLinkedZone", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int zones = LinkZones.of(c);
            boolean other = !a.arg(2).isnil() && DuelLib.player(a, 2, f) != c.controller();
            return LuaValue.valueOf(other ? swapSides(zones) : zones);
        });
        ApiFunction.define(card, "Card", "GetLinkedGroup", (a, f) ->
                bridge.wrap(linkedGroup(duel, LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(card, "Card", "GetLinkedGroupCount", (a, f) ->
                LuaValue.valueOf(linkedGroup(duel, LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(card, "Card", "GetMutualLinkedGroup", (a, f) ->
                bridge.wrap(mutual(duel, LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(card, "Card", "GetMutualLinkedGroupCount", (a, f) ->
                LuaValue.valueOf(mutual(duel, LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(card, "Card", "IsLinkState", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(!linkedGroup(duel, c).isEmpty() || pointedAtBy(duel, c));
        });
        // (player): the player's Monster Zones any Link Monster points to
        ApiFunction.define(t, "Duel", "GetLinkedZone", (a, f) ->
                LuaValue.valueOf(duel.field().linkedZones(DuelLib.player(a, 1, f)) & 0x7f));

        // Pendulum Scales
        number(card, "GetLeftScale", c -> c.data().leftScale());
        number(card, "GetRightScale", c -> c.data().rightScale());
        number(card, "GetOriginalLeftScale", c -> c.data().leftScale());
        number(card, "GetOriginalRightScale", c -> c.data().rightScale());
        // in the left Pendulum Zone (Spell & Trap Zone 0) its left scale counts, in the right one its right scale
        number(card, "GetCurrentScale", c -> c.location() == Location.SZONE && c.sequence() == 4
                ? c.data().rightScale() : c.data().leftScale());
        // (cards, player, reason): Pendulum Monsters go face-up to their owner's Extra Deck
        ApiFunction.define(t, "Duel", "SendtoExtraP", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            long reason = ArgCheck.checkInteger(a, 3, f);
            return LuaValue.valueOf(bridge.actions().sendToExtraFaceUp(cards, reason, duel.chain().runningEffect(),
                    duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : duel.turnPlayer()));
        });
    }

    private static int rating(Card c) {
        return c.isMonster() && c.data().isLink() ? c.data().level() : 0;
    }

    private static int swapSides(int zones) {
        return (zones >>> 16) & 0x7f | (zones & 0x7f) << 16;
    }

    /** The monsters in the zones the card points to. */
    private static CardGroup linkedGroup(Duel duel, Card c) {
        CardGroup group = new CardGroup();
        int zones = LinkZones.of(c);
        for (int zone = 0; zone < 7; zone++) {
            Card own = (zones & 1 << zone) != 0 ? duel.field().zoneCard(c.controller(), Location.MZONE, zone) : null;
            Card theirs = (zones & 1 << (16 + zone)) != 0
                    ? duel.field().zoneCard(1 - c.controller(), Location.MZONE, zone) : null;
            if (own != null) {
                group.add(own);
            }
            if (theirs != null) {
                group.add(theirs);
            }
        }
        return group;
    }

    /** The linked monsters that point back at the card (co-linked). */
    private static CardGroup mutual(Duel duel, Card c) {
        CardGroup group = new CardGroup();
        for (Card other : linkedGroup(duel, c)) {
            if (linkedGroup(duel, other).contains(c)) {
                group.add(other);
            }
        }
        return group;
    }

    private static boolean pointedAtBy(Duel duel, Card c) {
        for (int p = 0; p < 2; p++) {
            for (Card monster : duel.field().cards(p, Location.MZONE)) {
                if (monster != c && linkedGroup(duel, monster).contains(c)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void mask(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, "Card", name, (a, f) ->
                LuaValue.valueOf((value.applyAsLong(LuaCards.checkCard(a, 1, f)) & ArgCheck.checkInteger(a, 2, f)) != 0));
    }

    private static void number(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, "Card", name, (a, f) -> LuaValue.valueOf((double) value.applyAsLong(LuaCards.checkCard(a, 1, f))));
    }
}
