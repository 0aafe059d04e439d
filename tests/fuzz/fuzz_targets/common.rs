//! What the targets share.

/// A kept state or a save with the times played left out: a running clock is read from the
/// real clock when kept, so two keepings differ there and only there.
pub fn without_time(kept: &str) -> String {
    let mut out = String::new();
    let mut rest = kept;
    while let Some(at) = rest.find("played:") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(')').map_or(rest.len(), |e| e + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}
