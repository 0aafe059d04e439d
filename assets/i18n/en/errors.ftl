# Errors: bad input, files that cannot be read or written, unsupported rules.

error-language = unsupported language “{ $tag }”: Shudu speaks English (en) and Simplified Chinese (zh-CN)

# src/board/error.rs
error-boxes-of-x-do-not = boxes of { $box_rows }x{ $box_cols } do not make a grid of size 4 to 25
error-no-sudoku-has-side-side = no Sudoku has side { $size }: the side must be 4 to 25 and split into boxes (not prime)
error-is-not-digit-from-1 = { $value } is not a digit from 1 to 25
error-given-flags-do-not-fit = the given flags do not fit the cells ({ $flags } flags for { $cells } cells, or a given on an empty cell)
error-expected-cells-found = expected { $expected } cells, found { $found }
error-holds-larger-than-grid-size = { $cell } holds { $value }, larger than the grid size { $size }

# src/board/rules.rs
error-regions-name-cells-grid-has = the regions name { $found } cells, the grid has { $expected }
error-region-has-cells-each-of = region { $region } has { $cells } cells; each of the { $size } regions needs { $size }
error-windoku-needs-square-boxes-has = windoku needs square boxes; { $shape } has none
error-names-cell-outside-x-grid = { $what } names cell { $cell }, outside the { $size }x{ $size } grid
error-has-cells-group-with-no = { $what } has { $cells } cells; a group with no repeated digit holds 1 to { $size }
error-is-not-in-one-piece = { $what } is not in one piece: each cell must share a side with another
error-overlaps-another-at = { $what } overlaps another at { $cell }
error-cage-at-has-cells-which = the cage at { $anchor } has { $cells } cells, which add up to { $min } to { $max }, not { $sum }

# src/game/error.rs
error-puzzle-is-already-being-played = the puzzle is already being played
error-puzzle-s-given-flags-do = the puzzle's given flags do not match its digits
error-holds-larger-than-grid-size-2 = { $cell } holds { $digit }, larger than the grid size { $size }
error-has-pencil-mark-larger-than = { $cell } has a pencil mark larger than the grid size { $size }
error-is-given-but-also-holds = { $cell } is a given but also holds an entry
error-claims-given-that-puzzle-does = { $cell } claims a given that the puzzle does not have
error-timer-holds-seconds-more-than = the timer holds { $seconds } seconds, more than a game can have lasted
error-lies-outside-x-grid = { $cell } lies outside the { $size }x{ $size } grid

# src/generator/mod.rs
error-cancelled = cancelled
error-puzzles-of-are-out-of = { $value } puzzles of { $shape } are out of reach: the hardest level generated there is { $hardest_reachable }

# src/solver/cancel.rs
error-search-was-cancelled = the search was cancelled
error-cell-has-no-candidate-left = a cell has no candidate left

# src/formats/error.rs
error-cannot-read-it = cannot read it: { $reason }
error-larger-than-mib-no-puzzle = larger than { $limit } MiB: no puzzle file or saved game is that large
error-not-regular-file-folder-device = not a regular file (a folder, a device or a pipe)
error-not-text-file-invalid-utf = not a text file (invalid UTF-8 at byte { $offset })
error-no-puzzle-found = no puzzle found
error-is-not-digit-or = '{ $found }' is not a digit or '.'
error-is-larger-than-grid-size = { $value } is larger than the grid size { $size }
error-lists-no-candidate-pencil-mark = '{ $found }' lists no candidate: a pencil-mark cell holds the digits still possible there
error-is-not-candidate-digit = '{ $found }' is not a candidate digit
error-cells-is-not-puzzle-expected = { $found } cells is not a puzzle: expected 81 (or N*N for an NxN grid, N from 4 to 25)
error-expected-cells-in-this-row = expected { $expected } cells in this row, found { $found }
error-expected-rows-found = expected { $expected } rows, found { $found }
error-grid-of-side-cannot-be = a grid of side { $size } cannot be split into boxes (sides 4 to 25, not prime)
error-this-puzzle-uses-rule-which = this puzzle uses the rule '{ $rule }', which Shudu does not support
error-is-short-sudokupad-id-puzzle = '{ $id }' is a short SudokuPad id: the puzzle itself is on SudokuPad's server, and opening it needs the network, which Shudu does not use; copy the full link (the one carrying the puzzle) or the f-puzzles JSON instead
error-givens-break-rules = the givens break the rules: { $reason }
error-cannot-be-written-as = cannot be written as a { $format }: { $reason }

# src/formats/font.rs
error-built-in-font-could-not = the built-in font could not be read: { $reason }

# src/formats/png.rs
error-png-could-not-be-encoded = the PNG could not be encoded: { $reason }

# src/formats/print.rs
error-no-puzzle-to-print = no puzzle to print
error-pdf-could-not-be-made = the PDF could not be made: { $reason }

# src/formats/save.rs
error-line-column-not-shudu-save = { $origin }, line { $line }, column { $column }: not a Shudu save: { $reason }
error-saved-by-newer-shudu-save = { $origin }: saved by a newer Shudu (save version { $found }); this version reads up to { $supported }
error-saved-game-is-damaged = { $origin }: the saved game is damaged: { $problem }
error-cannot-write-game-as-ron = cannot write the game as RON: { $reason }
error-cannot-save = { $origin }: cannot save: { $reason }
