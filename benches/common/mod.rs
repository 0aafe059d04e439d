//! What the puzzle benchmarks share: their arguments.

/// The benchmark's arguments: `--every N` (a sample, every Nth puzzle, for a quick look on a
/// busy machine; 1 when not given) and the files named (arguments that are neither options nor
/// numbers).
pub fn arguments() -> (usize, Vec<String>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let every = args
        .iter()
        .position(|a| a == "--every")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1usize)
        .max(1);
    let files = args
        .into_iter()
        .filter(|a| !a.starts_with("--") && a.parse::<usize>().is_err())
        .collect();
    (every, files)
}
