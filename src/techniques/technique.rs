//! The techniques by name, with HoDoKu's library codes and its order of difficulty.

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
    /// The sets of digits that make a cage's sum and fit its candidates.
    CageCombination,
    /// A house's places for a digit all in one cage.
    CageOverlap,
    /// The 45 rule: innies and outies of one or more houses.
    Rule45,
    /// A cage cut by the 45 rule into two parts with known sums.
    CageSplitting,
}

impl Technique {
    /// The name shown for it, in the current language (in English, the name HoDoKu shows).
    /// For display only: what is stored, compared or parsed uses [`Technique::english_name`]
    /// or [`Technique::code`].
    pub fn name(self) -> String {
        use Technique::*;
        match self {
            FullHouse => crate::t!("technique-full-house"),
            NakedSingle => crate::t!("technique-naked-single"),
            HiddenSingle => crate::t!("technique-hidden-single"),
            LockedPair => crate::t!("technique-locked-pair"),
            LockedTriple => crate::t!("technique-locked-triple"),
            LockedCandidatesPointing => crate::t!("technique-locked-candidates-pointing"),
            LockedCandidatesClaiming => crate::t!("technique-locked-candidates-claiming"),
            NakedPair => crate::t!("technique-naked-pair"),
            NakedTriple => crate::t!("technique-naked-triple"),
            NakedQuadruple => crate::t!("technique-naked-quadruple"),
            HiddenPair => crate::t!("technique-hidden-pair"),
            HiddenTriple => crate::t!("technique-hidden-triple"),
            HiddenQuadruple => crate::t!("technique-hidden-quadruple"),
            Fish(fish) => fish_name(fish),
            RemotePair => crate::t!("technique-remote-pair"),
            BugPlusOne => crate::t!("technique-bug-plus-one"),
            Skyscraper => crate::t!("technique-skyscraper"),
            TwoStringKite => crate::t!("technique-two-string-kite"),
            DualTwoStringKite => crate::t!("technique-dual-two-string-kite"),
            TurbotFish => crate::t!("technique-turbot-fish"),
            EmptyRectangle => crate::t!("technique-empty-rectangle"),
            DualEmptyRectangle => crate::t!("technique-dual-empty-rectangle"),
            WWing => crate::t!("technique-w-wing"),
            XyWing => crate::t!("technique-xy-wing"),
            XyzWing => crate::t!("technique-xyz-wing"),
            Uniqueness(n) => crate::t!("technique-uniqueness", n = n),
            HiddenRectangle => crate::t!("technique-hidden-rectangle"),
            AvoidableRectangle(n) => crate::t!("technique-avoidable-rectangle", n = n),
            SimpleColorsTrap => crate::t!("technique-simple-colors-trap"),
            SimpleColorsWrap => crate::t!("technique-simple-colors-wrap"),
            MultiColors1 => crate::t!("technique-multi-colors-1"),
            MultiColors2 => crate::t!("technique-multi-colors-2"),
            SueDeCoq => crate::t!("technique-sue-de-coq"),
            XChain => crate::t!("technique-x-chain"),
            XyChain => crate::t!("technique-xy-chain"),
            ContinuousNiceLoop => crate::t!("technique-continuous-nice-loop"),
            DiscontinuousNiceLoop => crate::t!("technique-discontinuous-nice-loop"),
            Aic => crate::t!("technique-aic"),
            AlsXz => crate::t!("technique-als-xz"),
            AlsXyWing => crate::t!("technique-als-xy-wing"),
            AlsXyChain => crate::t!("technique-als-xy-chain"),
            DeathBlossom => crate::t!("technique-death-blossom"),
            GroupedContinuousNiceLoop => crate::t!("technique-grouped-continuous-nice-loop"),
            GroupedDiscontinuousNiceLoop => crate::t!("technique-grouped-discontinuous-nice-loop"),
            GroupedAic => crate::t!("technique-grouped-aic"),
            TemplateSet => crate::t!("technique-template-set"),
            TemplateDelete => crate::t!("technique-template-delete"),
            ForcingChainContradiction => crate::t!("technique-forcing-chain-contradiction"),
            ForcingChainVerity => crate::t!("technique-forcing-chain-verity"),
            ForcingNetContradiction => crate::t!("technique-forcing-net-contradiction"),
            ForcingNetVerity => crate::t!("technique-forcing-net-verity"),
            AntiKnight => crate::t!("technique-anti-knight"),
            AntiKing => crate::t!("technique-anti-king"),
            NonConsecutive => crate::t!("technique-non-consecutive"),
            CageCombination => crate::t!("technique-cage-combination"),
            CageOverlap => crate::t!("technique-cage-overlap"),
            Rule45 => crate::t!("technique-rule-45"),
            CageSplitting => crate::t!("technique-cage-splitting"),
        }
    }

    /// The English name, whatever the current language: the stable key that statistics,
    /// tallies and practice records are kept under on disk.
    pub fn english_name(self) -> String {
        crate::i18n::with_language(crate::i18n::Language::English, || self.name())
    }

    /// The technique whose [`Technique::english_name`] is `name` (any case), if any: reads
    /// back a kept key, for showing it in the current language.
    pub fn from_english_name(name: &str) -> Option<Technique> {
        let name = name.trim();
        crate::i18n::with_language(crate::i18n::Language::English, || {
            Technique::all()
                .into_iter()
                .find(|t| t.name().eq_ignore_ascii_case(name))
        })
    }

    /// HoDoKu's library code (`0000` Full House ... `1304` Forcing Net Verity; five digits for
    /// Siamese fish).
    pub fn code(self) -> String {
        use Technique::*;
        let code = match self {
            FullHouse => "0000",
            HiddenSingle => "0002",
            NakedSingle => "0003",
            LockedCandidatesPointing => "0100",
            LockedCandidatesClaiming => "0101",
            LockedPair => "0110",
            LockedTriple => "0111",
            NakedPair => "0200",
            NakedTriple => "0201",
            NakedQuadruple => "0202",
            HiddenPair => "0210",
            HiddenTriple => "0211",
            HiddenQuadruple => "0212",
            Fish(fish) => {
                let kind = fish.kind as u8;
                let siamese = if fish.siamese { "1" } else { "" };
                return format!("03{kind}{}{siamese}", fish.size.saturating_sub(2));
            }
            Skyscraper => "0400",
            TwoStringKite => "0401",
            EmptyRectangle => "0402",
            TurbotFish => "0403",
            DualTwoStringKite => "0404",
            DualEmptyRectangle => "0405",
            SimpleColorsTrap => "0500",
            SimpleColorsWrap => "0501",
            MultiColors1 => "0502",
            MultiColors2 => "0503",
            Uniqueness(n) => return format!("060{}", n.saturating_sub(1)),
            HiddenRectangle => "0606",
            AvoidableRectangle(n) => return format!("060{}", n + 6),
            BugPlusOne => "0610",
            XChain => "0701",
            XyChain => "0702",
            RemotePair => "0703",
            ContinuousNiceLoop => "0706",
            DiscontinuousNiceLoop => "0707",
            Aic => "0708",
            GroupedContinuousNiceLoop => "0709",
            GroupedDiscontinuousNiceLoop => "0710",
            GroupedAic => "0711",
            XyWing => "0800",
            XyzWing => "0801",
            WWing => "0803",
            AlsXz => "0901",
            AlsXyWing => "0902",
            AlsXyChain => "0903",
            DeathBlossom => "0904",
            SueDeCoq => "1101",
            TemplateSet => "1201",
            TemplateDelete => "1202",
            ForcingChainContradiction => "1301",
            ForcingChainVerity => "1302",
            ForcingNetContradiction => "1303",
            ForcingNetVerity => "1304",
            // HoDoKu has no variants: Shudu's own codes.
            AntiKnight => "2000",
            AntiKing => "2001",
            NonConsecutive => "2002",
            CageCombination => "2100",
            CageOverlap => "2101",
            Rule45 => "2102",
            CageSplitting => "2103",
        };
        code.to_string()
    }

    /// The technique with HoDoKu library code `code` (a variant suffix such as `-1` is
    /// ignored), if Shudu knows it.
    pub fn from_code(code: &str) -> Option<Technique> {
        let base = code.split('-').next().unwrap_or(code);
        Technique::all().into_iter().find(|t| t.code() == base)
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
            FullHouse,
            NakedSingle,
            HiddenSingle,
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
        ];
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
        ]);
        all
    }

    /// The family whose finder finds it: the one place that routes a technique to its code.
    pub fn finder_family(self) -> Family {
        use Technique::*;
        match self {
            FullHouse | NakedSingle | HiddenSingle => Family::Singles,
            LockedCandidatesPointing | LockedCandidatesClaiming => Family::Intersections,
            LockedPair | LockedTriple | NakedPair | NakedTriple | NakedQuadruple | HiddenPair
            | HiddenTriple | HiddenQuadruple => Family::Subsets,
            Fish(_) => Family::Fish,
            Skyscraper | TwoStringKite | DualTwoStringKite | TurbotFish | EmptyRectangle
            | DualEmptyRectangle => Family::SingleDigit,
            SimpleColorsTrap | SimpleColorsWrap | MultiColors1 | MultiColors2 => Family::Colouring,
            Uniqueness(_) | HiddenRectangle | AvoidableRectangle(_) | BugPlusOne => {
                Family::Uniqueness
            }
            XyWing | XyzWing | WWing => Family::Wings,
            RemotePair
            | XChain
            | XyChain
            | ContinuousNiceLoop
            | DiscontinuousNiceLoop
            | Aic
            | GroupedContinuousNiceLoop
            | GroupedDiscontinuousNiceLoop
            | GroupedAic => Family::Chains,
            ForcingChainContradiction
            | ForcingChainVerity
            | ForcingNetContradiction
            | ForcingNetVerity => Family::Forcing,
            AlsXz | AlsXyWing | AlsXyChain | DeathBlossom => Family::Als,
            SueDeCoq => Family::SueDeCoq,
            TemplateSet | TemplateDelete => Family::Templates,
            AntiKnight | AntiKing | NonConsecutive | CageCombination | CageOverlap | Rule45
            | CageSplitting => Family::Variant,
        }
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
/// practice record's [`Technique::english_name`]); the key itself if no technique has it.
pub fn technique_name(key: &str) -> String {
    Technique::from_english_name(key).map_or_else(|| key.to_owned(), Technique::name)
}

/// A report family's name ([`Technique::family`], the English key) in the current language;
/// the key itself for a name that is not a family's.
pub fn family_name(key: &str) -> String {
    match key {
        "Singles" => crate::t!("family-singles"),
        "Intersections" => crate::t!("family-intersections"),
        "Subsets" => crate::t!("family-subsets"),
        "Fish" => crate::t!("family-fish"),
        "Single-digit patterns" => crate::t!("family-single-digit"),
        "Colouring" => crate::t!("family-colouring"),
        "Uniqueness" => crate::t!("family-uniqueness"),
        "Wings" => crate::t!("family-wings"),
        "Chains and loops" => crate::t!("family-chains"),
        "ALS family" => crate::t!("family-als"),
        "Last resorts" => crate::t!("family-last-resorts"),
        "Variant rules" => crate::t!("family-variant"),
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
    crate::t!(
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
