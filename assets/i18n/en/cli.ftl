# The command line's messages.

# src/cli/explain.rs
cli-step-s = { $found ->
    [one] 1 step
   *[other] { $found } steps
}
cli-shudu-gave-up-after-step = shudu: gave up after { $found ->
    [one] 1 step
   *[other] { $found } steps
} (time limit)

# src/cli/generate.rs
cli-is-not-variant-use-one = '{ $text }' is not a variant: use one of { $names }
cli-is-not-grid-side = '{ $text }' is not a grid side
cli-shudu-calendar-ends-at-9999 = shudu: the calendar ends at 9999-12-31: { $count ->
    [one] 1 day
   *[other] { $count } days
} only
cli-shudu-daily-puzzle-of = shudu: the daily puzzle of { $date } ({ $weekday_name }): { $level }
cli-shudu-puzzle = shudu: puzzle { $index }: { $why }

# src/cli/hint.rs
cli-is-not-whole-number-of = '{ $text }' is not a whole number of 1 or more
cli-stopped-at-its-limit-of = { $technique }: stopped at its limit of { $steps_per_technique } steps (--steps-per-technique); it may have more
cli-stopped-at-time-limit-of = stopped at the time limit of { $as_secs_f64 } s (--time-limit) while searching { $technique }; the steps found so far are listed, later techniques were not searched

# src/cli/mod.rs
cli-is-not-number-of-seconds = '{ $text }' is not a number of seconds
cli-gave-up-time-limit = { $place }: gave up (time limit)
cli-skipped = skipped: { $why }
cli-shudu-no-valid-puzzle-to = shudu: { $origin }: no valid puzzle to time
cli-rounds-and-of-puzzles = { $rounds } rounds and { $i } of { $count } puzzles

# src/cli/parallel.rs
cli-line = { $file }, line { $line }
cli-of-puzzles = { $printed } of { $count } puzzles

# src/cli/print.rs
cli-shudu-nothing-printed-fix-input = shudu: nothing printed: fix the input first
cli-shudu-no-puzzle-to-print = shudu: no puzzle to print
cli-rating-of-puzzles-nothing-was = rating { $rated } of { $count } puzzles; nothing was written
cli-so-its-solution-cannot-be = { $place }: { $why }, so its solution cannot be printed
cli-shudu-nothing-printed-leave-out = shudu: nothing printed: leave out --solutions or those puzzles
cli-puzzles-on-pages = { $output }: { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
} on { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}
cli-puzzle = Puzzle { $value }

# src/cli/progress.rs
cli-shudu-interrupted-after = shudu: interrupted after { $how_far }

# src/cli/scan.rs
cli-uncertain-cells = { $name }: uncertain cells { $uncertain }
cli-reading-has-several-solutions = { $name }: the reading has several solutions
cli-reading-has-no-solution = { $name }: the reading has no solution

# src/cli/stats.rs
cli-shudu-no-data-folder-here = shudu: no data folder here to find the history in; give --file
cli-shudu-no-such-history-file = shudu: { $path }: no such history file

# src/cli/trace.rs
cli-is-not-algorithm-use = '{ $name }' is not an algorithm: use { $names }
cli-placements-backtracks = { $placements } placements, { $backtracks } backtracks
cli-trace-placements-backtracks = trace: { $placements } placements, { $backtracks } backtracks

# src/cli/help.rs (the headings of --help in other languages; English is clap's own)
help-usage = Usage:
help-commands = Commands
help-options = Options
help-any-help-command = Print this message or the help of the given subcommand(s)
cli-fetching = fetching the puzzle of https://sudokupad.app/{ $id }

# src/cli/candidates.rs
cli-cells-of = { $done } of { $count } cells
