//! ALS-XZ and ALS-XY-Wing: two or three ALSs linked by restricted commons.

use super::*;

pub(super) fn xz(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
    let grid = search.grid;
    let n = grid.size();
    for (i, a) in alses.iter().enumerate() {
        for edge in links.get(i).map_or(&[][..], Vec::as_slice) {
            if edge.to <= i || edge.overlap {
                continue;
            }
            let Some(b) = alses.get(edge.to) else {
                continue;
            };
            let doubly = edge.rc.count_ones() == 2;
            let mut elims = Vec::new();
            // Doubly linked, each restricted common acts as the other's z.
            let zs = if doubly { u32::MAX } else { !edge.rc };
            common_eliminations(a, b, zs, &mut elims);
            if doubly {
                for (x, y) in [(a, b), (b, a)] {
                    for d in ones(x.digits & !edge.rc) {
                        let cells = x.seen_of(d).minus(&y.cells);
                        elims.extend(cells.iter().map(|c| (c, Digit::from_index(d))));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::AlsXz);
            step.eliminations = elims;
            add_houses(&mut step, &[a, b]);
            mark_als(&mut step, grid, a, 0, edge.rc);
            mark_als(&mut step, grid, b, 1, edge.rc);
            link_als(&mut step, a, b, edge.rc);
            let effects = effects_sentence(&step, n);
            step.explanation = if doubly {
                crate::t!(
                    "explain-als-xz-doubly",
                    a = als_text(a, n),
                    b = als_text(b, n),
                    rc = digit_words(edge.rc),
                    effects = effects
                )
            } else {
                crate::t!(
                    "explain-als-xz",
                    a = als_text(a, n),
                    b = als_text(b, n),
                    rc = digit_words(edge.rc),
                    z = digit_words(eliminated(&step)),
                    effects = effects
                )
            };
            if search.push(step) {
                return;
            }
        }
    }
}

pub(super) fn xy_wing(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
    let grid = search.grid;
    let n = grid.size();
    for (ci, c) in alses.iter().enumerate() {
        let edges = links.get(ci).map_or(&[][..], Vec::as_slice);
        for (k, e1) in edges.iter().enumerate() {
            for e2 in edges.iter().skip(k + 1) {
                if e1.to == e2.to || (e1.rc == e2.rc && e1.rc.count_ones() == 1) {
                    continue;
                }
                let (Some(a), Some(b)) = (alses.get(e1.to), alses.get(e2.to)) else {
                    continue;
                };
                let zs = a.digits & b.digits & !(e1.rc | e2.rc) & a.reaching & b.reaching;
                if zs == 0 || a.cells.is_subset(&b.cells) || b.cells.is_subset(&a.cells) {
                    continue;
                }
                let mut elims = Vec::new();
                common_eliminations(a, b, zs, &mut elims);
                if elims.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::AlsXyWing);
                step.eliminations = elims;
                add_houses(&mut step, &[a, b, c]);
                mark_als(&mut step, grid, a, 0, e1.rc);
                mark_als(&mut step, grid, b, 1, e2.rc);
                mark_als(&mut step, grid, c, 2, e1.rc | e2.rc);
                link_als(&mut step, a, c, e1.rc);
                link_als(&mut step, c, b, e2.rc);
                let effects = effects_sentence(&step, n);
                step.explanation = crate::t!(
                    "explain-als-xy-wing",
                    c = als_text(c, n),
                    x = digit_words(e1.rc),
                    a = als_text(a, n),
                    y = digit_words(e2.rc),
                    b = als_text(b, n),
                    z = digit_words(eliminated(&step)),
                    effects = effects
                );
                if search.push(step) {
                    return;
                }
            }
        }
    }
}
