package dev.spellspeed.script.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Test results as JUnit XML, the Ant/Jenkins report format that CI systems (Jenkins, GitLab,
 * GitHub Actions reporters, Azure Pipelines) read: {@code <testsuites>} holding one
 * {@code <testsuite>} per test file and one {@code <testcase>} per {@code Test}.
 *
 * <p>A test case's {@code classname} is the file's path with its separators as dots and without
 * {@code .lua} ({@code scripts.tests.rulings.R025}), which those tools show as package and class;
 * its {@code name} is the test's name. A failure is a {@code <failure>} whose {@code message} is
 * the report's first line, which begins with the {@code file:line} of the failing step, and whose
 * text is the whole report; a skipped test has {@code <skipped message="reason"/>}; what a test
 * printed is its {@code <system-out>}. Tests never end in an {@code <error>}: a Lua error is a
 * failure of the test, as the text report says.
 */
public final class JUnitXmlReport {
    private JUnitXmlReport() {
    }

    /** Writes the report to {@code file} (its directory is created), replacing it. */
    public static void write(Path file, String suitesName, List<TimedResult> results, Instant started) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            write(out, suitesName, results, started);
        }
    }

    /** Writes the report, UTF-8 encoded, to {@code out}. */
    public static void write(OutputStream out, String suitesName, List<TimedResult> results, Instant started) throws IOException {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            Counts all = Counts.of(results);
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", suitesName);
            all.writeAttributes(xml);
            xml.writeCharacters("\n");
            for (Map.Entry<String, List<TimedResult>> file : byFile(results).entrySet()) {
                writeSuite(xml, file.getKey(), file.getValue(), started);
            }
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new UncheckedIOException(new IOException("cannot write the JUnit report: " + e.getMessage(), e));
        }
    }

    private static void writeSuite(XMLStreamWriter xml, String file, List<TimedResult> results, Instant started)
            throws XMLStreamException {
        xml.writeCharacters("  ");
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", file);
        Counts.of(results).writeAttributes(xml);
        xml.writeAttribute("timestamp", started.truncatedTo(ChronoUnit.SECONDS).toString().replace("Z", ""));
        xml.writeCharacters("\n");
        for (TimedResult timed : results) {
            writeCase(xml, timed);
        }
        xml.writeCharacters("  ");
        xml.writeEndElement();
        xml.writeCharacters("\n");
    }

    private static void writeCase(XMLStreamWriter xml, TimedResult timed) throws XMLStreamException {
        TestResult result = timed.result();
        xml.writeCharacters("    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("name", clean(result.test().name()));
        xml.writeAttribute("classname", className(result.test().displayName()));
        xml.writeAttribute("time", seconds(timed.nanos()));
        switch (result.outcome()) {
            case FAIL -> {
                xml.writeCharacters("\n      ");
                xml.writeStartElement("failure");
                xml.writeAttribute("message", clean(FailureLocation.firstLine(result.report())));
                xml.writeAttribute("type", "failure");
                xml.writeCharacters(clean(result.report()));
                xml.writeEndElement();
            }
            case SKIP -> {
                xml.writeCharacters("\n      ");
                xml.writeEmptyElement("skipped");
                xml.writeAttribute("message", clean(result.report()));
            }
            case PASS -> {
            }
        }
        if (!result.output().isEmpty()) {
            xml.writeCharacters("\n      ");
            xml.writeStartElement("system-out");
            xml.writeCharacters(clean(result.output()));
            xml.writeEndElement();
        }
        if (result.outcome() != Outcome.PASS || !result.output().isEmpty()) {
            xml.writeCharacters("\n    ");
        }
        xml.writeEndElement();
        xml.writeCharacters("\n");
    }

    private static Map<String, List<TimedResult>> byFile(List<TimedResult> results) {
        Map<String, List<TimedResult>> files = new LinkedHashMap<>();
        for (TimedResult r : results) {
            files.computeIfAbsent(r.result().test().displayName(), f -> new ArrayList<>()).add(r);
        }
        return files;
    }

    /** {@code scripts/tests/rulings/R025.lua} → {@code scripts.tests.rulings.R025}. */
    static String className(String displayName) {
        String name = displayName.endsWith(".lua") ? displayName.substring(0, displayName.length() - 4) : displayName;
        while (name.startsWith("../")) {
            name = name.substring(3);
        }
        return clean(name.replace('/', '.').replace('\\', '.'));
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }

    /** Drops the characters XML 1.0 cannot hold (control characters other than tab and line breaks, lone surrogates). */
    static String clean(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                    || (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)))
                    || (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1)));
            if (!ok && out == null) {
                out = new StringBuilder(text.substring(0, i));
            }
            if (out != null) {
                out.append(ok ? c : '\uFFFD');
            }
        }
        return out == null ? text : out.toString();
    }

    private record Counts(int tests, int failures, int skipped, long nanos) {
        static Counts of(List<TimedResult> results) {
            int failures = 0;
            int skipped = 0;
            long nanos = 0;
            for (TimedResult r : results) {
                failures += r.result().outcome() == Outcome.FAIL ? 1 : 0;
                skipped += r.result().outcome() == Outcome.SKIP ? 1 : 0;
                nanos += r.nanos();
            }
            return new Counts(results.size(), failures, skipped, nanos);
        }

        void writeAttributes(XMLStreamWriter xml) throws XMLStreamException {
            xml.writeAttribute("tests", Integer.toString(tests));
            xml.writeAttribute("failures", Integer.toString(failures));
            xml.writeAttribute("errors", "0");
            xml.writeAttribute("skipped", Integer.toString(skipped));
            xml.writeAttribute("time", seconds(nanos));
        }
    }
}
