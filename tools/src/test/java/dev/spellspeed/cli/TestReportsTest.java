package dev.spellspeed.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spellspeed test --junit FILE} and {@code --json}: machine-readable results for CI. */
class TestReportsTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Path PASSING = REPO.resolve("scripts/tests/examples/direct_attack.lua");
    private static final Path FAILING = REPO.resolve("core/src/test/resources/script-tests/broken/wrong_expectation.lua");

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private static Path skipping(Path dir) throws IOException {
        Path file = dir.resolve("skipping.lua");
        Files.writeString(file, "Test('waits for a feature', function(t) print('a <printed> & line') t:Skip('not yet') end)\n");
        return file;
    }

    private static Schema schema() throws SAXException {
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(TestReportsTest.class.getResource("/junit/junit.xsd"));
    }

    @Test
    void theJUnitReportIsValidAgainstTheSchemaAndItsFailureNamesFileAndLine(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("reports/junit.xml");
        Result result = run("test", "--junit", report.toString(), PASSING.toString(), FAILING.toString(), skipping(dir).toString());
        assertEquals(1, result.status(), result.err());
        assertTrue(result.out().endsWith("1 passed, 1 failed, 1 skipped\n"), result.out()); // the text report is unchanged

        schema().newValidator().validate(new StreamSource(report.toFile()));

        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.toFile());
        Element root = xml.getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("3", root.getAttribute("tests"));
        assertEquals("1", root.getAttribute("failures"));
        assertEquals("1", root.getAttribute("skipped"));
        assertEquals(3, xml.getElementsByTagName("testsuite").getLength()); // one per file
        NodeList cases = xml.getElementsByTagName("testcase");
        assertEquals(3, cases.getLength());
        Element failed = (Element) cases.item(1);
        assertEquals("a wrong expectation", failed.getAttribute("name"));
        assertTrue(failed.getAttribute("classname").endsWith("script-tests.broken.wrong_expectation"), failed.getAttribute("classname"));
        Element failure = (Element) failed.getElementsByTagName("failure").item(0);
        assertTrue(failure.getAttribute("message").endsWith(
                "wrong_expectation.lua:5: expected LP of player 1 to be 6000, but it is 6100"), failure.getAttribute("message"));
        assertTrue(failure.getTextContent().contains("player 1: LP 6100"), failure.getTextContent()); // the whole report, board included
        Element skipped = (Element) cases.item(2);
        assertEquals("not yet", ((Element) skipped.getElementsByTagName("skipped").item(0)).getAttribute("message"));
        assertEquals("a <printed> & line\n", skipped.getElementsByTagName("system-out").item(0).getTextContent());
        assertEquals(0, ((Element) cases.item(0)).getElementsByTagName("failure").getLength());
    }

    @Test
    void theSchemaRefusesATestCaseWithoutItsClassName() throws Exception {
        // the positive control of the validity check above: the schema is not one that accepts anything
        String bad = "<testsuites><testsuite name='f' tests='1' failures='0' errors='0'><testcase name='t' time='0.1'/>"
                + "</testsuite></testsuites>";
        assertThrows(SAXException.class, () -> schema().newValidator().validate(new StreamSource(new StringReader(bad))));
    }

    @Test
    void jsonGivesCountsAndEveryTestWithTheFailuresFileAndLine(@TempDir Path dir) throws Exception {
        Result result = run("test", "--json", PASSING.toString(), FAILING.toString(), skipping(dir).toString());
        assertEquals(1, result.status(), result.err());
        assertEquals(1, result.out().lines().count(), result.out()); // one object on one line, no text report
        JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
        assertEquals(1, json.get("passed").getAsInt());
        assertEquals(1, json.get("failed").getAsInt());
        assertEquals(1, json.get("skipped").getAsInt());
        assertFalse(json.get("ok").getAsBoolean());
        JsonArray tests = json.getAsJsonArray("tests");
        assertEquals(3, tests.size());
        JsonObject passed = tests.get(0).getAsJsonObject();
        assertEquals("pass", passed.get("outcome").getAsString());
        assertEquals("Vorse Raider is summoned and attacks directly", passed.get("name").getAsString());
        assertEquals(5, passed.get("line").getAsInt());
        assertTrue(passed.get("failureLine").isJsonNull());
        JsonObject failed = tests.get(1).getAsJsonObject();
        assertEquals("fail", failed.get("outcome").getAsString());
        assertTrue(failed.get("failureFile").getAsString().endsWith("wrong_expectation.lua"), failed.toString());
        assertEquals(5, failed.get("failureLine").getAsInt());
        assertTrue(failed.get("message").getAsString().endsWith("expected LP of player 1 to be 6000, but it is 6100"), failed.toString());
        assertTrue(failed.get("report").getAsString().contains("player 1: LP 6100"), failed.toString());
        JsonObject skipped = tests.get(2).getAsJsonObject();
        assertEquals("skip", skipped.get("outcome").getAsString());
        assertEquals("not yet", skipped.get("message").getAsString());
        assertEquals("a <printed> & line\n", skipped.get("output").getAsString());
    }

    @Test
    void anUnwritableJUnitFileIsBadInput(@TempDir Path dir) throws IOException {
        Path blocker = dir.resolve("file");
        Files.writeString(blocker, "not a directory");
        Result result = run("test", "--junit", blocker.resolve("junit.xml").toString(), PASSING.toString());
        assertEquals(2, result.status(), result.out());
        assertTrue(result.err().contains("--junit"), result.err());
    }
}
