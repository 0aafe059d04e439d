#!/usr/bin/python3
"""A screen reader's view of the running game, through AT-SPI (pyatspi), as Orca would get it.

Run by .ci/reader-smoke, which starts the session bus, turns accessibility on, starts
`shudu PUZZLE` under Xvfb and gives this script the window's X id. It:
  1. finds Shudu's application and window in the accessibility tree, and the Board panel;
  2. reads the grid's cells: each named "row R, column C", described by what it holds
     ("given 8" or "empty"), checked against the puzzle file;
  3. moves the selection with the arrow keys (xdotool) and checks that the focus follows it;
  4. types a digit and checks that the cell's description and the digit pad's count change;
  5. presses T and checks that the time is announced (an object:announcement event);
  6. plays as SudokuPad's players do, with the real mouse and keys: Esc with a menu open
     leaves the game running; the New game menu offers 4x4, 6x6 and 16x16; Ctrl+click three
     cells then Shift+5 gives three corner marks; a drag over three cells then Ctrl+3 gives
     three centre marks and the same game (Ctrl+digit starts no new one); the puzzle solved
     by typing, the finish offers "Next puzzle", which starts another.
Every wait has a deadline; any failure prints what was expected and what the tree held, and
exits 1.
"""

import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 30.0


def fail(message, tree=None):
    print(f"reader-smoke: FAILED: {message}", flush=True)
    if tree is not None:
        print("reader-smoke: the tree held:", flush=True)
        dump(tree)
    sys.exit(1)


def dump(node, depth=0, budget=[200]):
    """Prints the tree under `node` (up to a few hundred lines)."""
    if node is None or budget[0] <= 0:
        return
    budget[0] -= 1
    print(f"  {'  ' * depth}{node.getRoleName()} {node.name!r} {node.description!r}")
    for i in range(node.childCount):
        dump(node.getChildAtIndex(i), depth + 1)


def wait_for(what, probe, tree=None, timeout=TIMEOUT):
    """Polls `probe` until it returns something true; fails naming `what` at the deadline."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            found = probe()
        except Exception as error:  # the tree changes under us: try again
            found, last = None, error
        else:
            last = None
        if found:
            return found
        if time.monotonic() > deadline:
            detail = f" (last error: {last})" if last else ""
            fail(f"{what}, within {timeout:.0f} s{detail}", tree)
        time.sleep(0.2)


def children(node):
    return [node.getChildAtIndex(i) for i in range(node.childCount)]


def find(node, predicate, depth=0):
    """The first node under `node` (itself included) that satisfies `predicate`."""
    if node is None or depth > 40:
        return None
    if predicate(node):
        return node
    for child in children(node):
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def key(window, name):
    subprocess.run(["xdotool", "key", "--window", window, name], check=True)


def centre(node):
    """The middle of a node on the screen, from its AT-SPI extents."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


def xdotool(*args):
    subprocess.run(["xdotool", *[str(a) for a in args]], check=True)
    time.sleep(0.15)


def click(node, modifier=None):
    x, y = centre(node)
    xdotool("mousemove", x, y)
    if modifier:
        xdotool("keydown", modifier)
    xdotool("click", 1)
    if modifier:
        xdotool("keyup", modifier)


def solve(rows):
    """The solution of a 9x9 puzzle (rows of digits and dots), by plain backtracking."""
    grid = [[int(c) if c.isdigit() else 0 for c in row] for row in rows]

    def fits(r, c, d):
        box = [(r // 3 * 3 + i, c // 3 * 3 + j) for i in range(3) for j in range(3)]
        return all(grid[r][k] != d and grid[k][c] != d for k in range(9)) \
            and all(grid[i][j] != d for i, j in box)

    def fill(k):
        if k == 81:
            return True
        r, c = divmod(k, 9)
        if grid[r][c]:
            return fill(k + 1)
        for d in range(1, 10):
            if fits(r, c, d):
                grid[r][c] = d
                if fill(k + 1):
                    return True
        grid[r][c] = 0
        return False

    if not fill(0):
        fail("the puzzle file has no solution")
    return grid


def read_puzzle(path):
    rows = [line.strip() for line in open(path) if line.strip() and not line.startswith("#")]
    if len(rows) != 9 or any(len(row) != 9 for row in rows):
        fail(f"{path} is not a 9x9 grid of lines")
    return rows


def main():
    if len(sys.argv) != 3:
        fail("usage: reader-check.py PUZZLE_FILE X_WINDOW_ID")
    puzzle, window = read_puzzle(sys.argv[1]), sys.argv[2]
    desktop = pyatspi.Registry.getDesktop(0)

    # 1. The application, its window and its panels.
    def application():
        apps = [a for a in children(desktop) if a is not None]
        return next((a for a in apps if a.name == "shudu"), None)

    app = wait_for("no application named shudu on the AT-SPI bus (is AccessKit on?)",
                   application, desktop)
    print(f"reader-smoke: found the application {app.name!r}")
    frame = wait_for("no window named Shudu",
                     lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_FRAME
                                  and n.name == "Shudu"), app)
    panels = [n.name for n in children(frame) if n.getRole() == pyatspi.ROLE_PANEL]
    print(f"reader-smoke: window {frame.name!r}, panels {panels}")
    for name in ["Menu bar", "Status", "Controls", "Board"]:
        if name not in panels:
            fail(f"no panel named {name!r}", frame)
    board = next(n for n in children(frame) if n.name == "Board")

    # 2. The cells, named by row and column, described by what they hold.
    def cells():
        found = {}
        for cell in children(board):
            if cell.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                found[cell.name] = cell
        return found if len(found) == 81 else None

    grid = wait_for("the board does not hold 81 cells", cells, board)
    for r in range(9):
        for c in range(9):
            name = f"row {r + 1}, column {c + 1}"
            cell = grid.get(name)
            if cell is None:
                fail(f"no cell named {name!r}", board)
            given = puzzle[r][c]
            expected = "empty" if given in ".0" else f"given {given}"
            if cell.description != expected:
                fail(f"{name} reads {cell.description!r}, not {expected!r}", board)
    first = grid["row 1, column 6"]
    print(f"reader-smoke: 81 cells, e.g. {first.name!r}: {first.description!r}; "
          f"{grid['row 1, column 1'].name!r}: {grid['row 1, column 1'].description!r}")

    # 3. The focus follows the selection.
    def focused():
        hits = [n for n in grid.values()
                if n.getState().contains(pyatspi.STATE_FOCUSED)]
        return hits[0].name if len(hits) == 1 else None

    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    time.sleep(0.5)
    key(window, "Down")  # with nothing selected, an arrow selects r1c1
    wait_for("the focus did not go to row 1, column 1 after an arrow key",
             lambda: focused() == "row 1, column 1", board)
    key(window, "Right")
    wait_for("the focus did not follow the selection to row 1, column 2",
             lambda: focused() == "row 1, column 2", board)
    print(f"reader-smoke: arrows moved the focus to {focused()!r}")

    # 4. A digit typed: the cell and the pad say so.
    def pad_two():
        return find(frame, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                    and n.name.startswith("2 ("))

    before = wait_for("no digit pad button for 2", pad_two, frame).name
    key(window, "2")
    cell = grid["row 1, column 2"]
    wait_for("row 1, column 2 does not read 2 after typing 2",
             lambda: cell.description.split(",")[0] == "2", board)
    after = wait_for("the pad's count for 2 did not change",
                     lambda: (b := pad_two()) is not None and b.name != before and b.name,
                     frame)
    print(f"reader-smoke: typed 2: {cell.name!r} reads {cell.description!r}; "
          f"the pad went from {before!r} to {after!r}")

    # 5. The time, announced on request (T) through the status line, a live region.
    heard = []

    def on_announcement(event):
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    def ask_the_time():
        key(window, "t")
        return False  # once

    GLib.timeout_add(500, ask_the_time)
    deadline = time.monotonic() + 10

    def stop_when_heard():
        if any(text.startswith("Time played") for text in heard) \
                or time.monotonic() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(100, stop_when_heard)
    pyatspi.Registry.start()
    spoken = [text for text in heard if text.startswith("Time played")]
    if not spoken:
        fail(f"T announced no time (announcements heard: {heard})")
    print(f"reader-smoke: T announced {spoken[0]!r}")
    play_as_sudokupad(frame, board, grid, puzzle, window)
    print("reader-smoke: a screen reader can read and play the grid")


def play_as_sudokupad(frame, board, grid, puzzle, window):
    """Step 6: several cells at once, the menus and Esc, the finish and the next puzzle."""
    def named(name):
        return lambda: find(frame, lambda n: n.name == name)

    def running():
        cell = grid["row 1, column 1"]
        return cell.getState().contains(pyatspi.STATE_ENABLED) and cell.description

    # Esc with a menu open closes the menu and leaves the game running (not paused).
    click(wait_for("no Game menu", named("Game"), frame))
    wait_for("the Game menu did not open", named("Statistics"), frame)
    key(window, "Escape")
    time.sleep(0.5)
    if not running():
        fail("Esc with the Game menu open paused the game", board)
    if find(frame, lambda n: n.name == "Statistics"):
        fail("Esc left the Game menu open", frame)
    print("reader-smoke: Esc closed the Game menu and the game runs on")

    # The New game menu offers the other sizes.
    click(wait_for("no New game menu", named("New game"), frame))
    for size in ["4x4", "6x6", "16x16"]:
        wait_for(f"the New game menu offers no {size}", named(size), frame)
    key(window, "Escape")
    time.sleep(0.5)
    if not running():
        fail("Esc with the New game menu open paused the game", board)
    print("reader-smoke: New game offers 4x4, 6x6 and 16x16")

    empty = [f"row {r + 1}, column {c + 1}" for r in range(9) for c in range(9)
             if puzzle[r][c] in ".0" and (r, c) != (0, 1)]

    def reads(name, words):
        return lambda: words in grid[name].description.split(", ")

    # Ctrl+click three cells (the first a plain click), then Shift+5: three corner marks.
    three = empty[:3]
    click(grid[three[0]])
    for name in three[1:]:
        click(grid[name], "ctrl")
    wait_for("Ctrl+click did not select three cells",
             lambda: "3 cells selected" in grid[three[2]].description, board)
    key(window, "shift+5")
    for name in three:
        wait_for(f"{name} has no corner mark 5 after Shift+5", reads(name, "corner 5"), board)
    print(f"reader-smoke: Ctrl+click and Shift+5 marked {three} with a corner 5")

    # A drag over three cells, then Ctrl+3: three centre marks, and the same game.
    drag = empty[3:6]
    x, y = centre(grid[drag[0]])
    xdotool("mousemove", x, y)
    xdotool("mousedown", 1)
    for name in drag[1:]:
        x, y = centre(grid[name])
        xdotool("mousemove", x, y)
    xdotool("mouseup", 1)
    key(window, "ctrl+3")
    for name in drag:
        wait_for(f"{name} has no centre mark 3 after Ctrl+3", reads(name, "notes 3"), board)
    given = next(f"row {r + 1}, column {c + 1}" for r in range(9) for c in range(9)
                 if puzzle[r][c] not in ".0")
    if not grid[given].description.startswith("given"):
        fail("Ctrl+3 replaced the game", board)
    print(f"reader-smoke: a drag and Ctrl+3 marked {drag} with a centre 3; the game stayed")

    # Solved by typing: the finish offers Next puzzle, which starts another puzzle.
    solution = solve(puzzle)
    for r in range(9):
        for c in range(9):
            if puzzle[r][c] in ".0":
                click(grid[f"row {r + 1}, column {c + 1}"])
                key(window, str(solution[r][c]))
    button = wait_for("the solved game offers no Next puzzle button", named("Next puzzle"),
                      frame, timeout=15)
    before = [grid[f"row {r + 1}, column {c + 1}"].description for r in range(9)
              for c in range(9)]
    click(button)

    def changed():
        now = [grid[f"row {r + 1}, column {c + 1}"].description for r in range(9)
               for c in range(9)]
        return now != before and all(d.startswith(("given", "empty")) for d in now)

    wait_for("Next puzzle did not start a new puzzle", changed, board, timeout=15)
    print("reader-smoke: solved by typing; Next puzzle started a new one")


main()
