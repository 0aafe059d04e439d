//! lz-string's base64 form, which f-puzzles and SudokuPad links carry their puzzles in.
//!
//! lz-string is LZW over UTF-16 code units with a code width that grows as the dictionary
//! does. The stream is a sequence of codes, each written least significant bit first:
//! `0` then 8 bits (a new one-unit entry), `1` then 16 bits (the same for a unit above 255),
//! `2` (the end), or the number of a dictionary entry. Codes start 2 bits wide on the writing
//! side (3 on the reading side, which is one entry ahead) and grow by one bit each time the
//! dictionary reaches the next power of two. The bits are packed six to a character, most
//! significant first, in the base64 alphabet `A-Z a-z 0-9 + /`, padded with `=` to a multiple
//! of four. The URL-safe variant's `-` (for `/`) is read too.

use std::collections::{HashMap, HashSet};

/// The base64 alphabet, one character for each six bits.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Decoded texts stop here (in UTF-16 units): no puzzle is anywhere near as long, and a
/// hostile link must not fill memory.
const MAX_UNITS: usize = 8 * 1024 * 1024;

/// The six bits a character stands for; `=` (padding) stands for none.
fn sextet(c: u8) -> Option<u32> {
    let value = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' | b'-' => 63,
        b'=' => 0,
        _ => return None,
    };
    Some(u32::from(value))
}

/// Reads the bits of a base64 text, most significant first within each character.
struct BitReader<'a> {
    input: &'a [u8],
    /// The character being read.
    value: u32,
    /// The bit of `value` read next.
    mask: u32,
    /// The next character's index.
    next: usize,
}

impl BitReader<'_> {
    /// A number of `count` bits, least significant first; past the end, bits are zeros.
    fn read(&mut self, count: u32) -> Option<u32> {
        let mut number = 0u32;
        for bit in 0..count {
            if self.value & self.mask != 0 {
                number |= 1 << bit;
            }
            self.mask >>= 1;
            if self.mask == 0 {
                self.mask = 32;
                self.value = match self.input.get(self.next) {
                    Some(&c) => sextet(c)?,
                    None => 0,
                };
                self.next += 1;
            }
        }
        Some(number)
    }
}

/// The dictionary's code width: it grows when `enlarge` counts down to zero.
struct Width {
    bits: u32,
    enlarge: u32,
}

impl Width {
    /// One more entry: the width grows when the entries reach the next power of two.
    fn count(&mut self) {
        self.enlarge = self.enlarge.saturating_sub(1);
        if self.enlarge == 0 {
            self.enlarge = 1u32.checked_shl(self.bits).unwrap_or(u32::MAX);
            self.bits += 1;
        }
    }
}

/// The text that lz-string's `compressToBase64` made `input` from, or `None` if `input` is
/// not such a text (a character outside the alphabet, a code that names no entry, a stream
/// that ends without its end code, UTF-16 that is not text). Whitespace is skipped.
pub fn decompress_from_base64(input: &str) -> Option<String> {
    let bytes: Vec<u8> = input.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let first = sextet(*bytes.first()?)?;
    let mut bits = BitReader {
        input: &bytes,
        value: first,
        mask: 32,
        next: 1,
    };
    // Codes 0, 1 and 2 are the markers; entries start at 3.
    let mut dictionary: Vec<Vec<u16>> = vec![Vec::new(), Vec::new(), Vec::new()];
    let mut width = Width {
        bits: 3,
        enlarge: 4,
    };
    let unit = match bits.read(2)? {
        0 => bits.read(8)?,
        1 => bits.read(16)?,
        2 => return Some(String::new()),
        _ => return None,
    };
    let unit = u16::try_from(unit).ok()?;
    dictionary.push(vec![unit]);
    let mut previous = vec![unit];
    let mut out = vec![unit];
    loop {
        if bits.next > bytes.len() || width.bits > 32 {
            return None;
        }
        let mut code = usize::try_from(bits.read(width.bits)?).ok()?;
        match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 })?;
                dictionary.push(vec![u16::try_from(unit).ok()?]);
                code = dictionary.len() - 1;
                width.count();
            }
            2 => return String::from_utf16(&out).ok(),
            _ => {}
        }
        let entry = match dictionary.get(code) {
            Some(entry) if code > 2 => entry.clone(),
            // The one code that may name the entry being made: the previous one plus its
            // own first unit.
            None if code == dictionary.len() => {
                let mut entry = previous.clone();
                entry.push(*previous.first()?);
                entry
            }
            _ => return None,
        };
        out.extend_from_slice(&entry);
        if out.len() > MAX_UNITS {
            return None;
        }
        previous.push(*entry.first()?);
        dictionary.push(previous);
        width.count();
        previous = entry;
    }
}

/// Writes bits six to a character.
struct BitWriter {
    out: String,
    value: u32,
    filled: u32,
}

impl BitWriter {
    /// `count` bits of `number`, least significant first.
    fn write(&mut self, number: u32, count: u32) {
        for bit in 0..count {
            self.push((number >> bit) & 1);
        }
    }

    fn push(&mut self, bit: u32) {
        self.value = (self.value << 1) | bit;
        self.filled += 1;
        if self.filled == 6 {
            // Six bits index the 64-character alphabet.
            self.out
                .push(char::from(ALPHABET[(self.value & 63) as usize]));
            self.value = 0;
            self.filled = 0;
        }
    }
}

/// The phrase being matched while compressing: its code and, for one unit, the unit.
#[derive(Clone, Copy)]
struct Phrase {
    code: u32,
    unit: Option<u16>,
}

/// `input` as lz-string's `compressToBase64` writes it (what f-puzzles links carry);
/// [`decompress_from_base64`] reads it back.
pub fn compress_to_base64(input: &str) -> String {
    let mut singles: HashMap<u16, u32> = HashMap::new();
    let mut pairs: HashMap<(u32, u16), u32> = HashMap::new();
    // Units met but not yet written out as literals.
    let mut unwritten: HashSet<u16> = HashSet::new();
    let mut next_code = 3u32;
    let mut width = Width {
        bits: 2,
        enlarge: 2,
    };
    let mut bits = BitWriter {
        out: String::new(),
        value: 0,
        filled: 0,
    };
    let mut phrase: Option<Phrase> = None;
    for unit in input.encode_utf16() {
        let single = *singles.entry(unit).or_insert_with(|| {
            unwritten.insert(unit);
            next_code += 1;
            next_code - 1
        });
        let Some(current) = phrase else {
            phrase = Some(Phrase {
                code: single,
                unit: Some(unit),
            });
            continue;
        };
        if let Some(&code) = pairs.get(&(current.code, unit)) {
            phrase = Some(Phrase { code, unit: None });
            continue;
        }
        emit(current, &mut bits, &mut width, &mut unwritten);
        pairs.insert((current.code, unit), next_code);
        next_code += 1;
        phrase = Some(Phrase {
            code: single,
            unit: Some(unit),
        });
    }
    if let Some(current) = phrase {
        emit(current, &mut bits, &mut width, &mut unwritten);
    }
    bits.write(2, width.bits);
    // The last character is filled with zeros (lz-string always adds at least one).
    loop {
        bits.value <<= 1;
        bits.filled += 1;
        if bits.filled == 6 {
            bits.out
                .push(char::from(ALPHABET[(bits.value & 63) as usize]));
            break;
        }
    }
    while !bits.out.len().is_multiple_of(4) {
        bits.out.push('=');
    }
    bits.out
}

/// Writes one phrase: as a literal the first time its unit is written, else as its code.
fn emit(phrase: Phrase, bits: &mut BitWriter, width: &mut Width, unwritten: &mut HashSet<u16>) {
    match phrase.unit.filter(|unit| unwritten.remove(unit)) {
        Some(unit) => {
            if unit < 256 {
                bits.write(0, width.bits);
                bits.write(u32::from(unit), 8);
            } else {
                bits.write(1, width.bits);
                bits.write(u32::from(unit), 16);
            }
            width.count();
        }
        None => bits.write(phrase.code, width.bits),
    }
    width.count();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_letter_compresses_as_worked_out_by_hand() {
        // `a`: code 0 in 2 bits, 97 in 8 bits, then the end code 2 in 3 bits, packed six to a
        // character: 001000 011001 0(00000) = I Z A, padded to four.
        assert_eq!(compress_to_base64("a"), "IZA=");
        assert_eq!(decompress_from_base64("IZA=").as_deref(), Some("a"));
    }

    #[test]
    fn fpuzzles_json_starts_as_fpuzzles_links_do() {
        // Every f-puzzles link of a 9x9 puzzle starts with these characters.
        let json = r#"{"size":9,"grid":[[{},{},{}]]}"#;
        assert!(compress_to_base64(json).starts_with("N4IgzglgXgpiBcBOANCA5gJwgEw"));
    }

    #[test]
    fn links_made_by_lz_string_itself_decode() {
        // Published f-puzzles links, packed by the JavaScript lz-string.
        assert_eq!(
            decompress_from_base64("N4IgHiBcDMC+Q===").as_deref(),
            Some(r#"{"x":3}"#)
        );
        let killer = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgI\
                      m9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAU\
                      FlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLau\
                      hgABE7GcLREQA=";
        let json = decompress_from_base64(killer).unwrap_or_default();
        assert!(json.starts_with(r#"{"size":9,"grid":[[{},{},"#), "{json}");
        assert!(json.ends_with(
            r#""killercage":[{"cells":["R1C1","R2C1"],"value":"9"},{"cells":["R1C2","R1C3","R2C2","R2C3","R3C2"],"value":"33"}],"activeConstraints":["Killer Cage"]}"#
        ));
    }

    #[test]
    fn texts_round_trip() {
        let texts = [
            "",
            "x",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "abababababababababcabcabcabcabcabcabcabcdabcd",
            r#"{"size":9,"title":"数独 — ünïcödé","grid":[[{"value":5,"given":true}]]}"#,
            "emoji 🧩 and more 🧩🧩",
        ];
        for text in texts {
            let packed = compress_to_base64(text);
            assert_eq!(packed.len() % 4, 0, "{packed}");
            assert_eq!(decompress_from_base64(&packed).as_deref(), Some(text));
        }
        let long: String = (0..5000)
            .map(|i| char::from(b'a' + (i * 7 % 26) as u8))
            .collect();
        let packed = compress_to_base64(&long);
        assert!(packed.len() < long.len());
        assert_eq!(decompress_from_base64(&packed), Some(long));
    }

    #[test]
    fn broken_texts_are_refused() {
        assert_eq!(decompress_from_base64(""), None);
        assert_eq!(decompress_from_base64("!!!!"), None);
        // Cut short: the end code never comes.
        let packed = compress_to_base64(r#"{"size":9,"grid":[[{},{},{},{},{}]]}"#);
        assert_eq!(decompress_from_base64(&packed[..packed.len() / 2]), None);
        // URL-safe `-` reads as `/`.
        let slash = compress_to_base64("????>>>>????");
        if slash.contains('/') {
            let dashed = slash.replace('/', "-");
            assert_eq!(
                decompress_from_base64(&dashed).as_deref(),
                Some("????>>>>????")
            );
        }
    }
}
