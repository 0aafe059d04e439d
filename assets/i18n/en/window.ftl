# The window: menus, panels, the status line and the questions it asks.

menu-view = View
theme-system = Theme: follow the system
theme-light = Theme: light
theme-dark = Theme: dark
language-system = Language: follow the system

# src/ui/app.rs
statistics-could-not-be-saved = The statistics could not be saved: { $why }
menu-bar = Menu bar
status = Status
solution-path = Solution path
picture = Picture
controls = Controls
board = Board
lab-controls = Lab controls
lab-board = Lab board

# src/ui/board/
paused-press-or-resume = Paused: press { $pause_key } or Resume

# src/board/rules.rs (the rules switched while entering a puzzle)
x-diagonals = X diagonals
windoku = Windoku
anti-knight = Anti-knight
anti-king = Anti-king
non-consecutive = Non-consecutive

# src/ui/entering.rs
entering-puzzle = Entering a puzzle
type-givens-then-press-start = Type the givens, then press Start.
start = Start
cancel = Cancel
rules = Rules
pick-cells-drag-over-them = Pick cells: drag over them, or Ctrl-click each.
sum = Sum
make-cage = Make cage
remove-cage = Remove cage
takes-away-cage-of-selected = Takes away the cage of the selected cell
jigsaw-pick-cells-for-each = Jigsaw: pick { $n } cells for each region.
jigsaw-all-regions-made = Jigsaw: all { $n } regions made.
jigsaw-of-regions-made = Jigsaw: { $m } of { $n } regions made.
make-region = Make region
clear-regions = Clear regions

# src/ui/info.rs
by = by { $author }

# src/ui/keys.rs
undo = Undo
redo = Redo
open-puzzle-or-saved-game = Open a puzzle or a saved game
hint-where-to-look-then = Hint: where to look, then the pattern, then apply it
save-game = Save the game
save-game-as-new-file = Save the game as a new file
new-easy-game = New Easy game
new-medium-game = New Medium game
new-hard-game = New Hard game
new-expert-game = New Expert game
new-master-game = New Master game
new-extreme-game = New Extreme game
check-entries-against-solution = Check the entries against the solution
solve-fill-in-solution = Solve: fill in the solution
solver-lab-watch-search-algorithms = Solver lab: watch search algorithms solve this puzzle (again to leave)
keys-digits = 1 to { $size }
keys-digits-letters = 1 to 9, A to { $last }, or two digits (1 then 2 for 12)
keys-digits-two = 1 to 9, or two digits (1 then 2 for 12)

# src/ui/lab.rs
solver-lab = Solver lab
back-to-game = Back to the game
watch-computer-search-this-puzzle = Watch a computer search this puzzle. The game waits, untouched.
pause = Pause
play = Play
step = Step
restart = Restart
steps-s = {" "}steps/s
speed = Speed
keys-space-plays-or-pauses = Keys: Space plays or pauses, Right steps, Esc goes back.
how-works = How { $title } works
solved = Solved
no-solution-every-choice-failed = No solution: every choice failed
searching = Searching
ready-press-play-or-step = Ready: press Play or Step
paused = Paused
placements = Placements
backtracks = Backtracks
cells-visited = Cells visited
depth = Depth
deepest = { $depth } (deepest { $max_depth })
search-time = Search time
every-cell-is-filled-without = Every cell is filled without a clash: solved.
first-choice-ran-out-of = The first choice ran out of digits: this puzzle has no solution.
first-it-fills-everything-givens = First it fills everything the givens force.
it-starts-at-first-cell = It starts at the first cell its order picks.
wrote-in-guess-or-single = Wrote { $digit } in { $cell }: a guess, or a single it forced. Next: more singles, or a guess: the cell with the fewest candidates, or a digit with two places left in a unit.
wrote-in-lowest-digit-no = Wrote { $digit } in { $cell }, the lowest digit no peer holds. Next: the next empty cell in reading order.
wrote-in-and-pushed-choice = Wrote { $digit } in { $cell } and pushed the choice. Next: a box's last blank, or the cell with the fewest blanks around it.
wrote-in-its-lowest-candidate = Wrote { $digit } in { $cell }, its lowest candidate bit. Next: the cell with the fewest candidates.
took-back-guess-led-to = Took back { $cell }: the guess led to a contradiction, so everything it forced goes too.
took-back-next-cell-had = Took back { $cell }: the next cell had no digit left, so the choice here was wrong (a backtrack). Next: { $cell }'s next digit.
comparison = Comparison
running-all-four-on-worker = Running all four on the worker...
cancel-comparison = Cancel comparison
compare-all-four = Compare all four
each-runs-to-its-end = Each runs to its end, or for at most { $as_secs } s.
algorithm = Algorithm
time = Time
text = { $n }{ $capped }
stopped-after-s-still-searching = + stopped after { $as_secs } s, still searching

# src/ui/marking.rs
notes = Centre ({ $notes_key })
value = Value
digits-are-placed = Digits are placed
digits-toggle-notes-candidates-centre = Digits toggle notes: the candidates (centre marks), which hints read
corner-x = Corner (X)
digits-toggle-corner-marks-where = Digits toggle corner marks: where a digit can go in its box (Shift+digit toggles one in any mode)
colour-v = Colour (V)
digits-1-to-9-colour = Digits 1 to 9 colour the cell (again to take the colour off)
colour = colour { $number } { $colour_name }
erase-colour-del = Erase colour (Del)
clear-notes = Clear notes
clear-corner-marks = Clear corner marks
clear-colours = Clear colours

# src/ui/mod.rs
cannot-open-window = cannot open the window: { $why }
shudu-shudu-window-already-open = shudu: the Shudu window already open takes it from here
shudu-cannot-tell-whether-another = shudu: cannot tell whether another Shudu window runs ({ $why }); opening one
shudu-window-icon-is-unreadable = shudu: the window icon is unreadable ({ $why }); using the default

# src/ui/menu.rs, side.rs, path.rs, status.rs, help.rs, question.rs
letters-for-digits-above-9 = Letters for digits above 9
notes-in-fixed-places = Notes in fixed places
notes-centred-centre-marks = Notes centred (centre marks)
keyboard = Keyboard
leave-solver-lab = Leave the solver lab
game = Game
enter-puzzle = Enter a puzzle
open = Open...
save = Save
save-as = Save as...
copy-puzzle = Copy puzzle
copy-with-candidates = Copy with candidates
copy-pencil-mark-grid = Copy pencil-mark grid
export-board-as-svg = Export board as SVG...
export-board-as-svg-without = Export board as SVG without notes...
export-board-as-png = Export board as PNG...
export-board-as-png-without = Export board as PNG without notes...
copy-board-as-image = Copy board as image
print-to-pdf = Print to PDF...
paste-puzzle = Paste puzzle
paste-picture = Paste picture
statistics = Statistics
new-game = New game
new-game-2 = New { $level } game
today-s-daily-puzzle-done = Today's daily puzzle (done)
# The two submenus of New game that hold the variants: the older ones (killer, jigsaw, ...)
# and the line and clue rules (thermometers, arrows, dots, ...).
variant-group-classic = Variants
variant-group-clues = Lines and clues
today-s-daily-puzzle = Today's daily puzzle
practise-technique = Practise a technique...
copy-as-f-puzzles = Copy as f-puzzles
copy-as-f-puzzles-link = Copy as f-puzzles link
copy-link = Copy link
copy-as-solo-game-id = Copy as Solo game ID
text-2 = { $level } { $title }
n-or-space = N or Space
p-or-esc = P or Esc
place-digit-note-corner-mark = Place a digit (a note, a corner mark or a colour in those modes)
keys-clear = 0, Delete, Backspace
clear-cell-value-then-marks = Clear the cell: value, then marks, then colour (the colour only in colour mode)
arrow-keys = Arrow keys
move-selection = Move the selection
notes-mode-on-or-off = Notes mode on or off
corner-mode-on-or-off = Corner mode on or off
colour-mode-on-or-off = Colour mode on or off (digits 1 to 9 colour the cell)
shift-digit = Shift+digit
toggle-that-corner-mark-in = Toggle that corner mark, in any mode
pause-or-resume-board-hides = Pause or resume (the board hides)
say-time-played-in-status = Say the time played (in the status line)
dismiss-hint-or-path-step = Dismiss the hint or the path step shown, else clear the selection
ctrl-shift-click-drag = Ctrl/Shift+click, drag
while-entering-puzzle-pick-cells = While entering a puzzle: pick cells for a cage or a region
copy-puzzle-as-text = Copy the puzzle as text
paste-puzzle-or-saved-game = Paste a puzzle or a saved game
or = { $name } or ?
show-or-hide-this-window = Show or hide this window
fill-candidates = Fill candidates
hint = Hint
check = Check
solve = Solve
hint-2 = Hint: { $title }
show-pattern = Show the pattern
apply-it = Apply it
clear-it = Clear it
dismiss = Dismiss
close = Close
working-out-path = Working out the path...
stop = Stop
stopped-close-panel-and-open = Stopped. Close the panel and open it again to start over.
no-path-yet = No path yet.
steps = { $count ->
    [one] 1 step
   *[other] { $count } steps
}: { $counts }
hardest-marked = Hardest: { $technique } (marked *)
techniques-solve-it-click-step = The techniques solve it. Click a step to see it; Esc returns.
techniques-get-stuck-at-end = The techniques get stuck at the end: only trial and error is left.
text-3 = { $value }. { $line }{ $mark }
notes-in = Notes in { $cell }
note = note { $text } { $value }
solved-2 = Solved!
resume = Resume ({ $key })
pause-2 = Pause ({ $key })
sudoku-explainer-rating-hardest-step = Sudoku Explainer rating { $rating }: the hardest step needed is { $hardest }.
graded-on-sudoku-explainer-s = Graded { $rating } on Sudoku Explainer's scale by Shudu's techniques (SE has no variant rules): the hardest step needed is { $hardest }.
puzzle-of = Puzzle { $number } of { $count }
previous = Previous
next = Next
go-to = Go to
left = { $symbol } ({ $left } left)
erase-del = Erase (Del)
cancel-job = Cancel job
stop-waiting = Stop waiting
game-2 = { $level } game
opened-from = Opened from { $file_name }
puzzle-of-from = Puzzle { $number } of { $count } from { $file_name }
pasted = Pasted
daily-puzzle-of = Daily puzzle of { $date }
learning = Learning
practising = Practising
text-4 = { $mode } { $name }
entering = Entering
entered = Entered
saved-as = { $from }, saved as { $file_name }

# src/ui/practice.rs
learn-starts-puzzle-right-before = Learn starts a puzzle right before the technique is first needed, with the hint on screen. Practise gives a whole puzzle that needs nothing harder. Finding one takes a moment; rare techniques may take up to a minute, or not turn up.
played-hints = played { $games }, hints { $hints }
ready = { $ready } ready { $record }
learn = Learn
practise = Practise
text-5 = { $label } { $name }

# src/ui/print.rs
print = Print
this-puzzle = This puzzle
every-puzzle-of-its-file = Every puzzle of its file ({ $count })
puzzles-page = Puzzles a page:
paper = Paper:
solutions-on-pages-at-end = Solutions on pages at the end
print-2 = Print...
new-puzzles-of-level = New puzzles of a level
level = Level
how-many = How many:

# src/ui/board/reader.rs
row-column = row { $row }, column { $col }
given = given { $digit }
notes-2 = notes { $digits }
corner = corner { $digits }
colour-2 = colour { $colour } { $colour_name }

# src/ui/scan.rs
scanned-picture = scanned picture
puzzle-from-picture = Puzzle from a picture
read-from = Read from { $name }.
grid-as-read-from-picture = The grid as read from the picture
every-cell-was-read-with = Every cell was read with confidence.
uncertain-outlined = Uncertain (outlined): { $cells }.
compare-board-with-picture-click = Compare the board with the picture; click a cell and type to correct it, then press Start (Cancel goes back to the game before).

# src/ui/stats.rs
no-games-yet-every-game = No games yet: every game you finish or leave after a move is counted here.
today-s-is-done = today's is done
today-s-is-still-to = today's is still to do
winning-times-last-games-per = Winning times, last games per level (minutes)
no-hints-used-yet = No hints used yet.
hints-by-technique = Hints by technique
played = Played
won = Won
best = Best
average = Average
streak = Streak
best-run = Best run
hints = Hints

# src/ui/x11.rs
shudu-cannot-name-window-for = shudu: cannot name the window for the desktop ({ $why })

# src/session/clipboard.rs
copied-puzzle-as-text = Copied the puzzle as text.
f-puzzles-json = f-puzzles JSON
f-puzzles-link = an f-puzzles link
solo-game-id = a Solo game ID
copied-puzzle-as = Copied the puzzle as { $name }.
copied-link = Copied a link that opens the puzzle.
nothing-copied = Nothing copied: { $why }.
nothing-pasted-text-is-larger = Nothing pasted: the text is larger than { $mib } MiB; save it to a file and open it.
pasted-text = the pasted text
pasted-new-puzzle = Pasted a new puzzle.
nothing-pasted = Nothing pasted: { $why }
hodoku-library-line = a HoDoKu library line
pencil-mark-grid = a pencil-mark grid
copied-board-with-its-candidates = Copied the board with its candidates as { $name }.
nothing-copied-holds-boards-up = Nothing copied: { $name } holds boards up to 9x9 only; Copy puzzle copies this one.

# src/session/daily.rs
daily-puzzle-waits-until-it = { $busy }: the daily puzzle waits until it is done.
making-daily-puzzle-of = Making the daily puzzle of { $date } ({ $weekday_name }, { $level })...
daily-puzzle-of-2 = The daily puzzle of { $date } ({ $weekday_name }, { $level }).
no-daily-puzzle = No daily puzzle: { $why }

# src/session/drafting.rs
rules-could-not-be-put = The rules could not be put back: { $why }.
clear-regions-2 = clear the regions
regions-cleared-boxes-stand-again = Regions cleared: the boxes stand again.
cannot = Cannot { $what }: { $why }.
change-rules = change the rules
rule-switched = { $state ->
    [on] { $title } on.
   *[off] { $title } off.
}
pick-cells-of-first-drag = Pick the cells of the { $what } first: drag over them, or Ctrl-click each.
cage-s-sum-is-whole = A cage's sum is a whole number (or nothing), not "{ $text }".
make-cage-2 = make the cage
no-sum = no sum
sum-2 = sum { $s }
cage-of-cells-made = { $count ->
    [one] Cage of 1 cell made ({ $sum }).
   *[other] Cage of { $count } cells made ({ $sum }).
}
select-cell-of-cage-to = Select a cell of the cage to remove.
remove-cage-2 = remove the cage
removed-cage-at = Removed the cage at { $cell }.
is-in-no-cage = { $cell } is in no cage.
make-region-2 = make the region
all-regions-made-they-replace = All { $n } regions made: they replace the boxes. (Clear regions starts over.)
region-of-made = Region { $made } of { $n } made.

# src/session/engine.rs
solving = Solving
checking = Checking
checking-puzzle = Checking the puzzle
finding-hint = Finding a hint
engine-failed-game-is-unchanged = The engine failed ({ $why }); the game is unchanged. Please report this.
cancelled = Cancelled.
board-changed-while-engine-worked = The board changed while the engine worked; its answer was dropped.
typed-puzzle-has-no-solution = The typed puzzle has no solution.
this-puzzle-has-no-solution = This puzzle has no solution.
there-is-no-one-solution = there is no one solution to check entries against
there-is-no-one-solution-2 = there is no one solution to fill in
this-puzzle-has-several-solutions = This puzzle has several solutions, so { $what }: the { $count } outlined cells differ between two of them.
no-mistakes-so-far = No mistakes so far.
entries-disagree-with-solution-marked = { $count ->
    [one] 1 entry disagrees with the solution (marked).
   *[other] { $count } entries disagree with the solution (marked).
}
puzzle-accepted-it-has-exactly = Puzzle accepted: it has exactly one solution.

# src/session/entering.rs
type-puzzle-s-givens-then = Type the puzzle's givens, then press Start.
cannot-start = Cannot start: { $problem }.
cannot-start-2 = Cannot start: { $why }.

# src/session/export.rs
export-once-it-is-done = { $busy }: export once it is done.

# src/session/files.rs
no-file-dialog-could-be = No file dialog could be shown: this desktop has neither a file-chooser portal nor zenity. Open a file with `shudu FILE`, or paste a puzzle with Ctrl+V.
waiting-for-file-dialog = Waiting for the file dialog
opening-file = Opening the file
saving = Saving
making-daily-puzzle = Making the daily puzzle
making-new-puzzle = Making a new { $level } { $variant } puzzle
exporting-board = Exporting the board
printing = Printing
copying-board = Copying the board
reading-picture = Reading the picture
stopped-making-daily-puzzle = Stopped making the daily puzzle.
stopped-making-puzzle = Stopped making the { $variant } puzzle.
stopped-looking-for-puzzle-that = Stopped looking for a puzzle that needs { $name }.
stopped-reading-picture = Stopped reading the picture.
stopped-waiting-for-file = Stopped waiting for the file.
nothing-to-save-while-puzzle = Nothing to save while a puzzle is typed: press Start first.
game-on-board-is-not = The game on the board is not from a file of several puzzles.
file-job-failed-nothing-changed = The file job failed ({ $why }); nothing changed. Please report this.
saved-to = Saved to { $path }.
not-saved = Not saved: { $why }
exported-board-to = Exported the board to { $path }.
not-exported = Not exported: { $why }
opened-saved-game = Opened the saved game { $name }.
opened = Opened { $name }.
opened-puzzle-of-from = Opened puzzle { $number } of { $count } from { $name }.
skipped-bad-puzzle-s-first = { $bad ->
    [one] {" "}Skipped 1 bad puzzle: { $first_error }.
   *[other] {" "}Skipped { $bad } bad puzzles; the first: { $first_error }.
}

# src/session/hints.rs
wrong-digit = A wrong digit
no-solution = No solution
several-solutions = Several solutions
no-technique-applies = No technique applies
holds-but-solution-has-another = The { $digit } at { $cell } is wrong: the solution has another digit there. Press Hint again to clear it.
your-notes-leave-out-digits = Your notes leave out digits that are still possible: { $cells }. This hint works from the full candidates.{" "}
look-for = Look for { $article } { $name }{" "}
at = at { $cells }.
in = in { $list }.
press-hint-again-to-see = {" "}Press Hint again to see it.
press-hint-again-to-apply = {" "}Press Hint again to apply it.
every-cell-is-filled-and = Every cell is filled and right.
this-puzzle-has-no-solution-2 = This puzzle has no solution, so there is nothing to hint.
this-puzzle-has-several-solutions-2 = This puzzle has several solutions, so no step can be trusted to lead to one.
none-of-shudu-s-techniques = None of Shudu's techniques applies here; only trial and error is left.
applied = Applied: { $size }.
cleared = Cleared { $cell_at }.
hint-failed-please-report-this = The hint failed ({ $why }). Please report this.
board-changed-while-hint-was = The board changed while the hint was found; press Hint again.
solution-path-failed-please-report = The solution path failed ({ $why }). Please report this.

# src/session/history.rs
new-personal-best-for = {" "}New personal best for { $label }!
statistics-are-not-kept-this = Statistics are not kept this run: { $why }.
statistics-could-not-be-read = The statistics could not be read ({ $why }); they were moved to { $aside } and new ones are started.
solved-in-well-done = Solved in { $time }. Well done!{ $best }

# src/session/mod.rs
time-played = Time played: { $time }.
solved-by-engine-not-counted = Solved by the engine (not counted as your win). Undo takes the solution back.

# src/session/persist.rs
last-game-could-not-be = The last game could not be restored ({ $why }); here is a new one.
writing-thread-stopped = the writing thread stopped
text-7 = { $path }: { $why }

# src/session/pool.rs
making-new-puzzles-stopped-new = Making new puzzles stopped ({ $why }); New game uses the bundled puzzles.
making-new-puzzles-failed-new = Making new puzzles failed ({ $why }); New game uses the bundled puzzles. Please report this.

# src/session/practice.rs
practice-stock = the practice stock
finding-puzzle-that-needs-tried = Finding a puzzle that needs { $name } (tried { $tried } of at most { $max_tries }, a minute at most)
practice-waits-until-it-is = { $busy }: practice waits until it is done.
no-puzzle-that-needs-turned = No puzzle that needs { $name } turned up in { $tried ->
    [one] 1 try
   *[other] { $tried } tries
}. It is rare in random puzzles: try again, or practise another technique.
learning-hint-shows-where-it = Learning { $name }: the hint shows where it applies; press H for the pattern, and H again to apply it.
practising-this-puzzle-needs-it = Practising { $name }: this puzzle needs it on the way.

# src/session/print.rs
print-once-it-is-done = { $busy }: print once it is done.
nothing-to-print-while-puzzle = Nothing to print while a puzzle is typed: press Start first.
not-printed-no-bundled-puzzles = Not printed: no bundled { $level } puzzles.
text-8 = { $level } { $value }
puzzle = Puzzle
puzzle-2 = { $level } puzzle
practice = Practice
practice-2 = Practice: { $name }
copy-once-it-is-done = { $busy }: copy once it is done.
copied-board-as-image = Copied the board as an image.
not-copied = Not copied: { $why }
printed-to = Printed to { $path }.
not-printed = Not printed: { $why }
stopped-printing-nothing-was-written = Stopped printing; nothing was written.

# src/session/rating.rs
several-solutions-2 = several solutions
no-solution-2 = no solution
rating = Rating…
se = { $level }
no-rating = No rating: { $why }
text-9 = { $level } · { $rules }
rated-level = rated { $name } ({ $rating } on Sudoku Explainer's scale).
it-is = It is { $rated }
it-has-exactly-one-solution = It has exactly one solution and is { $rated }
it-has-so-it-has = It has { $why }, so it has no rating.
it-is-puzzle-graded-by = Rules: { $rules }; graded { $name } by Shudu's techniques ({ $rating } on Sudoku Explainer's scale).
sudoku-explainer-s-scale-rates = Sudoku Explainer's scale rates 9x9 puzzles only
rater-failed = the rater failed ({ $why })
text-10 = { $text } { $sentence }

# src/session/replace.rs
outlined-cells-differ-between-two = The outlined cells differ between two solutions of this puzzle. Play it anyway?
play-it-anyway = Play it anyway
keep-editing = Keep editing
discard-this-game = Discard this game?
its-moves-are-not-saved = Its moves are not saved. { $describe }
discard = Discard
keep-playing = Keep playing
new-game-takes-its-place = A new { $level } game takes its place.
takes-its-place = { $path } takes its place.
puzzle-of-takes-its-place = Puzzle { $number } of { $path } takes its place.
daily-puzzle-of-takes-its = The daily puzzle of { $date } takes its place.
puzzle-to-practise-takes-its = A puzzle to practise takes its place.
pasted-puzzle-takes-its-place = The pasted puzzle takes its place.
lesson-takes-its-place = A lesson takes its place ({ $next }).
typed-puzzle-takes-its-place = The typed puzzle takes its place.
playing-puzzle-with-several-solutions = Playing a puzzle with several solutions.
kept-game = Kept the game.
new-game-3 = New { $level } game.

# src/session/scan.rs
clipboard-s-picture = the clipboard's picture
nothing-changed = { $name }: { $why }; nothing changed.
reading-is-not-9x9-puzzle = { $name }: the reading is not a 9x9 puzzle.
cells-are-uncertain-outlined = { $count ->
    [one] {" "}1 cell is uncertain (outlined).
   *[other] {" "}{ $count } cells are uncertain (outlined).
}
as-read-it-has-several = {" "}As read it has several solutions: a digit may be missing.
as-read-it-has-no = {" "}As read it has no solution: some digit is wrong.
read-givens-from-correct-any = Read { $given_count } givens from { $name }.{ $doubt }{ $verdict } Correct any cell, then press Start.

# src/session/variant.rs
new-game-waits-until-it = { $busy }: the new game waits until it is done.
making-new-puzzle-2 = Making a new { $level } { $variant } puzzle...
new-game-4 = New { $level } { $variant } game.
no-puzzle = No { $variant } puzzle: { $why }
stats-daily = Daily puzzles: { $done } done, a streak of { $streak ->
    [one] 1 day
   *[other] { $streak } days
} (best { $best ->
    [one] 1 day
   *[other] { $best } days
}); { $today }.

# Window titles
window-practise = Practise a technique
window-print = Print to PDF

# src/stats/log.rs
stats-no-free-name-to-put = no free name to put the old history aside

# src/stats/mod.rs
stats-solved-by-engine = solved by the engine
stats-999-days = 999+ days

# src/stats/summary.rs
stats-unrated = Unrated
stats-x = { $size }x{ $size } { $level }
stats-level = Level
stats-played = Played
stats-won = Won
stats-win = Win %
stats-best = Best
stats-average = Average
stats-streak = Streak
stats-best-streak = Best streak
stats-hints = Hints
stats-not-done-yet = not done yet
stats-played-won-hints-for-it = { $technique }: { $games } played, { $won } won, { $hints ->
    [one] 1 hint
   *[other] { $hints } hints
} for it (last games: { $recent })
stats-text = { $name }: { $count }
time-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
time-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
time-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
time-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}
time-none = no time
time-and = { $rest } and { $last }
time-separator = ,{" "}
stats-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
stats-finish-won = won
stats-finish-abandoned = abandoned
stats-done = done
stats-no-games = No games yet: finished and abandoned games are counted here.
stats-practice = Practice:
stats-no-hints = Hints by technique: none.
stats-hints-by-technique = Hints by technique:
stats-daily-line = Daily puzzles: { $done } done; streak { $streak } (best { $best }); today's is { $today }.

# src/worker/dialog.rs
export-board = Export the board
svg-picture = SVG picture
png-picture = PNG picture
dialog-print-to-pdf = Print to PDF
pdf-document = PDF document
shudu-saved-game = Shudu saved game
open-puzzle = Open a puzzle
sudoku-puzzles-and-saved-games = Sudoku puzzles and saved games
pictures-of-puzzle = Pictures of a puzzle
all-files = All files

# src/worker/instance.rs
shudu-is-already-running-for = Shudu is already running for this folder ({ $lock_path } is locked), but it did not answer ({ $why }); close that window, or end that process, and start again
running-window-did-not-take = the running window did not take the request
handing-over-is-not-supported = handing over is not supported on this system

# src/worker/job.rs
not-engine-job = not an engine job

# src/worker/mod.rs
background-thread-is-gone = the background thread is gone
unknown-error = unknown error

# src/worker/clipboard.rs
its-pixels-do-not-fill = its pixels do not fill its size

# A few words
go = Go
sum-none = none
chart-game = game

# src/board/rules.rs: the variants' names, and what else a puzzle's rules can hold
variant-classic = Classic
variant-killer = Killer
variant-jigsaw = Jigsaw
variant-x = Sudoku X
variant-windoku = Windoku
variant-anti-knight = Anti-knight
variant-anti-king = Anti-king
variant-non-consecutive = Non-consecutive
variant-thermo = Thermo
variant-arrow = Arrow
variant-kropki = Kropki
variant-xv = XV
variant-little-killer = Little killer
variant-sandwich = Sandwich
variant-renban = Renban
variant-whispers = German whispers
rules-one-diagonal = one diagonal
rules-extra-regions = extra regions

## The web page (src/worker/web/).
web-no-clipboard-picture = a web page cannot read a picture from the clipboard: open the picture file or drop it on the page
web-file-not-given = { $name } was not given to the page: open it or drop it on the page
web-model-unreadable = the page's digit model ({ $name }) is not one
web-link = link
select-cells-first = Select a cell first: click it, or press an arrow key.
click-drag = Drag over cells
select-several-cells = Select several cells: a digit or a mark then goes into all of them
ctrl-shift-click = Ctrl/Shift+click
add-or-remove-a-cell = Add a cell to the selection, or take it out
shift-arrow-keys = Shift/Ctrl+arrow keys
add-the-next-cell = Add the next cell to the selection
select-every-cell = Select every cell
ctrl-digit = Ctrl+digit
toggle-that-centre-mark-in = Toggle that centre mark, in any mode
ctrl-shift-digit = Ctrl+Shift+digit
toggle-that-colour-in = Toggle that colour (1 to 9), in any mode
cells-selected = { $count } cells selected
level-kind = { $level } { $kind }
finish-new-best = New personal best!
finish-time = Time
finish-best = Personal best
finish-hints = Hints used
finish-streak = Wins in a row
next-puzzle = Next puzzle
options = Options
option-show-timer = Show the timer
option-clear-notes = A placed digit clears its notes from row, column and box
option-mistakes = Show mistakes:
option-mistakes-at-once = At once (checked against the solution)
option-mistakes-conflicts = Conflicts only (a digit twice in a row, column or box)
option-mistakes-on-check = Only when I press Check
export = Export
quit = Quit
language-now = The window speaks English now.
marks-menu = Marks
path-hidden-while-paused = Paused: the path hides with the board.
chart-time = time
chart-game-number = game { $n }

# The Cracking the Cryptic rules (src/board/clues.rs)
rules-disjoint-groups = disjoint groups
rules-kropki-all-dots = Kropki (all dots given)
rules-negative-xv = no X or V unless shown
rules-negative-ratio = no black dot unless shown
rules-and-more = { $count } more
clue-thermometer = Thermometer
clue-arrow = Arrow
clue-difference = White dots
clue-ratio = Black dots
clue-xv = XV
clue-little-killer = Little killer
clue-sandwich = Sandwich
clue-odd = Odd
clue-even = Even
clue-minimum = Minimum
clue-maximum = Maximum
clue-renban = Renban
clue-whispers = German whispers
clue-palindrome = Palindrome
clue-between = Between lines
clue-region-sum = Region sum lines
clue-quadruple = Quadruple
clue-clone = Clone
clue-rule-thermometer = Digits strictly increase from the bulb along the thermometer.
clue-rule-arrow = The digits on an arrow add up to the digit in its circle; a pill of two or three cells reads as a number.
clue-rule-difference = Digits joined by a white dot differ by one (or by the number on the dot).
clue-rule-ratio = One digit joined by a black dot is twice the other (or the number on the dot times it).
clue-rule-xv = Digits joined by an X add up to 10, by a V to 5.
clue-rule-little-killer = The digits on a diagonal add up to the number beside the grid that points along it; they may repeat.
clue-rule-sandwich = The digits between the 1 and the 9 (the largest digit) of a row or column add up to the number beside it.
clue-rule-odd = A cell with a circle holds an odd digit.
clue-rule-even = A cell with a square holds an even digit.
clue-rule-minimum = A cell with chevrons is smaller than each of its side neighbours.
clue-rule-maximum = A cell with chevrons is greater than each of its side neighbours.
clue-rule-renban = A purple line holds a set of consecutive digits, in any order.
clue-rule-whispers = Neighbouring digits on a green line differ by at least 5 (or the number given).
clue-rule-palindrome = A grey line reads the same from both ends.
clue-rule-between = Digits on a line with circles at its ends lie strictly between the digits in the circles.
clue-rule-region-sum = Where a blue line passes through a box, its digits there add up to the same total each time.
clue-rule-quadruple = The digits in a circle on a corner appear in the four cells around it.
clue-rule-clone = Shaded shapes of the same colour hold the same digits, cell by cell.
clue-rules-header = Rules: { $rules }
clue-rule-disjoint = Disjoint groups: cells in the same place of each box hold different digits.
clue-rule-negative-xv = Every X and V is shown: two side neighbours without one do not add up to 5 or 10.
clue-rule-negative-ratio = Every black dot is shown: of two side neighbours without a dot, neither is twice the other.
clue-value-not-number = '{ $text }' is not a value for this clue
clue-needs-two-cells = a { $clue } clue takes two side-by-side cells: pick two
clue-needs-four-cells = a { $clue } clue takes the four cells around a corner: pick four
clue-outside-needs-line = a { $clue } sum stands outside the grid: pick the cell at the end of its line beside the clue, then the next one along (a diagonal for a little killer, a row or column for a sandwich)
clue-needs-sum = a { $clue } clue needs its sum: type it in Value
add-clue = add the { $clue } clue
clue-added = { $clue }: { $count ->
    [one] one clue made
   *[other] { $count } clues made
}
select-cell-of-clue = Select a cell of the clue to take away first.
remove-clues = take away the clues
clues-removed = { $count ->
    [one] Took away the clue
   *[other] Took away { $count } clues
} at { $cell }.
clue-tool = Clue
clue-value = Value
clue-value-hint = usual
add-clue-button = Add clue
remove-clues-button = Remove clues
pick-cells-for-clue = Pick cells in order (a line from its start, an arrow from its circle), choose the clue and add it. Click close to a cell's side for a dot or a letter, beside the grid for a sum outside it.
outside-direction-tip = The arrow points along the diagonal on the side you click.
fetching-link = Fetching the puzzle of sudokupad.app/{ $id }...
fetched-link = Fetched the puzzle of sudokupad.app/{ $id }.
not-fetched = Nothing opened: { $why }
network-declined = Shudu will not use the network: short SudokuPad links stay closed (View > Options > Fetch short SudokuPad links changes this).
fetch-from-sudokupad = Fetch this puzzle from SudokuPad?
fetch-from-sudokupad-detail = The link sudokupad.app/{ $id } names a puzzle kept on SudokuPad's server instead of carrying it. Shudu can ask sudokupad.app for it, as SudokuPad's own page does. This is the only thing Shudu uses the network for, and it never does without your word: your answer is kept (View > Options changes it).
allow-and-fetch = Allow and fetch
do-not-use-network = Don't use the network
option-fetch-links = Fetch short SudokuPad links from sudokupad.app
fetch-not-on-web = sudokupad.app/{ $id } names a puzzle kept on SudokuPad's server, which does not answer other web pages: paste the full link (the one carrying the puzzle) or the f-puzzles JSON instead
outside-sums-removed = { $count ->
    [one] Took away the sum
   *[other] Took away { $count } sums
} outside the grid.
outside-place = { $side ->
    [top] Above column { $line }
    [bottom] Below column { $line }
    [left] Left of row { $line }
   *[right] Right of row { $line }
}
outside-corner = { $corner ->
    [top-left] Outside the top left corner
    [top-right] Outside the top right corner
    [bottom-left] Outside the bottom left corner
   *[bottom-right] Outside the bottom right corner
}

# src/session/rewind.rs
rewind-to-last-correct-move = Back to the last correct move
rewind-looking = Looking for the last correct move
rewind-nothing-to-take-back = No move to take back.
rewind-no-wrong-digit = No wrong digit on the board: nothing taken back.
rewind-took-back = { $count ->
    [one] Took back 1 move to the last correct one (Redo brings it back).
   *[other] Took back { $count } moves to the last correct one (Redo brings them back).
}

# src/ui/compose.rs
compose-heading = Check as you set
edit-this-puzzle = Edit this puzzle
edit-puzzle-then-start = Change the givens and rules: the check beside the board answers as you set. Start plays it, Cancel goes back to the game.
compose-counting = Counting solutions
compose-counting-more = Several solutions: counting them
compose-finding-candidates = Finding the true candidates
compose-solving = Solving it with Shudu's techniques
compose-finding-removable = Looking for what could go
compose-for-seconds = { $what } ({ $seconds } s)
compose-for-seconds-done = { $what } ({ $seconds } s, { $done } of { $all })
compose-no-solution = No solution
compose-unique = Exactly one solution
compose-several = Several solutions
compose-solutions = { $count } solutions
compose-at-least = At least { $count } solutions
compose-show-candidates = Show true candidates
compose-head-solved = Techniques solve it: { $rating } ({ $level })
compose-head-stuck = Techniques get stuck: { $rating } ({ $level })
compose-head-solved-ungraded = Techniques solve it
compose-head-stuck-ungraded = Techniques get stuck
compose-failed = The check failed: { $why }
compose-solved-by-techniques = { $count ->
    [one] Shudu's techniques solve it in 1 step.
   *[other] Shudu's techniques solve it in { $count } steps.
}
compose-techniques-stuck = { $count ->
    [one] Shudu's techniques get stuck after 1 step: a solver must guess.
   *[other] Shudu's techniques get stuck after { $count } steps: a solver must guess.
}
compose-grade = Grade { $rating } ({ $level }), hardest step: { $hardest }
compose-no-grade = No grade: Sudoku Explainer's scale is for 9x9.
compose-break-in = Break-in: { $technique }
compose-show-break-in = Show the break-in
compose-no-break-in = No break-in: singles and the rules read one at a time solve it.
compose-break-in-not-found = No break-in found before the techniques stop.
compose-nothing-removable = Nothing could go: every given and clue is needed.
compose-removable = Could go, one at a time, with the solution unique: { $what }
compose-givens = { $count ->
    [one] 1 given
   *[other] { $count } givens
}
compose-cages = { $count ->
    [one] 1 cage
   *[other] { $count } cages
}
compose-clues = { $count ->
    [one] 1 clue
   *[other] { $count } clues
}
compose-outline-removable = Outline what could go
