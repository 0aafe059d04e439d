#!/usr/bin/env python3
"""Writes shuffled copies of 9x9 puzzle files, so solver benchmarks are not tuned to the files'
orientation.

usage: python3 benches/shuffle.py OUT_DIR FILE...

Each puzzle (81 characters, digits 1-9 and '.' or '0' for empty) gets its own random symmetry of
the grid: digits relabelled, rows permuted within bands, bands permuted, columns permuted within
stacks, stacks permuted, and a transpose half of the time. The seed is fixed (per file name), so
the copies are the same on every run. Lines that are not 81-character puzzles are copied as
they are. Every transformation keeps the number of solutions.
"""

import os
import random
import sys

SEED = 20261124


def line_permutation(rng):
    """A permutation of 0..8 that keeps the three groups of three (bands or stacks)."""
    groups = [0, 1, 2]
    rng.shuffle(groups)
    order = []
    for g in groups:
        inner = [0, 1, 2]
        rng.shuffle(inner)
        order.extend(3 * g + i for i in inner)
    return order


def shuffle(puzzle, rng):
    """One random symmetry of `puzzle` (81 characters)."""
    rows = line_permutation(rng)
    cols = line_permutation(rng)
    digits = list("123456789")
    rng.shuffle(digits)
    relabel = {str(d + 1): digits[d] for d in range(9)}
    transpose = rng.random() < 0.5
    out = []
    for r in range(9):
        for c in range(9):
            rr, cc = (c, r) if transpose else (r, c)
            ch = puzzle[9 * rows[rr] + cols[cc]]
            out.append(relabel.get(ch, "."))
    return "".join(out)


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for path in sys.argv[2:]:
        name = os.path.basename(path)
        rng = random.Random(f"{SEED}:{name}")
        with open(path, encoding="utf-8") as src:
            lines = src.read().splitlines()
        with open(os.path.join(out_dir, name), "w", encoding="utf-8") as dst:
            for line in lines:
                text = line.strip()
                if len(text) == 81 and all(ch in "0123456789." for ch in text):
                    dst.write(shuffle(text, rng) + "\n")
                else:
                    dst.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
