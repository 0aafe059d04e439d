# The solver lab's search algorithms.

## Titles.

lab-title-row-major = Row-major DFS
lab-title-fewest-blanks = Fewest-blanks DFS
lab-title-bitmask = Bitmask DFS
lab-title-engine = Shudu's engine

## How each algorithm works, for a learner.

lab-explain-row-major = Depth-first search, as the tutorials teach it. It walks the empty cells in reading order: left to right, top to bottom. In each cell it tries 1, 2, 3 ... and writes the first digit that no other cell in the same row, column or box holds, then moves on to the next empty cell. When a cell has no digit left to try, the choice before it must be wrong: it goes back one cell, clears it, and tries that cell's next digit. That step back is a backtrack. It never looks ahead, so on a hard puzzle one early wrong digit can cost millions of steps.
lab-explain-fewest-blanks = Depth-first search with an explicit stack instead of recursion, and a better order. It first looks for a box with only one empty cell and fills that cell; otherwise it picks the empty cell whose row and column together have the fewest blanks, because the filled cells around it leave it the fewest choices. Each choice is pushed on a stack; a cell with no digit left pops the last choice and tries its next digit. The puzzle is solved when the digits add up to 405 (9 rows of 1+2+...+9).
lab-explain-bitmask = Depth-first search on bit masks. Each row, column and box keeps a 9-bit mask of the digits it already holds, so a cell's candidates are one expression: not (row or column or box). It always works on the cell with the fewest candidates, the most constrained one: a cell with one candidate is forced, and a cell with none shows at once that the last choice was wrong. Candidates are tried lowest bit first.
lab-explain-engine = Shudu's own engine. Before guessing, it propagates: a cell with one candidate left gets it (a naked single), and a digit with one place left in a row, column or box goes there (a hidden single), over and over, so one step can fill many cells. Once a search runs long, it also uses locked candidates: a digit that a box holds only in one row (or column) cannot go elsewhere in that row, and the other way round. Only when nothing is forced does it guess, on a cell with the fewest candidates, or on a digit that a row, column or box has just two places for (on the biggest grids, or once a search runs long). A guess that leads to a contradiction is undone with everything it forced. It needs far fewer guesses, which is why it solves the hardest puzzles in a blink.
