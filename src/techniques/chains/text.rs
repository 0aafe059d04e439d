//! Steps from chains: nodes as step nodes and Eureka notation, a chain's links, marks and
//! houses, and the shortest chain kept per set of eliminations.

use super::*;

/// A node as a step [`Node`].
pub(super) fn step_node(graph: &Graph, node: usize) -> Node {
    Node {
        cells: graph.cells(node).to_vec(),
        digit: Digit::from_index(graph.digit(node)),
    }
}

/// A node in Eureka notation: `(5)r1c2`, `(5){r1c2 r1c3}` for a group, `(5)ALS{...}`.
pub(super) fn node_text(graph: &Graph, node: usize, size: usize) -> String {
    let digit = Digit::from_index(graph.digit(node));
    let names = |cells: CellSet| {
        cells
            .iter()
            .map(|c| cell_name(c, size))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match graph.kind(node) {
        Kind::Cell => format!("({digit}){}", cell_name(graph.cell(node), size)),
        Kind::Group => format!("({digit}){{{}}}", names(graph.cells(node))),
        Kind::Als => format!("({digit})ALS{{{}}}", names(graph.cells(node))),
    }
}

/// A chain in Eureka notation: `=` before a literal reached by a strong link, `-` by a weak.
pub(super) fn chain_text(graph: &Graph, path: &[usize], size: usize) -> String {
    let mut text = String::new();
    for (i, &l) in path.iter().enumerate() {
        if i > 0 {
            text.push(if is_on(l) { '=' } else { '-' });
        }
        text.push_str(&node_text(graph, node_of(l), size));
    }
    text
}

/// A literal as words: `r1c2 is 5`, `r1c2 is not 5`, `5 is in {r1c2 r1c3}`.
pub(super) fn literal_text(graph: &Graph, l: usize, size: usize) -> String {
    let node = node_of(l);
    let digit = Digit::from_index(graph.digit(node));
    match graph.kind(node) {
        Kind::Cell => {
            let (cell, digit) = (cell_name(graph.cell(node), size), digit.to_string());
            if is_on(l) {
                crate::t!("literal-cell-is", cell = cell, digit = digit)
            } else {
                crate::t!("literal-cell-is-not", cell = cell, digit = digit)
            }
        }
        _ => {
            let (node, digit) = (node_text(graph, node, size), digit.to_string());
            if is_on(l) {
                crate::t!("literal-in", node = node, digit = digit)
            } else {
                crate::t!("literal-not-in", node = node, digit = digit)
            }
        }
    }
}

/// Adds a chain's links, marks and houses to `step`.
pub(super) fn add_chain(grid: &Candidates, graph: &Graph, path: &[usize], step: &mut Step) {
    let mut als_seen: Vec<usize> = Vec::new();
    for &l in path {
        let node = node_of(l);
        let digit = Digit::from_index(graph.digit(node));
        match graph.kind(node) {
            Kind::Als => {
                let index = match als_seen.iter().position(|&a| a == node) {
                    Some(i) => i,
                    None => {
                        als_seen.push(node);
                        als_seen.len() - 1
                    }
                };
                let role = Role::Group(u8::try_from(index).unwrap_or(u8::MAX));
                for c in graph.cells(node).iter() {
                    for d in ones(grid.bits(c)) {
                        add_mark(step, c, Digit::from_index(d), role);
                    }
                }
                if let Some(h) = grid.common_house(&graph.cells(node)) {
                    add_house(step, h);
                }
            }
            _ => {
                let role = if is_on(l) { Role::On } else { Role::Off };
                for c in graph.cells(node).iter() {
                    add_mark(step, c, digit, role);
                }
            }
        }
    }
    for pair in path.windows(2) {
        let &[a, b] = pair else { continue };
        let (from, to) = (node_of(a), node_of(b));
        step.links.push(Link {
            from: step_node(graph, from),
            to: step_node(graph, to),
            strong: is_on(b),
        });
        let both = graph.cells(from).or(&graph.cells(to));
        if both.len() > 1
            && graph.kind(from) != Kind::Als
            && graph.kind(to) != Kind::Als
            && let Some(h) = grid.common_house(&both)
        {
            add_house(step, h);
        }
    }
}

pub(super) fn add_mark(step: &mut Step, cell: usize, digit: Digit, role: Role) {
    if !step
        .marks
        .iter()
        .any(|m| m.cell == cell && m.digit == digit)
    {
        step.marks.push(Mark { cell, digit, role });
    }
}

pub(super) fn add_house(step: &mut Step, house: usize) {
    if !step.houses.contains(&house) {
        step.houses.push(house);
    }
}

/// A step of `technique` for a chain with these eliminations (explanation left to fill).
pub(super) fn chain_step(
    grid: &Candidates,
    graph: &Graph,
    technique: Technique,
    path: &[usize],
    eliminations: &[(usize, usize)],
) -> Step {
    let mut step = Step::new(technique);
    add_chain(grid, graph, path, &mut step);
    step.eliminations = eliminations
        .iter()
        .map(|&(c, d)| (c, Digit::from_index(d)))
        .collect();
    step
}

/// The shortest chain found so far for each set of eliminations.
pub(super) type Best = BTreeMap<Vec<(usize, usize)>, (u32, Vec<usize>)>;

pub(super) fn keep_shortest(
    best: &mut Best,
    eliminations: Vec<(usize, usize)>,
    length: u32,
    path: Vec<usize>,
) {
    match best.get(&eliminations) {
        Some((old, _)) if *old <= length => {}
        _ => {
            best.insert(eliminations, (length, path));
        }
    }
}
