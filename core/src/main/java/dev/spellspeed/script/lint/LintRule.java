package dev.spellspeed.script.lint;

import java.util.List;

import dev.spellspeed.script.lint.LintFinding.Severity;

/**
 * The rules of {@code spellspeed lint}, with a one-line description each (SARIF's rule list and
 * docs/lint.md show them).
 *
 * @param id          the id findings carry
 * @param severity    the severity of its findings
 * @param description what it catches
 */
public record LintRule(String id, Severity severity, String description) {
    /** Every rule, in the order docs/lint.md lists them. */
    public static final List<LintRule> ALL = List.of(
            new LintRule("syntax", Severity.ERROR, "the script does not compile"),
            new LintRule("unknown-api", Severity.ERROR, "a Duel., Card., Effect., Group., Debug. or aux. function the API does not define"),
            new LintRule("not-implemented", Severity.WARNING, "an API function Spellspeed binds only as a 'not implemented' stub"),
            new LintRule("unknown-constant", Severity.ERROR, "an upper-case name such as REASON_EFFET that no file defines"),
            new LintRule("undefined-global", Severity.ERROR, "a name read as a global that nothing defines"),
            new LintRule("unknown-method", Severity.WARNING, "x:Name() where no Card, Effect, Group or string method, nor a function of the file, is called Name"),
            new LintRule("argument-count", Severity.ERROR, "an API call with fewer arguments than the function requires (a warning: more than it reads)"),
            new LintRule("argument-kind", Severity.ERROR, "a literal of the wrong kind for a declared parameter: a string where an integer goes, a number where a function or card goes"),
            new LintRule("nil-callback", Severity.ERROR, "SetCondition/SetCost/SetTarget/SetOperation/SetValue given nil, a non-function or a function the file never defines"),
            new LintRule("check-branch", Severity.ERROR, "a cost or target function without its chk==0 branch"),
            new LintRule("count-code", Severity.ERROR, "a SetCountLimit code of 0x10000000 or more, which collides with the EFFECT_COUNT_CODE_* bits"),
            new LintRule("stringid", Severity.WARNING, "aux.Stringid(id, n) where the card has no str(n+1) in the databases"),
            new LintRule("effect-not-registered", Severity.WARNING, "an effect created and never registered, passed or returned"),
            new LintRule("ygopro-tolerated", Severity.WARNING, "an effect registered twice, or SetCode after registering: ygopro (and a duel) tolerates it"),
            new LintRule("global-assignment", Severity.WARNING, "an assignment to a global the environment does not define"),
            new LintRule("unused-local", Severity.WARNING, "a local variable never used"));
}
