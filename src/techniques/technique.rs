//! The techniques by name, with HoDoKu's library codes and its order of difficulty.

use crate::t;
use std::collections::BTreeMap;
use std::fmt;

/// What a fish's base and cover sets may be, and whether fins are allowed.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum FishKind {
    /// Rows against columns (or columns against rows), no fins.
    Basic,
    /// Basic, with fins.
    Finned,
    /// Finned, and a base row would be a single candidate or empty without its fins.
    Sashimi,
    /// Boxes among the base or cover sets, no fins.
    Franken,
    /// Franken, with fins.
    FinnedFranken,
    /// Rows and columns on the same side, no fins.
    Mutant,
    /// Mutant, with fins.
    FinnedMutant,
}

impl FishKind {
    /// Whether the kind has fins.
    pub fn finned(self) -> bool {
        matches!(
            self,
            FishKind::Finned | FishKind::Sashimi | FishKind::FinnedFranken | FishKind::FinnedMutant
        )
    }
}

/// A fish: its kind, its size (2 for an X-Wing up to 7 for a Leviathan), and whether two fish
/// that share their base sets are reported as one (Siamese).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Fish {
    /// Basic, finned, Franken, Mutant...
    pub kind: FishKind,
    /// Base sets: 2 (X-Wing) to 7 (Leviathan).
    pub size: u8,
    /// Two finned fish with the same base sets, reported together.
    pub siamese: bool,
}

/// The families of techniques, one finder each (see [`Technique::finder_family`]).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Family {
    /// Full House, Naked and Hidden Singles (`basic/singles.rs`).
    Singles,
    /// Locked Candidates, pointing and claiming (`basic/intersections.rs`).
    Intersections,
    /// Naked, Hidden and Locked subsets (`basic/subsets.rs`).
    Subsets,
    /// Every fish (`patterns/fish.rs`).
    Fish,
    /// Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle (`patterns/single_digit.rs`).
    SingleDigit,
    /// Simple and Multi Colors (`patterns/coloring.rs`).
    Colouring,
    /// Unique, Hidden and Avoidable Rectangles, BUG + 1 (`uniqueness/`).
    Uniqueness,
    /// XY-, XYZ- and W-Wings (`patterns/wings.rs`).
    Wings,
    /// X- and XY-Chains, Remote Pairs, Nice Loops and AICs (`chains/`).
    Chains,
    /// Forcing Chains and Nets (`chains/forcing/`).
    Forcing,
    /// ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom (`als/`).
    Als,
    /// Sue de Coq (`patterns/sue_de_coq.rs`).
    SueDeCoq,
    /// Template Set and Delete (`patterns/templates.rs`).
    Templates,
    /// The variant rules' own techniques: cages and sums, a knight's or king's move, the
    /// non-consecutive rule (`variant/`).
    Variant,
}

/// A solving technique.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[allow(missing_docs)] // The variants are the techniques' names.
pub enum Technique {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    LockedPair,
    LockedTriple,
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    NakedPair,
    NakedTriple,
    HiddenPair,
    HiddenTriple,
    NakedQuadruple,
    HiddenQuadruple,
    Fish(Fish),
    RemotePair,
    BugPlusOne,
    Skyscraper,
    TwoStringKite,
    DualTwoStringKite,
    TurbotFish,
    EmptyRectangle,
    DualEmptyRectangle,
    WWing,
    XyWing,
    XyzWing,
    /// Uniqueness Test 1 to 6.
    Uniqueness(u8),
    HiddenRectangle,
    /// Avoidable Rectangle Type 1 or 2.
    AvoidableRectangle(u8),
    SimpleColorsTrap,
    SimpleColorsWrap,
    MultiColors1,
    MultiColors2,
    SueDeCoq,
    XChain,
    XyChain,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    AlsXz,
    AlsXyWing,
    AlsXyChain,
    DeathBlossom,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    TemplateSet,
    TemplateDelete,
    ForcingChainContradiction,
    ForcingChainVerity,
    ForcingNetContradiction,
    ForcingNetVerity,
    /// A digit placed, or all of a house's places for a digit, a knight's move from a cell.
    AntiKnight,
    /// The same as [`Technique::AntiKnight`] for a king's move.
    AntiKing,
    /// A digit placed, or a cell's candidates, next to a neighbour's digit in value.
    NonConsecutive,
    /// A digit placed, or a cell's candidates, that a neighbour with no X or V between them
    /// would make 5 or 10 with (every X and V is given).
    NegativeXv,
    /// The same as [`Technique::NegativeXv`] for halves and doubles without a black dot.
    NegativeRatio,
    /// A candidate whose placing makes the whole rule set (every clue, house and cage, run
    /// forward with the singles they leave) leave some cell without a digit: the last resort
    /// of the Cracking the Cryptic rules, which the other techniques read one clue at a time.
    RuleContradiction,
    /// A candidate whose placing leaves, with the whole rule set run forward, a cell each of
    /// whose candidates, supposed as well, makes the rules fail: Rule Contradiction one level
    /// deeper, the last resort of the clue puzzles.
    DeepRuleContradiction,
    /// The sets of digits that make a cage's sum and fit its candidates.
    CageCombination,
    /// A house's places for a digit all in one cage.
    CageOverlap,
    /// The 45 rule: innies and outies of one or more houses.
    Rule45,
    /// A cage cut by the 45 rule into two parts with known sums.
    CageSplitting,
    /// What one Cracking the Cryptic clue removes by itself (a thermometer's order, a dot's
    /// pairs, ...): one technique a kind of clue.
    Clue(crate::board::ClueKind),
}

/// One row of the technique table: every fact about a technique except how it is found.
/// The kinds of clue, easiest first: the order their techniques are tried in.
const CLUES_BY_GRADE: [crate::board::ClueKind; 18] = {
    use crate::board::ClueKind::*;
    [
        Odd,
        Even,
        Minimum,
        Maximum,
        Thermometer,
        Palindrome,
        Clone,
        Difference,
        Ratio,
        Xv,
        Whispers,
        Quadruple,
        Renban,
        Between,
        Arrow,
        RegionSum,
        LittleKiller,
        Sandwich,
    ]
};

struct Row {
    /// HoDoKu's library code (`0000` Full House ... `1304` Forcing Net Verity); Shudu's own
    /// from `2000` for the variant rules, which HoDoKu lacks. The stable key on disk.
    code: &'static str,
    /// Its name in the current language.
    name: fn() -> String,
    /// The finder that finds it.
    family: Family,
}

/// A row whose name is one Fluent message.
const fn row(code: &'static str, name: fn() -> String, family: Family) -> Row {
    Row { code, name, family }
}

impl Technique {
    /// The table: one row a technique (a fish, a uniqueness test or an avoidable rectangle
    /// stands for its forms: their codes and names are made from the form, see
    /// [`Technique::code`] and [`Technique::name`]).
    #[allow(clippy::too_many_lines)] // A table: one row a technique.
    fn row(self) -> Row {
        use Family::*;
        use Technique::*;
        match self {
            FullHouse => row("0000", || t!("technique-full-house"), Singles),
            HiddenSingle => row("0002", || t!("technique-hidden-single"), Singles),
            NakedSingle => row("0003", || t!("technique-naked-single"), Singles),
            LockedCandidatesPointing => row(
                "0100",
                || t!("technique-locked-candidates-pointing"),
                Intersections,
            ),
            LockedCandidatesClaiming => row(
                "0101",
                || t!("technique-locked-candidates-claiming"),
                Intersections,
            ),
            LockedPair => row("0110", || t!("technique-locked-pair"), Subsets),
            LockedTriple => row("0111", || t!("technique-locked-triple"), Subsets),
            NakedPair => row("0200", || t!("technique-naked-pair"), Subsets),
            NakedTriple => row("0201", || t!("technique-naked-triple"), Subsets),
            NakedQuadruple => row("0202", || t!("technique-naked-quadruple"), Subsets),
            HiddenPair => row("0210", || t!("technique-hidden-pair"), Subsets),
            HiddenTriple => row("0211", || t!("technique-hidden-triple"), Subsets),
            HiddenQuadruple => row("0212", || t!("technique-hidden-quadruple"), Subsets),
            Technique::Fish(_) => row("03", String::new, Family::Fish),
            Skyscraper => row("0400", || t!("technique-skyscraper"), SingleDigit),
            TwoStringKite => row("0401", || t!("technique-two-string-kite"), SingleDigit),
            EmptyRectangle => row("0402", || t!("technique-empty-rectangle"), SingleDigit),
            TurbotFish => row("0403", || t!("technique-turbot-fish"), SingleDigit),
            DualTwoStringKite => row("0404", || t!("technique-dual-two-string-kite"), SingleDigit),
            DualEmptyRectangle => row("0405", || t!("technique-dual-empty-rectangle"), SingleDigit),
            SimpleColorsTrap => row("0500", || t!("technique-simple-colors-trap"), Colouring),
            SimpleColorsWrap => row("0501", || t!("technique-simple-colors-wrap"), Colouring),
            MultiColors1 => row("0502", || t!("technique-multi-colors-1"), Colouring),
            MultiColors2 => row("0503", || t!("technique-multi-colors-2"), Colouring),
            Technique::Uniqueness(_) => row("060", String::new, Family::Uniqueness),
            HiddenRectangle => row(
                "0606",
                || t!("technique-hidden-rectangle"),
                Family::Uniqueness,
            ),
            AvoidableRectangle(_) => row("060", String::new, Family::Uniqueness),
            BugPlusOne => row("0610", || t!("technique-bug-plus-one"), Family::Uniqueness),
            XChain => row("0701", || t!("technique-x-chain"), Chains),
            XyChain => row("0702", || t!("technique-xy-chain"), Chains),
            RemotePair => row("0703", || t!("technique-remote-pair"), Chains),
            ContinuousNiceLoop => row("0706", || t!("technique-continuous-nice-loop"), Chains),
            DiscontinuousNiceLoop => {
                row("0707", || t!("technique-discontinuous-nice-loop"), Chains)
            }
            Aic => row("0708", || t!("technique-aic"), Chains),
            GroupedContinuousNiceLoop => row(
                "0709",
                || t!("technique-grouped-continuous-nice-loop"),
                Chains,
            ),
            GroupedDiscontinuousNiceLoop => row(
                "0710",
                || t!("technique-grouped-discontinuous-nice-loop"),
                Chains,
            ),
            GroupedAic => row("0711", || t!("technique-grouped-aic"), Chains),
            XyWing => row("0800", || t!("technique-xy-wing"), Wings),
            XyzWing => row("0801", || t!("technique-xyz-wing"), Wings),
            WWing => row("0803", || t!("technique-w-wing"), Wings),
            AlsXz => row("0901", || t!("technique-als-xz"), Als),
            AlsXyWing => row("0902", || t!("technique-als-xy-wing"), Als),
            AlsXyChain => row("0903", || t!("technique-als-xy-chain"), Als),
            DeathBlossom => row("0904", || t!("technique-death-blossom"), Als),
            Technique::SueDeCoq => row("1101", || t!("technique-sue-de-coq"), Family::SueDeCoq),
            TemplateSet => row("1201", || t!("technique-template-set"), Templates),
            TemplateDelete => row("1202", || t!("technique-template-delete"), Templates),
            ForcingChainContradiction => row(
                "1301",
                || t!("technique-forcing-chain-contradiction"),
                Forcing,
            ),
            ForcingChainVerity => row("1302", || t!("technique-forcing-chain-verity"), Forcing),
            ForcingNetContradiction => row(
                "1303",
                || t!("technique-forcing-net-contradiction"),
                Forcing,
            ),
            ForcingNetVerity => row("1304", || t!("technique-forcing-net-verity"), Forcing),
            AntiKnight => row("2000", || t!("technique-anti-knight"), Variant),
            AntiKing => row("2001", || t!("technique-anti-king"), Variant),
            NonConsecutive => row("2002", || t!("technique-non-consecutive"), Variant),
            NegativeXv => row("2003", || t!("technique-negative-xv"), Variant),
            NegativeRatio => row("2004", || t!("technique-negative-ratio"), Variant),
            RuleContradiction => row("2005", || t!("technique-rule-contradiction"), Variant),
            DeepRuleContradiction => {
                row("2006", || t!("technique-deep-rule-contradiction"), Variant)
            }
            CageCombination => row("2100", || t!("technique-cage-combination"), Variant),
            CageOverlap => row("2101", || t!("technique-cage-overlap"), Variant),
            Rule45 => row("2102", || t!("technique-rule-45"), Variant),
            CageSplitting => row("2103", || t!("technique-cage-splitting"), Variant),
            Clue(_) => row("22", String::new, Variant),
        }
    }

    /// The name shown for it, in the current language (in English, the name HoDoKu shows).
    /// For display only: what is stored, compared or parsed is [`Technique::code`].
    pub fn name(self) -> String {
        match self {
            Technique::Fish(fish) => fish_name(fish),
            Technique::Uniqueness(n) => t!("technique-uniqueness", n = n),
            Technique::AvoidableRectangle(n) => t!("technique-avoidable-rectangle", n = n),
            Technique::Clue(kind) => kind.label(),
            _ => (self.row().name)(),
        }
    }

    /// The English name, whatever the current language (for the English forms of the
    /// command line and of printed pages).
    pub fn english_name(self) -> String {
        crate::i18n::with_language(crate::i18n::Language::English, || self.name())
    }

    /// The technique whose [`Technique::english_name`] is `name` (any case), if any: reads
    /// the keys older files kept, before they kept codes.
    pub fn from_english_name(name: &str) -> Option<Technique> {
        let name = name.trim();
        crate::i18n::with_language(crate::i18n::Language::English, || {
            Technique::all()
                .into_iter()
                .find(|t| t.name().eq_ignore_ascii_case(name))
        })
    }

    /// HoDoKu's library code (`0000` Full House ... `1304` Forcing Net Verity; five digits for
    /// Siamese fish), Shudu's own for the variant rules: the stable key statistics, tallies
    /// and practice records are kept under on disk.
    pub fn code(self) -> String {
        let prefix = self.row().code;
        match self {
            Technique::Fish(fish) => {
                let kind = fish.kind as u8;
                let siamese = if fish.siamese { "1" } else { "" };
                format!("{prefix}{kind}{}{siamese}", fish.size.saturating_sub(2))
            }
            Technique::Uniqueness(n) => format!("{prefix}{}", n.saturating_sub(1)),
            Technique::AvoidableRectangle(n) => format!("{prefix}{}", n + 6),
            Technique::Clue(kind) => format!("{prefix}{:02}", kind as u8),
            _ => prefix.to_string(),
        }
    }

    /// The technique with HoDoKu library code `code` (a variant suffix such as `-1` is
    /// ignored), if Shudu knows it.
    pub fn from_code(code: &str) -> Option<Technique> {
        let base = code.split('-').next().unwrap_or(code);
        Technique::all().into_iter().find(|t| t.code() == base)
    }

    /// The technique a kept key names: a code, or an English name as older files kept.
    pub fn from_key(key: &str) -> Option<Technique> {
        Technique::from_code(key).or_else(|| Technique::from_english_name(key))
    }

    /// Whether HoDoKu's solver uses the technique with its default settings: basic, finned and
    /// Sashimi fish up to Jellyfish, Franken fish up to Swordfish, no Mutant fish, no Death
    /// Blossom, no templates, and Siamese fish only as a way of showing two fish (its
    /// `Options.DEFAULT_SOLVER_STEPS`). The others are much costlier to search and rarely
    /// needed: a hint tries them only when these find nothing.
    pub fn in_default_solver(self) -> bool {
        match self {
            Technique::Fish(fish) => {
                let largest = match fish.kind {
                    FishKind::Basic | FishKind::Finned | FishKind::Sashimi => 4,
                    FishKind::Franken | FishKind::FinnedFranken => 3,
                    FishKind::Mutant | FishKind::FinnedMutant => 0,
                };
                !fish.siamese && fish.size <= largest
            }
            Technique::DeathBlossom | Technique::TemplateSet | Technique::TemplateDelete => false,
            _ => true,
        }
    }

    /// The order in which hints and the solution path look for a step: HoDoKu's default
    /// solver ([`Technique::in_default_solver`]) easiest first, then every other technique
    /// Shudu knows, easiest first, so that "stuck" means that none of them applies.
    pub fn hint_order() -> Vec<Technique> {
        let (mut order, rest): (Vec<_>, Vec<_>) = Technique::all()
            .into_iter()
            .partition(|t| t.in_default_solver());
        order.extend(rest);
        order
    }

    /// Every technique, easiest first. The variant rules' techniques find nothing on a
    /// classic grid: the rules' direct eliminations come first, the cage techniques among the
    /// basic ones.
    pub fn all() -> Vec<Technique> {
        use Technique::*;
        let mut all = vec![
            AntiKnight,
            AntiKing,
            NonConsecutive,
            NegativeXv,
            NegativeRatio,
            FullHouse,
            NakedSingle,
            HiddenSingle,
        ];
        // The clues' own steps, easiest first (by their values in `rate::grade`).
        all.extend(CLUES_BY_GRADE.map(Clue));
        all.extend([
            CageCombination,
            LockedPair,
            LockedTriple,
            LockedCandidatesPointing,
            LockedCandidatesClaiming,
            CageOverlap,
            Rule45,
            CageSplitting,
            NakedPair,
            NakedTriple,
            HiddenPair,
            HiddenTriple,
            NakedQuadruple,
            HiddenQuadruple,
        ]);
        all.extend((2..=7).map(|size| fish(FishKind::Basic, size, false)));
        all.extend([
            RemotePair,
            BugPlusOne,
            Skyscraper,
            TwoStringKite,
            DualTwoStringKite,
            TurbotFish,
            EmptyRectangle,
            DualEmptyRectangle,
            WWing,
            XyWing,
            XyzWing,
        ]);
        all.extend((1..=6).map(Uniqueness));
        all.extend([
            HiddenRectangle,
            AvoidableRectangle(1),
            AvoidableRectangle(2),
            // Before the big fish, colours, chains and forcing, which read houses alone and
            // are slow and mostly fruitless on clue puzzles (it finds nothing on others).
            RuleContradiction,
        ]);
        for size in 2..=7 {
            for kind in [FishKind::Finned, FishKind::Sashimi] {
                all.push(fish(kind, size, false));
                all.push(fish(kind, size, true));
            }
        }
        all.extend([
            SimpleColorsTrap,
            SimpleColorsWrap,
            MultiColors1,
            MultiColors2,
            SueDeCoq,
            XChain,
            XyChain,
            ContinuousNiceLoop,
            DiscontinuousNiceLoop,
            Aic,
            AlsXz,
            AlsXyWing,
            AlsXyChain,
            DeathBlossom,
        ]);
        push_fish(&mut all, [FishKind::Franken, FishKind::FinnedFranken]);
        all.extend([
            GroupedContinuousNiceLoop,
            GroupedDiscontinuousNiceLoop,
            GroupedAic,
        ]);
        push_fish(&mut all, [FishKind::Mutant, FishKind::FinnedMutant]);
        all.extend([
            TemplateSet,
            TemplateDelete,
            ForcingChainContradiction,
            ForcingChainVerity,
            ForcingNetContradiction,
            ForcingNetVerity,
            // The last resort of the clue puzzles: after everything else, so that a step a
            // house pattern makes is told as that pattern.
            DeepRuleContradiction,
        ]);
        all
    }

    /// The family whose finder finds it: the one place that routes a technique to its code.
    pub fn finder_family(self) -> Family {
        self.row().family
    }

    /// The family it is counted under in reports (coarser than [`Technique::finder_family`]:
    /// Locked Pairs count as intersections, Sue de Coq with the ALS family, templates and
    /// forcing as last resorts). In English, whatever the language: a key, shown through
    /// [`Technique::family_name`].
    pub fn family(self) -> &'static str {
        match self {
            Technique::LockedPair | Technique::LockedTriple => "Intersections",
            _ => self.finder_family().report_name(),
        }
    }

    /// The name of its report family ([`Technique::family`]) in the current language.
    pub fn family_name(self) -> String {
        family_name(self.family())
    }
}

/// The name, in the current language, of the technique a kept key names (a tally's or a
/// practice record's [`Technique::code`], or the English name older files kept); the key
/// itself if no technique has it.
pub fn technique_name(key: &str) -> String {
    Technique::from_key(key).map_or_else(|| key.to_owned(), Technique::name)
}

/// The key a technique is kept under on disk: its [`Technique::code`]. A key older files
/// kept (its English name) becomes its code; a key no technique has stays as it is.
pub fn stable_key(key: &str) -> String {
    Technique::from_key(key).map_or_else(|| key.to_owned(), Technique::code)
}

/// Reads counts by technique (a tally's or a history record's hints) with every key made
/// stable ([`stable_key`]): the counts of an old English name and of its code add up.
pub fn read_counts<'de, D>(reader: D) -> Result<BTreeMap<String, u32>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    let kept = <BTreeMap<String, u32> as serde::Deserialize>::deserialize(reader)?;
    let mut counts = BTreeMap::new();
    for (key, count) in kept {
        let sum: &mut u32 = counts.entry(stable_key(&key)).or_default();
        *sum = sum.saturating_add(count);
    }
    Ok(counts)
}

/// Reads an optional technique key (a practice record's) made stable ([`stable_key`]).
pub fn read_key<'de, D>(reader: D) -> Result<Option<String>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    let kept = <Option<String> as serde::Deserialize>::deserialize(reader)?;
    Ok(kept.as_deref().map(stable_key))
}

/// A report family's name ([`Technique::family`], the English key) in the current language;
/// the key itself for a name that is not a family's.
pub fn family_name(key: &str) -> String {
    match key {
        "Singles" => t!("family-singles"),
        "Intersections" => t!("family-intersections"),
        "Subsets" => t!("family-subsets"),
        "Fish" => t!("family-fish"),
        "Single-digit patterns" => t!("family-single-digit"),
        "Colouring" => t!("family-colouring"),
        "Uniqueness" => t!("family-uniqueness"),
        "Wings" => t!("family-wings"),
        "Chains and loops" => t!("family-chains"),
        "ALS family" => t!("family-als"),
        "Last resorts" => t!("family-last-resorts"),
        "Variant rules" => t!("family-variant"),
        other => other.to_owned(),
    }
}

impl Family {
    /// The English name a report counts this family under (a key: see [`family_name`]).
    fn report_name(self) -> &'static str {
        match self {
            Family::Singles => "Singles",
            Family::Intersections => "Intersections",
            Family::Subsets => "Subsets",
            Family::Fish => "Fish",
            Family::SingleDigit => "Single-digit patterns",
            Family::Colouring => "Colouring",
            Family::Uniqueness => "Uniqueness",
            Family::Wings => "Wings",
            Family::Chains => "Chains and loops",
            Family::Als | Family::SueDeCoq => "ALS family",
            Family::Forcing | Family::Templates => "Last resorts",
            Family::Variant => "Variant rules",
        }
    }
}

/// Franken or Mutant fish of each size, the finned ones also Siamese.
fn push_fish(all: &mut Vec<Technique>, kinds: [FishKind; 2]) {
    for kind in kinds {
        for size in 2..=7 {
            all.push(fish(kind, size, false));
            if kind.finned() {
                all.push(fish(kind, size, true));
            }
        }
    }
}
/// The fish technique of this kind and size.
fn fish(kind: FishKind, size: u8, siamese: bool) -> Technique {
    Technique::Fish(Fish {
        kind,
        size,
        siamese,
    })
}

/// A fish's name: "Siamese Finned Mutant Jellyfish", "X-Wing".
fn fish_name(fish: Fish) -> String {
    let kind = match fish.kind {
        FishKind::Basic => "basic",
        FishKind::Finned => "finned",
        FishKind::Sashimi => "sashimi",
        FishKind::Franken => "franken",
        FishKind::FinnedFranken => "finned-franken",
        FishKind::Mutant => "mutant",
        FishKind::FinnedMutant => "finned-mutant",
    };
    let siamese = if fish.siamese { "yes" } else { "no" };
    t!(
        "technique-fish",
        siamese = siamese,
        kind = kind,
        size = fish.size
    )
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_families_group_as_the_reports_count_them() {
        use Technique::*;
        let cases = [
            (LockedPair, "Intersections"),
            (LockedCandidatesClaiming, "Intersections"),
            (HiddenQuadruple, "Subsets"),
            (SueDeCoq, "ALS family"),
            (DeathBlossom, "ALS family"),
            (TemplateDelete, "Last resorts"),
            (ForcingNetVerity, "Last resorts"),
            (GroupedAic, "Chains and loops"),
            (DualEmptyRectangle, "Single-digit patterns"),
            (MultiColors2, "Colouring"),
            (BugPlusOne, "Uniqueness"),
            (WWing, "Wings"),
            (FullHouse, "Singles"),
        ];
        for (technique, family) in cases {
            assert_eq!(technique.family(), family, "{technique:?}");
        }
    }

    #[test]
    fn codes_and_names_follow_hodoku() {
        for t in Technique::all() {
            assert_eq!(Technique::from_code(&t.code()), Some(t), "{t}");
        }
        let siamese = Technique::from_code("03621");
        assert_eq!(
            siamese.map(Technique::name).as_deref(),
            Some("Siamese Finned Mutant Jellyfish")
        );
        assert_eq!(
            Technique::from_code("0603-2")
                .map(Technique::name)
                .as_deref(),
            Some("Uniqueness Test 4")
        );
        assert_eq!(
            Technique::from_code("0608").map(Technique::name).as_deref(),
            Some("Avoidable Rectangle Type 2")
        );
    }

    #[test]
    fn names_read_in_chinese_and_keys_stay_english() {
        use crate::i18n::{Language, with_language};
        let chinese = |t: Technique| with_language(Language::SimplifiedChinese, || t.name());
        assert_eq!(chinese(Technique::HiddenSingle), "排除");
        assert_eq!(
            chinese(Technique::LockedCandidatesPointing),
            "区块摒除（宫对行列）"
        );
        assert_eq!(chinese(Technique::NakedPair), "显性数对");
        assert_eq!(chinese(Technique::XyWing), "XY翼");
        assert_eq!(chinese(Technique::BugPlusOne), "全双值坟墓+1");
        assert_eq!(chinese(Technique::Uniqueness(2)), "唯一矩形（类型2）");
        assert_eq!(chinese(fish(FishKind::Basic, 3, false)), "剑鱼");
        assert_eq!(chinese(fish(FishKind::Sashimi, 2, false)), "退化鳍X翼");
        assert_eq!(
            chinese(fish(FishKind::FinnedMutant, 4, true)),
            "孪生鳍变异水母"
        );
        with_language(Language::SimplifiedChinese, || {
            assert_eq!(Technique::XyWing.english_name(), "XY-Wing");
            assert_eq!(Technique::SueDeCoq.family(), "ALS family");
            assert_eq!(Technique::SueDeCoq.family_name(), "待定数组类");
            assert_eq!(
                Technique::from_english_name("Finned X-Wing"),
                Some(fish(FishKind::Finned, 2, false))
            );
        });
        // Every technique has a name of its own in both languages.
        for language in crate::i18n::Language::ALL {
            let mut names: Vec<String> = with_language(language, || {
                Technique::all().iter().map(|t| t.name()).collect()
            });
            names.sort();
            names.dedup();
            assert_eq!(names.len(), Technique::all().len(), "{language:?}");
        }
    }

    #[test]
    fn hints_try_hodokus_default_solver_first_and_every_other_technique_after() {
        let order = Technique::hint_order();
        let mut sorted = order.clone();
        sorted.sort();
        let mut all = Technique::all();
        all.sort();
        assert_eq!(sorted, all, "each technique exactly once");
        let position = |name: &str| order.iter().position(|t| t.name() == name).unwrap();
        let net = position("Forcing Net Verity");
        assert!(position("Finned Franken Swordfish") < net);
        assert!(position("Sashimi Jellyfish") < net);
        for late in [
            "Finned Mutant X-Wing",
            "Franken Jellyfish",
            "Squirmbag",
            "Death Blossom",
        ] {
            assert!(position(late) > net, "{late}");
        }
        assert!(position("Siamese Finned X-Wing") > net);
        assert!(position("Template Set") > net);
        assert!(position("X-Wing") < position("Finned X-Wing"));
    }
}
