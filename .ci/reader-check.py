#!/usr/bin/python3
"""A screen reader's view of the running game, through AT-SPI (pyatspi), as Orca would get it.

Run by .ci/reader-smoke, which starts the session bus, turns accessibility on, starts
`shudu PUZZLE` under Xvfb and gives this script the window's X id. It:
  1. finds Shudu's application and window in the accessibility tree, and the Board panel;
  2. reads the grid's cells: each named "row R, column C", described by what it holds
     ("given 8" or "empty"), checked against the puzzle file;
  3. moves the selection with the arrow keys (xdotool) and checks that the focus follows it;
  4. types a digit and checks that the cell's description and the digit pad's count change;
  5. presses T and checks that the time is announced (an object:announcement event).
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
    print("reader-smoke: a screen reader can read and play the grid")


main()
