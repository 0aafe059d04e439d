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
error-is-short-sudokupad-id-puzzle = '{ $id }' is a short SudokuPad link: the puzzle itself is kept on SudokuPad's server. Shudu fetches it only when you allow it (the window asks once; on the command line add --fetch), or copy the full link (the one carrying the puzzle) or the f-puzzles JSON instead
error-givens-break-rules = the givens break the rules: { $reason }
error-cannot-be-written-as = cannot be written as a { $format }: { $reason }

# src/export/font.rs
error-built-in-font-could-not = the built-in font could not be read: { $reason }

# src/export/png.rs
error-png-could-not-be-encoded = the PNG could not be encoded: { $reason }

# src/export/layout.rs, src/export/print.rs
error-no-puzzle-to-print = no puzzle to print
error-pdf-could-not-be-made = the PDF could not be made: { $reason }

# src/formats/save.rs
error-line-column-not-shudu-save = { $origin }, line { $line }, column { $column }: not a Shudu save: { $reason }
error-saved-by-newer-shudu-save = { $origin }: saved by a newer Shudu (save version { $found }); this version reads up to { $supported }
error-saved-game-is-damaged = { $origin }: the saved game is damaged: { $problem }
error-cannot-write-game-as-ron = cannot write the game as RON: { $reason }
error-cannot-save = { $origin }: cannot save: { $reason }

# src/formats/error.rs
error-line = , line { $line }
error-column = , column { $column }

# src/formats/fpuzzles.rs
error-not-valid-json = not valid JSON ({ $why })
error-not-json-object = not a JSON object
error-size-must-be-number-from = 'size' must be a number from 4 to 25
error-negative-constraint = negative constraint ({ $kinds })
error-cage-cosmetic-cage-labelled = cage (a cosmetic cage labelled '{ $label }')
error-no-grid-list = no 'grid' list
error-grid-has-rows-size-says = 'grid' has { $count ->
    [one] { $count } row
   *[other] { $count } rows
}, 'size' says { $n }
error-row-of-grid-is-not = row { $value } of 'grid' is not { $n } cells
error-is-not-object = { $name } is not an object
error-holds-not-digit-from-1 = { $name } holds { $value }, not a digit from 1 to { $n }
error-cells-outside-every-region-at = cells outside every region (at { $name })
error-is-in-region-regions-are = { $name } is in region { $region }; regions are 0 to { $value }
error-has-no-cells-list = { $what } has no 'cells' list
error-with-no-cells = { $what } with no cells
error-is-not-cell-of-x = { $what }: { $name } is not a cell of the { $n }x{ $n } grid
error-is-not-list = '{ $key }' is not a list
error-labelled-not-sum = { $what } labelled { $value }, not a sum

# src/formats/jigsaw.rs
error-region-line-with-no-givens = a region line with no givens line after it
error-not-region-map-n-n = not a region map: N*N characters, N symbols each in N cells side by side

# src/formats/killer.rs
error-cells-not-81 = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}, not 81
error-arrows-from-lead-to-in = the arrows from { $from } lead to { $to }, in no cage
error-is-neither-sum-nor-arrow = '{ $c }' is neither a sum nor an arrow
error-arrow-at-points-off-grid = the arrow '{ $c }' at { $from } points off the grid
error-arrows-from-go-round-in = the arrows from { $from } go round in a circle
error-is-not-box-size = '{ $dims }' is not a box size
error-cells-not = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}, not { $cell_count }
error-holds-not-number = { $cell } holds '{ $trim }', not a number
error-gives-cage-sum-another-cell = { $cell } gives cage { $id } the sum { $sum }, another cell { $value }

# src/formats/links.rs
error-its-json-does-not-read = its JSON does not read ({ $why })
error-its-data-does-not-unpack = its data does not unpack
error-link-names-no-puzzle = the link names no puzzle
error-sudokupad-s-compressed-scf-format = SudokuPad's compressed 'scf' format is not supported; copy the f-puzzles JSON or a link with 'scl' or 'fpuzzles' data
error-its-data-does-not-unpack-2 = its data does not unpack (a link cut short?)

# src/formats/solo.rs
error-it-starts-with-no-size = it starts with no size
error-bad-size = bad size
error-is-random-seed-not-game = '{ $params }#...' is a random seed, not a game ID: copy the game ID from Solo
error-no-after-params = no ':' after the params
error-givens = the givens
error-jigsaw-needs-its-regions-after = a jigsaw needs its regions after a ','
error-regions = the regions
error-regions-make-blocks-not = the regions make { $labels } blocks, not { $n }
error-killer-needs-its-cages-after = a killer needs its cages after a ','
error-cages = the cages
error-killer-needs-its-sums-after = a killer needs its sums after the cages
error-sums = the sums
error-more-parts-than-its-params = more parts than its params call for
error-hold-above = { $what } hold { $value }, above { $max }
error-has-no-place-in = '{ $from }' has no place in { $what }
error-cover-cells-grid-has = { $what } cover { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}, the grid has { $cells }
error-hold = { $what } hold { $v }
error-name-too-many-edges = { $what } name too many edges
error-do-not-cover-grid-s = { $what } do not cover the grid's edges
error-cage-at-has-two-sums = the cage at { $anchor } has two sums
error-solo-has-no-windoku = Solo has no windoku
error-solo-has-no-anti-knight = Solo has no anti-knight rule
error-solo-has-no-anti-king = Solo has no anti-king rule
error-solo-has-no-clues = Solo has none of the Cracking the Cryptic rules (thermometers, arrows, dots, ...)
error-solo-has-no-non-consecutive = Solo has no non-consecutive rule
error-solo-has-no-extra-regions = Solo has no extra regions
error-solo-has-both-diagonals-or = Solo has both diagonals or neither
error-every-solo-cage-has-sum = every Solo cage has a sum below 256
error-solo-s-cages-have-2 = Solo's cages have 2 cells or more
error-solo-s-cages-do-not = Solo's cages do not overlap
error-solo-s-cages-cover-every = Solo's cages cover every cell

# src/formats/sudokupad.rs
error-no-cells = no 'cells'
error-row-is-not-cells = row { $value } is not { $n } cells
error-is-no-list-of-cells = { $what }: { $other } is no list of cells
error-is-not-cell-of-grid = { $what }: { $cell } is not a cell of the grid
error-grid-without-regions = a grid without regions
error-region = region { $value }
error-cells-outside-every-region = cells outside every region
error-cage = cage { $value }
error-labelled = { $what } labelled '{ $label }'
error-drawn-line = a line from { $at }
error-drawn-arrow = an arrow from { $at }
error-drawn-shape = a shape ({ $colour }) at { $at }
error-drawn-text = the text '{ $text }' at { $at }
error-drawn-outside-numbers = numbers outside the grid ('{ $text }') that the rules do not call sandwich sums (X-sums, skyscrapers and others are drawn the same way)

# src/formats/variant.rs
error-and-hold-consecutive-digits = { $first } and { $second } hold consecutive digits
error-cage-at-adds-up-to = the cage at { $first } adds up to { $total }, not { $sum }

# src/export/pdf.rs
error-built-in-font-was-refused = the built-in font was refused
error-no-page-of-x-points = no page of { $width } x { $height } points

# src/export/layout.rs, src/export/print.rs
error-is-no-paper-size-give = '{ $text }' is no paper size: give a4 or letter

# src/formats/error.rs: the formats' names
format-fpuzzles-json = f-puzzles JSON
format-sudokupad-puzzle = SudokuPad puzzle
format-solo-game-id = Solo game ID
format-jigsaw-text = jigsaw text
format-killer-text = killer text
format-sudocue-killer-text = SudoCue killer text
format-puzzle-link = puzzle link

# src/scan/mod.rs
error-scan-not-picture = not a picture Shudu reads (PNG, JPEG or WebP)
error-scan-decode = the picture could not be decoded: { $reason }
error-scan-too-big = the picture is too big: { $width }x{ $height } pixels, at most 40 megapixels
error-scan-too-small = the picture is too small: { $width }x{ $height } pixels
error-scan-no-grid = no grid found
error-scan-no-clipboard-picture = the clipboard holds no picture ({ $reason })
error-scan-file-too-big = the file has { $size } bytes, more than a picture may have ({ $limit })

# src/board/clues.rs
error-clue = { $what }{ $at }: { $why }
clue-too-short = it needs at least { $least } cells
clue-line-breaks = the line jumps at its cell { $step }: each cell must touch the one before
clue-cell-twice = a cell comes twice
clue-bad-value = { $value } is not a value this clue can take
clue-bad-circle = the circle must be one cell, or a pill of two or three cells in a straight run (pills up to 9x9)
clue-not-neighbours = the two cells are not side by side
clue-points-nowhere = it is not beside the grid, pointing into it
clue-sandwich-size = sandwich sums go up to 16x16, not { $size }x{ $size }
clue-not-a-corner = the four cells are not a 2x2 square
clue-quadruple-digits = a quadruple lists one to four digits
clue-clone-sizes = a clone and its copy must have the same number of cells
clue-disjoint-jigsaw = disjoint groups need boxes, and a jigsaw has none
error-clue-broken = the digits break the { $clue } clue at { $cell }
error-negative-broken = { $first } and { $second } break the negative rule: no X, V or dot between them, so they may not make one
error-has-no-lines-list = { $what } has no 'lines' list
error-needs-two-cells = { $what } needs two cells
error-needs-four-cells = { $what } needs four cells
error-bad-direction = { $what }: '{ $direction }' is not a direction (UL, UR, DL or DR)
fetch-stopped = the request stopped without an answer
fetch-no-puzzle = SudokuPad's answer holds no puzzle
fetch-timed-out = { $host } did not answer within { $seconds } seconds
fetch-unreachable = could not reach { $host } (is this computer online?): { $why }
fetch-not-found = SudokuPad has no puzzle under this id (check the link)
fetch-status = { $host } answered with HTTP status { $status }
fetch-too-large = SudokuPad's answer is larger than { $mib } MiB, more than any puzzle
fetch-not-text = SudokuPad's answer is not text
