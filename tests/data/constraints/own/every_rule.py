#!/usr/bin/env python3
"""A 9x9 puzzle with one clue of every kind, read off a random solution, givens reduced."""
import json, random, sys, itertools
sys.path.insert(0, "/tmp/own")
import make
from make import cell, neighbours, walk, reduce, sol_grid

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
n = 9
sol = sol_grid(9)
v = lambda p: sol[p[0]][p[1]]
used = set()
def take(cells):
    used.update(cells)
def free(cells):
    return all(c not in used for c in cells) and len(set(cells)) == len(cells)
def rand_walk(ok, length, diag=True):
    p = walk(sol, n, ok, length, diag, used, tries=20000)
    if p: take(p)
    return p
def box(p): return (p[0]//3)*3 + p[1]//3
doc = {}
# outside clues first: little killer from R0C4 going DR? pick a diagonal; sandwich on row 5.
cells = [(r, r+5) for r in range(0, 4)]
doc["littlekillersum"] = [{"cell": "R0C5", "direction": "DR", "value": str(sum(v(c) for c in cells))}]
row = 8; vals = sol[row]; i1, i9 = vals.index(1), vals.index(9)
lo, hi = sorted((i1, i9))
doc["sandwichsum"] = [{"cell": "R9C0", "value": str(sum(vals[lo+1:hi]))}]
doc["thermometer"] = [{"lines": [[cell(*c) for c in rand_walk(lambda path, q: v(q) > v(path[-1]), 4)]]}]
# arrow: shaft of 2 summing to circle
for _ in range(50000):
    c = (random.randrange(n), random.randrange(n))
    path = [c]
    for _ in range(2):
        opts = [q for q in neighbours(n, *path[-1], True) if q not in path and q not in used]
        if not opts: break
        path.append(random.choice(opts))
    if len(path) == 3 and free(path) and v(path[1]) + v(path[2]) == v(path[0]):
        take(path); doc["arrow"] = [{"cells": [cell(*c)], "lines": [[cell(*q) for q in path]]}]; break
def pair_where(pred):
    opts = [(a, b) for a, b in make.pairs(n) if free([a, b]) and pred(v(a), v(b))]
    a, b = random.choice(opts); take([a, b]); return [cell(*a), cell(*b)]
doc["difference"] = [{"cells": pair_where(lambda x, y: abs(x - y) == 1)}]
doc["ratio"] = [{"cells": pair_where(lambda x, y: x == 2*y or y == 2*x)}]
doc["xv"] = [{"cells": pair_where(lambda x, y: x + y == 10), "value": "X"}, {"cells": pair_where(lambda x, y: x + y == 5), "value": "V"}]
def single(pred):
    opts = [(r, c) for r in range(n) for c in range(n) if (r, c) not in used and pred((r, c))]
    p = random.choice(opts); take([p]); return cell(*p)
doc["odd"] = [{"cell": single(lambda p: v(p) % 2 == 1)}]
doc["even"] = [{"cell": single(lambda p: v(p) % 2 == 0)}]
doc["minimum"] = [{"cell": single(lambda p: all(v(q) > v(p) for q in neighbours(n, *p, False)))}]
doc["maximum"] = [{"cell": single(lambda p: all(v(q) < v(p) for q in neighbours(n, *p, False)))}]
def consecutive(path, q):
    vals = [v(x) for x in path] + [v(q)]
    return max(vals) - min(vals) < 3 and len(set(vals)) == len(vals)
doc["renban"] = [{"lines": [[cell(*c) for c in rand_walk(consecutive, 3)]]}]
doc["whispers"] = [{"lines": [[cell(*c) for c in rand_walk(lambda path, q: abs(v(q) - v(path[-1])) >= 5, 4)]], "value": 5}]
def pal_ok(path, q):
    return True
for _ in range(50000):
    p = walk(sol, n, lambda path, q: True, 3, True, used, tries=1)
    if p and v(p[0]) == v(p[2]):
        take(p); doc["palindrome"] = [{"lines": [[cell(*c) for c in p]]}]; break
for _ in range(50000):
    p = walk(sol, n, lambda path, q: True, 4, True, used, tries=1)
    if p:
        a, b = sorted((v(p[0]), v(p[-1])))
        if all(a < v(x) < b for x in p[1:-1]):
            take(p); doc["betweenline"] = [{"lines": [[cell(*c) for c in p]]}]; break
for _ in range(50000):
    p = walk(sol, n, lambda path, q: True, 4, False, used, tries=1)
    if p and len({box(x) for x in p}) == 2:
        sums = {}
        for x in p: sums[box(x)] = sums.get(box(x), 0) + v(x)
        # passes must be contiguous segments
        boxes = [box(x) for x in p]
        segs = [k for k, _ in itertools.groupby(boxes)]
        if len(segs) == 2 and len(set(sums.values())) == 1:
            take(p); doc["regionsumline"] = [{"lines": [[cell(*c) for c in p]]}]; break
for _ in range(5000):
    r, c = random.randrange(n-1), random.randrange(n-1)
    q = [(r, c), (r, c+1), (r+1, c), (r+1, c+1)]
    if free(q):
        take(q); ds = sorted(v(x) for x in q)[:2]
        doc["quadruple"] = [{"cells": [cell(*x) for x in q], "values": ds}]; break
for _ in range(50000):
    a = (random.randrange(n), random.randrange(n-1)); b = (random.randrange(n), random.randrange(n-1))
    A = [a, (a[0], a[1]+1)]; B = [b, (b[0], b[1]+1)]
    if free(A + B) and [v(x) for x in A] == [v(x) for x in B]:
        take(A + B); doc["clone"] = [{"cells": [cell(*x) for x in A], "cloneCells": [cell(*x) for x in B]}]; break
print(sorted(doc.keys()), len(doc), file=sys.stderr)
out = sys.argv[2]
doc["title"] = "Every rule"
res, givens = reduce(n, sol, doc, out)
res["title"] = "Every rule"; res["author"] = "Shudu"
json.dump(res, open(out, "w"), separators=(",", ":"))
open(out[:-5] + ".sol", "w").write("".join(str(x) for r in sol for x in r) + "\n")
print("givens", sum(1 for r in givens for x in r if x), file=sys.stderr)
