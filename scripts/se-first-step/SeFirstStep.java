// serate's first step on a grid, for grids whose whole rating serate cannot finish in time
// (issue 42: the fixtures of nested levels 4 and 5). A measuring tool only, never part of
// nonet: it runs against serate 1.2.1.3's compiled classes (LGPL-2.1, built from
// ../shared/tools/serate by se-first-step.sh) and is written from their public and private
// signatures (`javap -p`) and black-box runs, not from their source.
//
// Each line is an 81-character grid, optionally followed by candidates to remove before the
// first step, as `rNcM-d` tokens (a pencil-mark position, e.g. the rule-30 fixture). For each
// line it asks the Solver's rule lists in order (direct, indirect,
// chaining, chaining 2, advanced, experimental: rules 1-30), skipping the validity checks
// (which stop at a grid with several solutions; serate's rating loop rates such grids), and
// prints the easiest hint of the first rule that gives any:
//   LINE rule=N DIFFICULTY NAME | HINT SECONDS
// Checked against serate's own ED on the reference samples by se-first-step.sh --check.

import diuf.sudoku.Grid;
import diuf.sudoku.solver.Hint;
import diuf.sudoku.solver.HintProducer;
import diuf.sudoku.solver.Rule;
import diuf.sudoku.solver.Solver;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

public class SeFirstStep {
    private static final String[] RULE_LISTS = {
        "directHintProducers", "indirectHintProducers", "chainingHintProducers",
        "chainingHintProducers2", "advancedHintProducers", "experimentalHintProducers"
    };

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.length() < 81) {
                continue;
            }
            // The grid, then the candidates to take out; anything after them (a comment,
            // a rating) is left alone, as serate leaves it.
            String[] all = line.trim().split("\\s+");
            int n = 1;
            while (n < all.length && all[n].matches("r[1-9]c[1-9]-[1-9]")) {
                n++;
            }
            String[] words = java.util.Arrays.copyOf(all, n);
            words[0] = line.substring(0, 81);
            long start = System.nanoTime();
            String step = firstStep(words);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("%s %s %.1fs%n", String.join(" ", words), step, seconds);
            System.out.flush();
        }
    }

    private static String firstStep(String[] words) throws Exception {
        String grid81 = words[0];
        Grid grid = new Grid();
        for (int cell = 0; cell < 81; cell++) {
            char c = grid81.charAt(cell);
            if (c >= '1' && c <= '9') {
                grid.setCellValue(cell % 9, cell / 9, c - '0');
            }
        }
        Solver solver = new Solver(grid);
        solver.rebuildPotentialValues();
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            int row = w.charAt(1) - '1';
            int col = w.charAt(3) - '1';
            grid.getCell(col, row).removePotentialValue(w.charAt(5) - '0');
        }
        int rule = 0;
        for (String listName : RULE_LISTS) {
            Field field = Solver.class.getDeclaredField(listName);
            field.setAccessible(true);
            @SuppressWarnings("unchecked")
            List<HintProducer> producers = (List<HintProducer>) field.get(solver);
            for (HintProducer producer : producers) {
                rule++;
                List<Hint> hints = new ArrayList<>();
                producer.getHints(grid, hints::add);
                Hint easiest = null;
                for (Hint hint : hints) {
                    if (hint instanceof Rule && (easiest == null
                            || ((Rule) hint).getDifficulty() < ((Rule) easiest).getDifficulty())) {
                        easiest = hint;
                    }
                }
                if (easiest != null) {
                    Rule r = (Rule) easiest;
                    return String.format("rule=%d %s %s | %s", rule, oneDecimal(r.getDifficulty()), r.getName(), easiest);
                }
            }
        }
        return "rule=none";
    }

    /** A difficulty as serate prints ED: floor((x + 0.05) * 10) as an int, split at its last digit. */
    private static String oneDecimal(double x) {
        int w = (int) Math.floor((x + 0.05) * 10);
        return (w / 10) + "." + (w % 10);
    }
}
