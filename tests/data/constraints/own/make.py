#!/usr/bin/env python3
"""Makes Shudu's own constraint test puzzles (see ../README.md) from a random solution: clues read off the solution, then givens
removed while `shudu count` stays 1."""
import json, random, subprocess, sys, os

BIN = os.environ.get("SHUDU", "/work/main/target/fastrel/shudu")

def run(args, inp=None):
    r = subprocess.run([BIN] + args, input=inp, capture_output=True, text=True, timeout=120)
    return r

def cell(r, c):
    return f"R{r+1}C{c+1}"

def neighbours(n, r, c, diag):
    steps = [(0,1),(1,0),(0,-1),(-1,0)] + ([(1,1),(1,-1),(-1,1),(-1,-1)] if diag else [])
    for dr, dc in steps:
        rr, cc = r+dr, c+dc
        if 0 <= rr < n and 0 <= cc < n:
            yield rr, cc

def walk(sol, n, ok, length, diag=True, used=None, tries=2000):
    """A random path of `length` cells where ok(prev_path, next_cell) holds."""
    for _ in range(tries):
        r, c = random.randrange(n), random.randrange(n)
        if used and (r, c) in used: continue
        path = [(r, c)]
        while len(path) < length:
            opts = [p for p in neighbours(n, *path[-1], diag) if p not in path
                    and not (used and p in used) and ok(path, p)]
            if not opts: break
            path.append(random.choice(opts))
        if len(path) == length:
            return path
    return None

def to_json(n, grid_givens, extra):
    grid = [[({"value": grid_givens[r][c], "given": True} if grid_givens[r][c] else {})
             for c in range(n)] for r in range(n)]
    doc = {"size": n, "grid": grid}
    doc.update(extra)
    return doc

def count(doc, path):
    with open(path, "w") as f: json.dump(doc, f)
    r = run(["count", path, "--limit", "2"])
    out = r.stdout.strip()
    try:
        return int(out.split()[0])
    except Exception:
        sys.exit(f"count failed: {r.stdout} {r.stderr}")

def reduce(n, sol, extra, path, keep_min=0):
    givens = [row[:] for row in sol]
    cells = [(r, c) for r in range(n) for c in range(n)]
    random.shuffle(cells)
    doc = to_json(n, givens, extra)
    if count(doc, path) != 1:
        sys.exit("full grid not unique?")
    for (r, c) in cells:
        v = givens[r][c]
        givens[r][c] = 0
        if count(to_json(n, givens, extra), path) != 1:
            givens[r][c] = v
    doc = to_json(n, givens, extra)
    count(doc, path)
    return doc, givens

def grid_of(text, n):
    vals = [int(t) for t in text.split()] if " " in text.strip() else [int(ch, 36) for ch in text]
    return [vals[r*n:(r+1)*n] for r in range(n)]

def sol_grid(n):
    r = run(["generate", "--size", str(n)])
    puzzle = r.stdout.strip().splitlines()[0]
    s = run(["solve", "-"], inp=puzzle + "\n").stdout.strip().splitlines()[0]
    return grid_of(s, n)

def pairs(n):
    for r in range(n):
        for c in range(n):
            if c + 1 < n: yield (r, c), (r, c+1)
            if r + 1 < n: yield (r, c), (r+1, c)

def lines_with(sol, n, ok, count, lo, hi, diag=True):
    used = set(); out = []
    for _ in range(count):
        p = walk(sol, n, ok, random.randint(lo, hi), diag, used)
        if p:
            used |= set(p); out.append([cell(*q) for q in p])
    return out

def spec(name, n, sol):
    v = lambda p: sol[p[0]][p[1]]
    if name == "dot-values":
        diff2 = [{"cells": [cell(*a), cell(*b)], "value": 2} for a, b in pairs(n) if abs(v(a)-v(b)) == 2 and random.random() < 0.7]
        ratio3 = [{"cells": [cell(*a), cell(*b)], "value": 3} for a, b in pairs(n) if (v(a) == 3*v(b) or v(b) == 3*v(a)) and random.random() < 0.8]
        return {"difference": diff2, "ratio": ratio3}
    if name == "whispers-gap3":
        ok = lambda path, q: abs(v(path[-1]) - v(q)) >= 3
        return {"whispers": [{"lines": [l], "value": 3} for l in lines_with(sol, n, ok, 7, 4, 7)]}
    if name == "negative-xv":
        xv = [{"cells": [cell(*a), cell(*b)], "value": "X" if v(a)+v(b) == 10 else "V"} for a, b in pairs(n) if v(a)+v(b) in (5, 10)]
        return {"xv": xv, "negative": ["xv"]}
    if name == "negative-ratio":
        rt = [{"cells": [cell(*a), cell(*b)]} for a, b in pairs(n) if v(a) == 2*v(b) or v(b) == 2*v(a)]
        return {"ratio": rt, "negative": ["ratio"]}
    if name == "clone-thermo":
        clones = []
        shapes = [[(0,0),(0,1),(1,0)], [(0,0),(1,0),(1,1)], [(0,0),(0,1),(1,1)]]
        for _ in range(20000):
            sh = random.choice(shapes)
            r0, c0, r1, c1 = [random.randrange(n-1) for _ in range(4)]
            if (r0, c0) == (r1, c1): continue
            a = [(r0+dr, c0+dc) for dr, dc in sh]; b = [(r1+dr, c1+dc) for dr, dc in sh]
            if set(a) & set(b): continue
            if all(v(x) == v(y) for x, y in zip(a, b)) and len(clones) < 3:
                clones.append({"cells": [cell(*x) for x in a], "cloneCells": [cell(*y) for y in b]})
        ok = lambda path, q: v(q) > v(path[-1])
        thermos = [{"lines": [l]} for l in lines_with(sol, n, ok, 3, 4, 6)]
        return {"clone": clones, "thermometer": thermos}
    if name in ("thermo-6", "thermo-16"):
        ok = lambda path, q: v(q) > v(path[-1])
        k = 4 if n == 6 else 16
        out = {"thermometer": [{"lines": [l]} for l in lines_with(sol, n, ok, k, 3, 6 if n > 6 else 4)]}
        if n == 6:
            out["even"] = [{"cell": cell(r, c)} for r in range(n) for c in range(n) if v((r, c)) % 2 == 0 and random.random() < 0.2]
        return out
    raise SystemExit("unknown " + name)

def main():
    name, n, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    random.seed(seed)
    sol = sol_grid(n)
    extra = spec(name, n, sol)
    doc, givens = reduce(n, sol, extra, out)
    with open(out, "w") as f: json.dump(doc, f, separators=(",", ":"))
    digits = "".join(str(x) if n <= 9 else format(x, "x") for row in sol for x in row)
    with open(out[:-5] + ".sol", "w") as f:
        f.write(" ".join(str(x) for row in sol for x in row) + "\n" if n > 9 else digits + "\n")
    print(name, "givens", sum(1 for row in givens for x in row if x), {k: len(v) if isinstance(v, list) else v for k, v in extra.items()})

if __name__ == "__main__":
    main()
