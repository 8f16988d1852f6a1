package dev.spellspeed.play;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.ChainLink;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The board as one client sees it: what is public, plus the hidden cards of the seats it plays
 * (their hand, their face-down cards, their Extra Deck). Hidden cards of the other seat are sent as
 * {@code hidden} with their identity number only, so a selection can still name them.
 */
public final class BoardView {
    /** Main Monster Zones 0-4 and the Extra Monster Zones 5-6 (ygopro's sequences). */
    static final int MONSTER_ZONES = 7;
    /** Spell &amp; Trap Zones 0-4 (0 and 4 are the Pendulum Zones) and the Field Zone 5. */
    static final int SPELL_ZONES = 6;

    private BoardView() {}

    /** The whole board: turn, phase, both players, the chain, and the card texts of every card shown. */
    public record Board(int turn, int turnPlayer, String phase, List<PlayerView> players, List<LinkView> chain,
                        Map<Integer, CardText> cards) {
    }

    /**
     * One player's side: LP, Deck count, hand, the zones by sequence ({@code monsters}: 7 entries, the
     * Extra Monster Zones last; {@code spells}: 6, the Field Zone last; null where empty), GY, banished
     * cards and the Extra Deck (its size always, its cards when shown to this client).
     */
    public record PlayerView(int player, int lp, int deck, List<CardView> hand, List<CardView> monsters,
                             List<CardView> spells, List<CardView> grave, List<CardView> banished, int extraCount,
                             List<CardView> extra) {
    }

    /**
     * A card: {@code uid} names it in prompts; everything else is null when it is hidden from this
     * client. {@code attack}/{@code defense} are current values, {@code baseAttack}/{@code baseDefense}
     * the original ones (monsters only); {@code pendulum} is set in a Pendulum Zone; {@code materials}
     * are an Xyz Monster's materials; {@code equippedTo} the uid of the monster an Equip Card is equipped to.
     */
    public record CardView(int uid, Boolean hidden, Integer code, String name, String position, Boolean faceUp,
                           Integer attack, Integer defense, Integer baseAttack, Integer baseDefense, Integer level,
                           Map<Integer, Integer> counters, List<CardView> materials, Integer equippedTo,
                           Boolean pendulum, Integer controller) {
    }

    /** A chain link: its number, the card, whose it is, and the targets' uids. */
    public record LinkView(int number, int player, int card, String name, List<Integer> targets) {
    }

    /** What the page shows on hover: name, kind, stats and text from the card database. */
    public record CardText(String name, String kind, Integer attack, Integer defense, Integer level, String text) {
    }

    /** The board as the seats in {@code viewers} see it (both seats see everything when the set holds both). */
    public static Board of(Duel duel, Set<Integer> viewers) {
        Map<Integer, CardText> texts = new TreeMap<>();
        List<PlayerView> players = new ArrayList<>(2);
        Field field = duel.field();
        for (int p = 0; p < 2; p++) {
            boolean own = viewers.contains(p);
            List<CardView> hand = new ArrayList<>();
            for (Card card : field.cards(p, Location.HAND)) {
                hand.add(view(duel, card, own, texts));
            }
            CardView[] monsters = new CardView[MONSTER_ZONES];
            for (Card card : field.cards(p, Location.MZONE)) {
                if (card.sequence() >= 0 && card.sequence() < MONSTER_ZONES) {
                    monsters[card.sequence()] = view(duel, card, own || card.isFaceUp(), texts);
                }
            }
            CardView[] spells = new CardView[SPELL_ZONES];
            for (Card card : field.cards(p, Location.SZONE)) {
                if (card.sequence() >= 0 && card.sequence() < SPELL_ZONES) {
                    spells[card.sequence()] = view(duel, card, own || card.isFaceUp(), texts);
                }
            }
            List<CardView> grave = new ArrayList<>();
            for (Card card : field.cards(p, Location.GRAVE)) {
                grave.add(view(duel, card, true, texts));
            }
            List<CardView> banished = new ArrayList<>();
            for (Card card : field.cards(p, Location.REMOVED)) {
                banished.add(view(duel, card, own || card.isFaceUp(), texts));
            }
            List<CardView> extra = new ArrayList<>();
            List<Card> extraCards = field.cards(p, Location.EXTRA);
            for (Card card : extraCards) {
                // face-up Pendulum Monsters in the Extra Deck are public
                if (own || card.isFaceUp()) {
                    extra.add(view(duel, card, true, texts));
                }
            }
            players.add(new PlayerView(p, duel.lp(p), field.count(p, Location.DECK), hand, Arrays.asList(monsters),
                    Arrays.asList(spells), grave, banished, extraCards.size(), extra));
        }
        List<LinkView> chain = new ArrayList<>();
        for (ChainLink link : duel.chain().links()) {
            Card handler = link.handler();
            List<Integer> targets = new ArrayList<>();
            for (Card target : link.targets()) {
                targets.add(target.uid());
            }
            chain.add(new LinkView(link.number(), link.player(), handler == null ? -1 : handler.uid(),
                    handler == null ? "an effect" : handler.name(), targets));
            if (handler != null) {
                texts.putIfAbsent(handler.code(), text(handler.data()));
            }
        }
        return new Board(duel.turn().number(), duel.turn().player(), String.valueOf(duel.turn().phase()), players,
                chain, texts);
    }

    private static CardView view(Duel duel, Card card, boolean shown, Map<Integer, CardText> texts) {
        String position = card.location().isOnField() ? card.position().name() : null;
        if (!shown) {
            return new CardView(card.uid(), Boolean.TRUE, null, null, position, Boolean.FALSE, null, null, null, null,
                    null, null, null, null, null, card.controller());
        }
        texts.putIfAbsent(card.code(), text(card.data()));
        boolean monsterStats = card.location() == Location.MZONE && card.isMonster();
        Integer attack = null;
        Integer defense = null;
        Integer baseAttack = null;
        Integer baseDefense = null;
        Integer level = null;
        if (monsterStats) {
            attack = card.attack();
            baseAttack = card.baseAttack();
            if (!card.data().isLink()) {
                defense = card.defense();
                baseDefense = card.baseDefense();
                level = card.level();
            }
        }
        List<CardView> materials = null;
        if (!card.overlays().isEmpty()) {
            materials = new ArrayList<>();
            for (Card material : card.overlays()) {
                materials.add(view(duel, material, true, texts));
            }
        }
        Map<Integer, Integer> counters = card.allCounters().isEmpty() ? null : new TreeMap<>(card.allCounters());
        Card equipped = card.equipTarget();
        boolean pendulum = card.location() == Location.SZONE && card.data().is(CardType.PENDULUM)
                && (card.sequence() == Field.LEFT_PENDULUM_ZONE || card.sequence() == Field.RIGHT_PENDULUM_ZONE);
        return new CardView(card.uid(), null, card.code(), card.name(), position, card.location().isOnField()
                ? card.isFaceUp() : null, attack, defense, baseAttack, baseDefense, level, counters, materials,
                equipped == null ? null : equipped.uid(), pendulum ? Boolean.TRUE : null, card.controller());
    }

    static CardText text(CardData data) {
        boolean monster = data.isMonster();
        return new CardText(data.name(), kind(data), monster ? data.attack() : null,
                monster && !data.isLink() ? data.defense() : null, monster ? data.level() : null, data.description());
    }

    private static String kind(CardData data) {
        StringBuilder out = new StringBuilder();
        String[][] names = {{"" + CardType.QUICKPLAY, "Quick-Play"}, {"" + CardType.CONTINUOUS, "Continuous"},
                {"" + CardType.EQUIP, "Equip"}, {"" + CardType.FIELD, "Field"}, {"" + CardType.COUNTER, "Counter"},
                {"" + CardType.RITUAL, "Ritual"}, {"" + CardType.FUSION, "Fusion"}, {"" + CardType.SYNCHRO, "Synchro"},
                {"" + CardType.XYZ, "Xyz"}, {"" + CardType.LINK, "Link"}, {"" + CardType.PENDULUM, "Pendulum"},
                {"" + CardType.TUNER, "Tuner"}, {"" + CardType.FLIP, "Flip"}, {"" + CardType.GEMINI, "Gemini"},
                {"" + CardType.UNION, "Union"}, {"" + CardType.SPIRIT, "Spirit"}, {"" + CardType.TOKEN, "Token"},
                {"" + CardType.EFFECT, "Effect"}, {"" + CardType.NORMAL, "Normal"}};
        for (String[] name : names) {
            if (data.is(Long.parseLong(name[0]))) {
                out.append(name[1]).append(' ');
            }
        }
        out.append(data.isMonster() ? "Monster" : data.isSpell() ? "Spell" : data.isTrap() ? "Trap" : "card");
        return out.toString();
    }
}
