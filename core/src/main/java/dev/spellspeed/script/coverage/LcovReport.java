package dev.spellspeed.script.coverage;

import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Coverage in the lcov tracefile format ({@code lcov.info}), which genhtml, Codecov, Coveralls,
 * SonarQube and editor coverage gutters read: per file an {@code SF:} record with its functions
 * ({@code FN}, {@code FNDA}, {@code FNF}, {@code FNH}) and lines ({@code DA}, {@code LF}, {@code LH}).
 */
public final class LcovReport {
    private LcovReport() {
    }

    public static void write(List<ScriptCoverage> files, Writer out) throws IOException {
        out.write("TN:spellspeed\n");
        for (ScriptCoverage file : files) {
            out.write("SF:" + file.file() + "\n");
            Set<String> names = new HashSet<>();
            int functionsHit = 0;
            for (FunctionCoverage f : file.functions()) {
                String name = unique(f, names);
                out.write("FN:" + f.firstLine() + "," + name + "\n");
                out.write("FNDA:" + f.calls() + "," + name + "\n");
                functionsHit += f.calls() > 0 ? 1 : 0;
            }
            out.write("FNF:" + file.functions().size() + "\n");
            out.write("FNH:" + functionsHit + "\n");
            for (Map.Entry<Integer, Integer> line : file.lines().entrySet()) {
                out.write("DA:" + line.getKey() + "," + line.getValue() + "\n");
            }
            out.write("LF:" + file.linesFound() + "\n");
            out.write("LH:" + file.linesHit() + "\n");
            out.write("end_of_record\n");
        }
    }

    /** lcov names functions: two of the same name (or none) get their line added. */
    private static String unique(FunctionCoverage f, Set<String> names) {
        String name = f.name().replace(',', '_').replace(' ', '_');
        if (!names.add(name)) {
            name = name + "@" + f.firstLine();
            names.add(name);
        }
        return name;
    }
}
