package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Card, Effect, Group and Duel bindings against a real duel. */
class ScriptApiTest {
    private static final Path CARDS = Path.of("src/test/resources/script/api");
    private static final CardData EFFECT_CARD = CardData.of(900001, "Test Effect Monster",
            CardType.MONSTER | CardType.EFFECT, 1800, 1000, 4, 0x1, 0x1, "test");
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider",
            CardType.MONSTER | CardType.NORMAL, 1900, 1200, 4, 0x1, 0x1, "test");

    private Duel duel;
    private DuelScripts scripts;
    private LuaBridge bridge;

    @BeforeEach
    void open() {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(CARDS), Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(100));
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        scripts = host.openDuel(code -> code == EFFECT_CARD.code() ? EFFECT_CARD.name() : null);
        Rules rules = Rules.of(duel);
        bridge = ScriptApi.install(rules, scripts);
    }

    private LuaValue run(String chunk, Object... args) {
        return scripts.globals().load(chunk, "=test").invoke(bridge.toLua(args)).arg1();
    }

    @Test
    void initialEffectRegistersEffectsWithTheirFields() {
        Card card = duel.placeCard(EFFECT_CARD, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        bridge.cards().initialise(card);
        List<Effect> effects = duel.effects().of(card);
        assertEquals(3, effects.size());
        Effect ignition = effects.get(0);
        assertEquals(EffectType.IGNITION, ignition.type());
        assertEquals(Location.MZONE.mask(), ignition.range());
        assertEquals(900001L * 16, ignition.description());
        assertEquals(1, ignition.countLimit());
        assertEquals(900001L, ignition.countCode());
        assertTrue(ignition.hasProperty(EffectFlag.CARD_TARGET));
        assertNotNull(ignition.condition());
        assertSame(card, ignition.handler());
        Effect field = effects.get(1);
        assertEquals(EffectType.FIELD, field.type());
        assertEquals(new EffectValue.Constant(500), field.value());
        assertArrayEquals(new long[] {7, 8}, field.labels());
        assertEquals(Location.MZONE.mask(), field.targetRangeSelf());
        assertEquals(ignition.condition(), field.condition(), "a clone keeps the callbacks");
        assertTrue(field.id() > ignition.id());
    }

    @Test
    void callbacksRunThroughTheEngineInterface() {
        Card card = duel.placeCard(EFFECT_CARD, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        duel.placeCard(VORSE, 1, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        bridge.cards().initialise(card);
        Effect ignition = duel.effects().of(card).get(0);
        assertEquals(Boolean.TRUE, ignition.condition().invoke(ignition, 0));
        assertEquals(Boolean.FALSE, ignition.condition().invoke(ignition, 1));
        // chk==0: is there a face-up monster with 1500 or more ATK? Vorse Raider has 1900
        assertEquals(Boolean.TRUE, ignition.target().invoke(ignition, 0, null, 0, 0L, null, 0L, 0, 0, null));
    }

    @Test
    void theFlagEffectIsCountedAndReset() {
        Card card = duel.placeCard(EFFECT_CARD, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        bridge.cards().initialise(card);
        assertEquals(1, run("local c=... return c:GetFlagEffect(900001)", card).toint());
        assertEquals(0, run("local c=... c:ResetFlagEffect(900001) return c:GetFlagEffect(900001)", card).toint());
    }

    @Test
    void cardsReadTheirDataAndState() {
        Card vorse = duel.placeCard(VORSE, 0, 0, Location.MZONE, 2, Position.FACEUP_DEFENSE);
        LuaValue v = run("local c=... return {c:GetCode(), c:GetAttack(), c:GetLevel(), c:GetSequence(),"
                + " c:IsLocation(LOCATION_MZONE), c:IsDefensePos(), c:IsType(TYPE_NORMAL), c:IsCode(1, 14898066),"
                + " c:GetControler(), c:IsFaceup()}", vorse);
        assertEquals(14898066, v.get(1).toint());
        assertEquals(1900, v.get(2).toint());
        assertEquals(4, v.get(3).toint());
        assertEquals(2, v.get(4).toint());
        for (int i = 5; i <= 8; i++) {
            assertTrue(v.get(i).toboolean(), "value " + i);
        }
        assertEquals(0, v.get(9).toint());
        assertTrue(v.get(10).toboolean());
        assertSame(bridge.wrap(vorse), bridge.wrap(vorse), "one userdata per card");
    }

    @Test
    void groupsFilterSelectAndCombine() {
        for (int i = 0; i < 3; i++) {
            duel.placeCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        duel.placeCard(EFFECT_CARD, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue counts = run("local g=Duel.GetMatchingGroup(function(c,code) return c:IsCode(code) end,0,LOCATION_HAND,0,nil,14898066)"
                + " local all=Duel.GetFieldGroup(0,LOCATION_HAND,0)"
                + " local n=0 local c=g:GetFirst() while c do n=n+1 c=g:GetNext() end"
                + " return {#g, #all, #(all-g), #(g+all), n, g:IsContains(all:GetFirst()), #(all & g)}");
        assertEquals(3, counts.get(1).toint());
        assertEquals(4, counts.get(2).toint());
        assertEquals(1, counts.get(3).toint());
        assertEquals(4, counts.get(4).toint());
        assertEquals(3, counts.get(5).toint());
        assertEquals(3, counts.get(7).toint());
    }

    @Test
    void selectingAsksThePlayersDecider() {
        for (int i = 0; i < 3; i++) {
            duel.placeCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        LuaValue picked = run("return Duel.SelectMatchingCard(0,nil,0,LOCATION_HAND,0,2,2,nil)");
        assertEquals(2, ((CardGroup) picked.touserdata()).size());
    }

    @Test
    void wrongArgumentsNameTheFunctionAndTheArgument() {
        ScriptException e = assertThrows(ScriptException.class, () -> scripts.call(0, dev.spellspeed.script.CallbackRole.OTHER,
                scripts.globals().load("Effect.CreateEffect(nil)", "=test"), LuaValue.NONE));
        assertTrue(e.getMessage().contains("Effect.CreateEffect: argument 1 must be Card, got nil"), e.getMessage());
        ScriptException twice = assertThrows(ScriptException.class, () -> {
            Card card = duel.placeCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
            scripts.call(0, dev.spellspeed.script.CallbackRole.OTHER, scripts.globals().load(
                    "local c=... local e=Effect.CreateEffect(c) c:RegisterEffect(e) c:RegisterEffect(e)", "=test"),
                    bridge.toLua(card));
        });
        assertTrue(twice.getMessage().contains("already registered"), twice.getMessage());
        assertFalse(duel.effects().all().isEmpty());
    }

    @Test
    void aSummonInStepsSucceedsForAllItsMonstersTogetherAtCompletion() {
        Card first = duel.placeCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card second = duel.placeCard(VORSE, 0, 0, Location.HAND, 1, Position.FACEDOWN_DEFENSE);
        LuaValue placed = run("local a,b=... return {Duel.SpecialSummonStep(a,0,0,0,false,false,POS_FACEUP_DEFENSE),"
                + " Duel.SpecialSummonStep(b,0,0,0,false,false,POS_FACEUP_ATTACK), Duel.GetMZoneCount(0), Duel.GetMZoneCount(0,a)}",
                first, second);
        assertTrue(placed.get(1).toboolean() && placed.get(2).toboolean());
        assertEquals(Location.MZONE, first.location());
        assertEquals(Position.FACEUP_DEFENSE, first.position());
        assertEquals(3, placed.get(3).toint());
        assertEquals(4, placed.get(4).toint(), "the zone a leaving monster frees counts");
        assertFalse(duel.triggers().peekRecentEvents().stream().anyMatch(e -> e.code() == dev.spellspeed.effect.EventCode.SPSUMMON_SUCCESS),
                "not summoned successfully before completion");
        assertEquals(2, run("return Duel.SpecialSummonComplete()").toint());
        var success = duel.triggers().peekRecentEvents().stream()
                .filter(e -> e.code() == dev.spellspeed.effect.EventCode.SPSUMMON_SUCCESS).toList();
        assertEquals(1, success.size());
        assertEquals(2, success.get(0).cards().size());
        assertEquals(0, run("return Duel.SpecialSummonComplete()").toint(), "nothing left to complete");
    }

    @Test
    void theControllerBeforeTheLatestMoveIsRemembered() {
        Card vorse = duel.placeCard(VORSE, 0, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("local c=... Duel.SendtoGrave(c,REASON_EFFECT)", vorse);
        LuaValue v = run("local c=... return {c:IsPreviousControler(1), c:IsPreviousControler(0),"
                + " c:IsPreviousPosition(POS_FACEUP), c:IsPreviousPosition(POS_DEFENSE)}", vorse);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean());
        assertTrue(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean());
    }

    @Test
    void milledCardsComeFromTheTopOfTheDeck() {
        for (int i = 0; i < 3; i++) {
            duel.placeCard(VORSE, 0, 0, Location.DECK, i, Position.FACEDOWN_DEFENSE);
        }
        List<Card> deck = List.copyOf(duel.field().cards(0, Location.DECK));
        Card bottom = deck.get(0);
        Card middle = deck.get(1);
        Card top = deck.get(2);
        assertEquals(top, duel.field().topOfDeck(0).orElseThrow());
        LuaValue v = run("return {Duel.IsPlayerCanDiscardDeck(0,4), Duel.IsPlayerCanDiscardDeck(0,3), Duel.DiscardDeck(0,2,REASON_EFFECT)}");
        assertFalse(v.get(1).toboolean());
        assertTrue(v.get(2).toboolean());
        assertEquals(2, v.get(3).toint());
        assertEquals(Location.GRAVE, top.location());
        assertEquals(Location.GRAVE, middle.location());
        assertEquals(Location.DECK, bottom.location());
        assertEquals(1, run("return Duel.DiscardDeck(0,5,REASON_EFFECT)").toint(), "a short Deck sends what it has");
    }

    @Test
    void aProcedureCompletedByAnEffectMakesTheMonsterProperlySummoned() {
        Card vorse = duel.placeCard(VORSE, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertFalse(vorse.isProperlySummoned());
        run("local c=... c:CompleteProcedure()", vorse);
        assertTrue(vorse.isProperlySummoned());
    }
}
