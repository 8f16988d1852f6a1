package dev.spellspeed.script.lua53;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

class LuaLexerTest {

    private static String kinds(String src) throws LuaSyntaxException {
        return LuaLexer.tokenize(src).stream()
                .map(t -> t.kind() == LuaToken.Kind.EOF ? "EOF" : t.kind().name().charAt(0) + ":" + t.text())
                .collect(Collectors.joining(" "));
    }

    @Test
    void numbers() throws LuaSyntaxException {
        assertEquals("N:3 N:3.0 N:0x1F N:0x1p-4 N:1e+10 N:.5 N:0xA.8p1 EOF",
                kinds("3 3.0 0x1F 0x1p-4 1e+10 .5 0xA.8p1"));
        assertEquals("N:0xe S:+ N:1 EOF", kinds("0xe+1")); // 'e' is a hex digit, not an exponent
    }

    @Test
    void symbolsLongestFirst() throws LuaSyntaxException {
        assertEquals("S:... S:.. S:. S:// S:/ S:<< S:<= S:< S:>> S:>= S:~= S:~ S::: S:: EOF",
                kinds("... .. . // / << <= < >> >= ~= ~ :: :"));
    }

    @Test
    void stringsAndComments() throws LuaSyntaxException {
        assertEquals("S:'a\\'b' S:\"c\\\"d\" S:[==[x]]y]==] EOF", kinds("'a\\'b' \"c\\\"d\" [==[x]]y]==]"));
        assertEquals("N:name EOF", kinds("--[[ c ]] --[=[ ]] ]=] -- line\nname"));
        List<LuaToken> t = LuaLexer.tokenize("a\r\n--[[\n\n]]b\n\rc 'x\\\ny' d");
        assertEquals(List.of(1, 4, 5, 5, 6), t.subList(0, 5).stream().map(LuaToken::line).toList());
    }

    @Test
    void keywordsAndNames() throws LuaSyntaxException {
        assertEquals("K:local N:x S:= K:nil K:and N:_y2 EOF", kinds("local x = nil and _y2"));
    }

    @Test
    void errors() {
        assertThrows(LuaSyntaxException.class, () -> LuaLexer.tokenize("x = 'open"));
        assertThrows(LuaSyntaxException.class, () -> LuaLexer.tokenize("x = [==[ open ]=]"));
        assertThrows(LuaSyntaxException.class, () -> LuaLexer.tokenize("--[[ open"));
        assertThrows(LuaSyntaxException.class, () -> LuaLexer.tokenize("x = [= y"));
        assertThrows(LuaSyntaxException.class, () -> LuaLexer.tokenize("x = @"));
    }
}
