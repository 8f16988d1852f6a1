/**
 * Per-line coverage of card scripts: what the sandbox's instruction hook counted
 * ({@link dev.spellspeed.script.sandbox.LineCoverage}) turned into lines and effect callbacks per
 * card, written as lcov and HTML ({@code spellspeed test --coverage}).
 */
package dev.spellspeed.script.coverage;
