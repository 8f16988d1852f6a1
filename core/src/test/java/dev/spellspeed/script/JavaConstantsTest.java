package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.spellspeed.data.Attribute;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.Race;
import dev.spellspeed.duel.Activity;
import dev.spellspeed.duel.CardStatus;
import dev.spellspeed.duel.DeckSequence;
import dev.spellspeed.duel.DuelFlag;
import dev.spellspeed.duel.LinkZones;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.PositionMask;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonInfo;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Category;
import dev.spellspeed.effect.ChainInfo;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.DamageValue;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.ResetFlag;

/**
 * Every numeric ygopro code the engine names in Java has the name and value of the reference
 * constants table that constant.lua is checked against ({@link ConstantsTest}): a Java code that
 * differs from the one scripts pass finds nothing (flag effects once sat under 0x10000000 while
 * scripts ask for EFFECT_FLAG_EFFECT 0x20000000).
 */
class JavaConstantsTest {

    private static final Path TABLE = Path.of("src/test/resources/script/api-constants.tsv");
    private static final Path MAIN = Path.of("src/main/java");

    /** Each catalogue and the ygopro prefix its names drop. */
    private static final Map<Class<?>, String> CATALOGUES = new LinkedHashMap<>();

    static {
        CATALOGUES.put(EffectCode.class, "EFFECT_");
        CATALOGUES.put(EventCode.class, "EVENT_");
        CATALOGUES.put(EffectType.class, "EFFECT_TYPE_");
        CATALOGUES.put(EffectFlag.class, "EFFECT_FLAG_");
        CATALOGUES.put(CountCode.class, "EFFECT_COUNT_CODE_");
        CATALOGUES.put(ResetFlag.class, "RESET_");
        CATALOGUES.put(ChainInfo.class, "CHAININFO_");
        CATALOGUES.put(Category.class, "CATEGORY_");
        CATALOGUES.put(DamageValue.class, "");
        CATALOGUES.put(Reason.class, "REASON_");
        CATALOGUES.put(CardStatus.class, "STATUS_");
        CATALOGUES.put(SummonInfo.class, "SUMMON_INFO_");
        CATALOGUES.put(SummonType.class, "SUMMON_TYPE_");
        CATALOGUES.put(Activity.class, "ACTIVITY_");
        CATALOGUES.put(Location.class, "LOCATION_");
        CATALOGUES.put(LocationMask.class, "LOCATION_");
        CATALOGUES.put(Position.class, "POS_");
        CATALOGUES.put(dev.spellspeed.decision.HintType.class, "HINT_");
        CATALOGUES.put(PositionMask.class, "POS_");
        CATALOGUES.put(Players.class, "PLAYER_");
        CATALOGUES.put(DeckSequence.class, "SEQ_");
        CATALOGUES.put(DuelFlag.class, "DUEL_");
        CATALOGUES.put(CardType.class, "TYPE_");
        CATALOGUES.put(Attribute.class, "ATTRIBUTE_");
        CATALOGUES.put(Race.class, "RACE_");
        CATALOGUES.put(LinkZones.class, "LINK_MARKER_");
    }

    /** Java names whose ygopro name is not the prefix plus the Java name. */
    private static final Map<String, String> RENAMED = Map.of(
            "CardType.GEMINI", "TYPE_DUAL",
            "SummonType.TRIBUTE", "SUMMON_TYPE_ADVANCE");

    /** Constants of a catalogue that are the engine's own, not a ygopro code, and why. */
    private static final Map<String, String> ENGINE_INTERNAL = Map.of(
            "CardType.EXTRA_DECK_MONSTER", "a union of TYPE_* bits (Fusion, Synchro, Xyz, Link) the engine tests at once",
            "EffectType.ACTIVATED", "a union of EFFECT_TYPE_* bits: every kind of effect that is activated",
            "SummonType.NONE", "a card that was not summoned: ygopro stores 0 without naming it",
            "Location.NONE", "where a Token is when it does not exist: ygopro stores 0 without naming it",
            "LinkZones.OPPONENT", "the shift from a player's zone bits to the opponent's in a zone mask, not a code");

    /** Declarations in main code that look like a ygopro code (its prefix, then a number). */
    private static final Pattern CODE_DECLARATION = Pattern.compile(
            "static final (?:long|int) ((?:EFFECT|EVENT|RESET|REASON|STATUS|SUMMON|CHAININFO|LOCATION|POS|PLAYER|SEQ|DUEL"
                    + "|TYPE|ATTRIBUTE|RACE|ACTIVITY|HINT|HINTMSG|CATEGORY|TIMING|PHASE|CHINT|OPCODE|GLOBALFLAG)_\\w*)"
                    + " = -?(?:0x)?[0-9a-fA-F]+L?;");

    private static Map<String, Long> table() throws IOException {
        Map<String, Long> table = new HashMap<>();
        List<String> lines = Files.readAllLines(TABLE, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                String[] cols = line.split("\t");
                table.put(cols[0], Long.parseLong(cols[1]));
            }
        }
        return table;
    }

    private record JavaConstant(String javaName, String ygoproName, long value) { }

    private static List<JavaConstant> constants() throws ReflectiveOperationException {
        List<JavaConstant> constants = new ArrayList<>();
        for (Map.Entry<Class<?>, String> catalogue : CATALOGUES.entrySet()) {
            Class<?> type = catalogue.getKey();
            for (Field field : type.getDeclaredFields()) {
                int mod = field.getModifiers();
                String javaName = type.getSimpleName() + "." + field.getName();
                long value;
                if (field.isEnumConstant()) {
                    Object constant = field.get(null);
                    value = ((Number) type.getMethod(type == SummonType.class ? "value" : "mask").invoke(constant))
                            .longValue();
                } else if (Modifier.isStatic(mod) && Modifier.isFinal(mod)
                        && (field.getType() == long.class || field.getType() == int.class)) {
                    field.setAccessible(true);
                    value = ((Number) field.get(null)).longValue();
                } else {
                    continue;
                }
                String ygoproName = RENAMED.getOrDefault(javaName, catalogue.getValue() + field.getName());
                constants.add(new JavaConstant(javaName, ygoproName, value));
            }
        }
        return constants;
    }

    @Test
    void everyJavaCodeHasTheNameAndValueScriptsUse() throws Exception {
        Map<String, Long> table = table();
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (JavaConstant c : constants()) {
            if (ENGINE_INTERNAL.containsKey(c.javaName())) {
                continue;
            }
            Long expected = table.get(c.ygoproName());
            if (expected == null) {
                failures.add(c.javaName() + ": no " + c.ygoproName() + " in the constants table");
            } else if (!sameCode(expected, c.value())) {
                failures.add(c.javaName() + " = 0x" + Long.toHexString(c.value()) + " but " + c.ygoproName() + " = 0x"
                        + Long.toHexString(expected));
            }
            checked++;
        }
        assertEquals(List.of(), failures);
        assertTrue(checked > 250, "the catalogues were read: " + checked + " constants");
    }

    /** The table keeps ygopro's C values: DOUBLE_DAMAGE is the int 0x80000000, negative there, unsigned in Lua. */
    private static boolean sameCode(long tableValue, long javaValue) {
        return tableValue < 0 ? (tableValue & 0xffffffffL) == javaValue : tableValue == javaValue;
    }

    @Test
    void everyEngineInternalMarkNamesAConstantThatExists() throws Exception {
        List<String> names = constants().stream().map(JavaConstant::javaName).toList();
        for (String marked : ENGINE_INTERNAL.keySet()) {
            assertTrue(names.contains(marked), marked + " is marked engine-internal but is not in a catalogue");
        }
        for (String renamed : RENAMED.keySet()) {
            assertTrue(names.contains(renamed), renamed + " is renamed but is not in a catalogue");
        }
    }

    @Test
    void noYgoproCodeIsDeclaredOutsideTheCatalogues() throws IOException {
        List<String> catalogueFiles = CATALOGUES.keySet().stream()
                .map(c -> c.getName().replace('.', '/') + ".java").toList();
        List<String> strays = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String relative = MAIN.relativize(file).toString().replace('\\', '/');
                if (catalogueFiles.contains(relative)) {
                    continue;
                }
                Matcher m = CODE_DECLARATION.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (m.find()) {
                    strays.add(relative + ": " + m.group(1));
                }
            }
        }
        assertEquals(List.of(), strays, "ygopro codes belong in their catalogue (EffectCode, EventCode, ResetFlag, ...)");
    }
}
