//! The techniques by name, with HoDoKu's library codes and its order of difficulty.

use std::fmt;

/// What a fish's base and cover sets may be, and whether fins are allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fish {
    /// Basic, finned, Franken, Mutant...
    pub kind: FishKind,
    /// Base sets: 2 (X-Wing) to 7 (Leviathan).
    pub size: u8,
    /// Two finned fish with the same base sets, reported together.
    pub siamese: bool,
}

/// The families of techniques, one finder each (see [`Technique::finder_family`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

const FISH_NAMES: [&str; 6] = [
    "X-Wing",
    "Swordfish",
    "Jellyfish",
    "Squirmbag",
    "Whale",
    "Leviathan",
];

impl Technique {
    /// The name HoDoKu shows for it.
    pub fn name(self) -> String {
        use Technique::*;
        let name = match self {
            FullHouse => "Full House",
            NakedSingle => "Naked Single",
            HiddenSingle => "Hidden Single",
            LockedPair => "Locked Pair",
            LockedTriple => "Locked Triple",
            LockedCandidatesPointing => "Locked Candidates Type 1 (Pointing)",
            LockedCandidatesClaiming => "Locked Candidates Type 2 (Claiming)",
            NakedPair => "Naked Pair",
            NakedTriple => "Naked Triple",
            NakedQuadruple => "Naked Quadruple",
            HiddenPair => "Hidden Pair",
            HiddenTriple => "Hidden Triple",
            HiddenQuadruple => "Hidden Quadruple",
            Fish(fish) => return fish_name(fish),
            RemotePair => "Remote Pair",
            BugPlusOne => "Bivalue Universal Grave + 1",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            DualTwoStringKite => "Dual 2-String Kite",
            TurbotFish => "Turbot Fish",
            EmptyRectangle => "Empty Rectangle",
            DualEmptyRectangle => "Dual Empty Rectangle",
            WWing => "W-Wing",
            XyWing => "XY-Wing",
            XyzWing => "XYZ-Wing",
            Uniqueness(n) => return format!("Uniqueness Test {n}"),
            HiddenRectangle => "Hidden Rectangle",
            AvoidableRectangle(n) => return format!("Avoidable Rectangle Type {n}"),
            SimpleColorsTrap => "Simple Colors Trap",
            SimpleColorsWrap => "Simple Colors Wrap",
            MultiColors1 => "Multi Colors 1",
            MultiColors2 => "Multi Colors 2",
            SueDeCoq => "Sue de Coq",
            XChain => "X-Chain",
            XyChain => "XY-Chain",
            ContinuousNiceLoop => "Continuous Nice Loop",
            DiscontinuousNiceLoop => "Discontinuous Nice Loop",
            Aic => "AIC",
            AlsXz => "ALS-XZ",
            AlsXyWing => "ALS-XY-Wing",
            AlsXyChain => "ALS-XY-Chain",
            DeathBlossom => "Death Blossom",
            GroupedContinuousNiceLoop => "Grouped Continuous Nice Loop",
            GroupedDiscontinuousNiceLoop => "Grouped Discontinuous Nice Loop",
            GroupedAic => "Grouped AIC",
            TemplateSet => "Template Set",
            TemplateDelete => "Template Delete",
            ForcingChainContradiction => "Forcing Chain Contradiction",
            ForcingChainVerity => "Forcing Chain Verity",
            ForcingNetContradiction => "Forcing Net Contradiction",
            ForcingNetVerity => "Forcing Net Verity",
            AntiKnight => "Anti-Knight",
            AntiKing => "Anti-King",
            NonConsecutive => "Non-Consecutive",
            CageCombination => "Cage Combination",
            CageOverlap => "Cage/House Overlap",
            Rule45 => "45 Rule",
            CageSplitting => "Cage Splitting",
        };
        name.to_string()
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
    /// forcing as last resorts).
    pub fn family(self) -> &'static str {
        match self {
            Technique::LockedPair | Technique::LockedTriple => "Intersections",
            _ => self.finder_family().report_name(),
        }
    }
}

impl Family {
    /// The name a report counts this family under.
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

fn fish_name(fish: Fish) -> String {
    let base = FISH_NAMES
        .get(usize::from(fish.size.saturating_sub(2)))
        .copied()
        .unwrap_or("Fish");
    let kind = match fish.kind {
        FishKind::Basic => "",
        FishKind::Finned => "Finned ",
        FishKind::Sashimi => "Sashimi ",
        FishKind::Franken => "Franken ",
        FishKind::FinnedFranken => "Finned Franken ",
        FishKind::Mutant => "Mutant ",
        FishKind::FinnedMutant => "Finned Mutant ",
    };
    let siamese = if fish.siamese { "Siamese " } else { "" };
    format!("{siamese}{kind}{base}")
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
