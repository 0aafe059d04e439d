# The solving techniques: names and explanations.

## Technique names (in English, HoDoKu's).

technique-full-house = Full House
technique-naked-single = Naked Single
technique-hidden-single = Hidden Single
technique-locked-pair = Locked Pair
technique-locked-triple = Locked Triple
technique-locked-candidates-pointing = Locked Candidates Type 1 (Pointing)
technique-locked-candidates-claiming = Locked Candidates Type 2 (Claiming)
technique-naked-pair = Naked Pair
technique-naked-triple = Naked Triple
technique-naked-quadruple = Naked Quadruple
technique-hidden-pair = Hidden Pair
technique-hidden-triple = Hidden Triple
technique-hidden-quadruple = Hidden Quadruple
technique-remote-pair = Remote Pair
technique-bug-plus-one = Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-dual-two-string-kite = Dual 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-dual-empty-rectangle = Dual Empty Rectangle
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-hidden-rectangle = Hidden Rectangle
technique-simple-colors-trap = Simple Colors Trap
technique-simple-colors-wrap = Simple Colors Wrap
technique-multi-colors-1 = Multi Colors 1
technique-multi-colors-2 = Multi Colors 2
technique-sue-de-coq = Sue de Coq
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-continuous-nice-loop = Continuous Nice Loop
technique-discontinuous-nice-loop = Discontinuous Nice Loop
technique-aic = AIC
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-als-xy-chain = ALS-XY-Chain
technique-death-blossom = Death Blossom
technique-grouped-continuous-nice-loop = Grouped Continuous Nice Loop
technique-grouped-discontinuous-nice-loop = Grouped Discontinuous Nice Loop
technique-grouped-aic = Grouped AIC
technique-template-set = Template Set
technique-template-delete = Template Delete
technique-forcing-chain-contradiction = Forcing Chain Contradiction
technique-forcing-chain-verity = Forcing Chain Verity
technique-forcing-net-contradiction = Forcing Net Contradiction
technique-forcing-net-verity = Forcing Net Verity
technique-anti-knight = Anti-Knight
technique-anti-king = Anti-King
technique-non-consecutive = Non-Consecutive
technique-negative-xv = Negative X/V
technique-negative-ratio = Negative Black Dots
technique-rule-contradiction = Rule Contradiction
technique-deep-rule-contradiction = Deep Rule Contradiction
technique-cage-combination = Cage Combination
technique-cage-overlap = Cage/House Overlap
technique-rule-45 = 45 Rule
technique-cage-splitting = Cage Splitting
technique-uniqueness = Uniqueness Test { $n }
technique-avoidable-rectangle = Avoidable Rectangle Type { $n }
# A fish: $siamese is yes or no, $kind basic, finned, sashimi, franken, finned-franken, mutant
# or finned-mutant, $size the number of base sets (2 to 7).
technique-fish = { $siamese ->
        [yes] Siamese{" "}
       *[no] {""}
    }{ $kind ->
        [finned] Finned{" "}
        [sashimi] Sashimi{" "}
        [franken] Franken{" "}
        [finned-franken] Finned Franken{" "}
        [mutant] Mutant{" "}
        [finned-mutant] Finned Mutant{" "}
       *[basic] {""}
    }{ $size ->
        [2] X-Wing
        [3] Swordfish
        [4] Jellyfish
        [5] Squirmbag
        [6] Whale
        [7] Leviathan
       *[other] Fish
    }

## The families reports count techniques under.

family-singles = Singles
family-intersections = Intersections
family-subsets = Subsets
family-fish = Fish
family-single-digit = Single-digit patterns
family-colouring = Colouring
family-uniqueness = Uniqueness
family-wings = Wings
family-chains = Chains and loops
family-als = ALS family
family-last-resorts = Last resorts
family-variant = Variant rules

## Houses, lists and effects, the pieces explanations are made of.

house-row = row { $n }
house-column = column { $n }
house-box = box { $n }
house-region = region { $n }
house-diagonal = diagonal { $n }
house-window = window { $n }
house-extra = extra region { $n }
house-cage = cage { $n }
house-other = house { $n }
house-main-diagonal = the main diagonal
house-anti-diagonal = the anti-diagonal
list-separator = {", "}
list-and-separator = {" and "}
list-clause-separator = {"; "}
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
effect-placed = { $cell } must be { $digit }
effect-removed = { $digit } comes out of { $cells }

## Explanations: singles, intersections, subsets.

explain-full-house = { $cell } is the last empty cell of { $house }, so it takes the missing { $digit }.
explain-naked-single = Every other digit is already in the row, column or box of { $cell }: only { $digit } is left there.
explain-hidden-single = In { $house }, { $digit } fits nowhere but { $cell }: { $effects }.
explain-locked-candidates = In { $base }, { $digit } can only go where it meets { $cover }; whichever cell takes it, { $digit } cannot be elsewhere in { $cover }: { $effects }.
explain-naked-subset = { $cells } hold only { $digits } between them, so those digits are theirs in { $houses }: { $effects }.
explain-hidden-subset = In { $house }, { $digits } fit only in { $cells }, so those cells hold nothing else: { $effects }.

## Explanations: fish.

explain-fish-cannibal = , and a { $digit } in { $cells } would fill two of them at once
explain-fish = Each of { $bases } needs a { $digit }, and all their { $digit }s lie in { $covers }, which can take one { $digit } each, so those { $digit }s fill { $covers }{ $cannibal }: { $effects }.
explain-finned-fish = Each of { $bases } needs a { $digit }, and apart from the { $count ->
        [one] fin
       *[other] fins
    } { $fins } all their { $digit }s lie in { $covers }, which can take one { $digit } each; so either a fin is { $digit } or those { $digit }s fill { $covers }{ $cannibal }, and the cells cleared see every fin: { $effects }.
explain-siamese-part = in { $covers } apart from { $fins }
explain-siamese-fish = Each of { $bases } needs a { $digit }, and their { $digit }s lie both { $first } and { $second }, so either a fin is { $digit } or those { $digit }s fill the cover houses, for each of the two fish; each clears the cells of its covers that see all its fins: { $effects }.

## Explanations: single-digit patterns (Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle).

explain-reason-effects = { $reason }: { $effects }.
explain-likewise = { $first }; likewise { $second }
explain-kite-reason = only { $a } and { $b } can be { $digit } in { $first }, and only { $c } and { $e } in { $second }; { $b } and { $c } share { $weak }, so at most one of them is { $digit }, and { $a } or { $e } must be
explain-empty-rectangle-reason = in { $boxh }, { $digit } can only be in { $line } or { $cross }; if { $target } were { $digit }, { $y } would not be, so { $x } would be (they are the only { $digit }s of { $pair }), and { $boxh } would have no place left for { $digit }

## Explanations: wings.

explain-xyz-wing = The pivot { $pivot } holds { $holds }: if { $z } it is { $z } itself, if { $x } then { $q } is { $z }, and if { $y } then { $r } is { $z }; so a cell that sees all three cannot be { $z }
explain-xy-wing = The pivot { $pivot } holds { $holds }: if { $x } then { $q } ({ $qholds }) is { $z }, and if { $y } then { $r } ({ $rholds }) is { $z }; so a cell that sees both cannot be { $z }
explain-w-wing = The cells { $w1 } and { $w2 } hold only { $x } and { $y }; in { $house }, { $y } is only in { $e1 } and { $e2 }, which see one of them each, so they are not both { $y }, and { $w1 } or { $w2 } is { $x }: { $effects }.

## Explanations: colouring.

list-and-then-separator = {", and "}
explain-colours-against = { $first } against { $second }
explain-colours-opening = The { $digit }s joined by conjugate pairs take two colours, { $colours }, and one colour is all true
explain-colours-trap = { $opening }; { $cells } { $count ->
        [one] sees
       *[other] see
    } both colours
explain-colours-wrap = { $opening }; { $clashes } have the same colour and see each other, so that colour is false
explain-multi-colours-1 = The { $digit }s joined by conjugate pairs form two clusters, { $first } and { $second }, each with one colour all true; { $from } sees { $to }, so their colours are not both true, and { $left } or { $right } holds the { $digit }
explain-multi-colours-2 = The { $digit }s joined by conjugate pairs form two clusters, { $first } and { $second }, each with one colour all true; { $count ->
        [one] the colour { $colours } sees both colours of the second cluster, so it is false
       *[other] the colours { $colours } each see both colours of the second cluster, so they are false
    }: if true it would leave that cluster no true colour

## Explanations: Sue de Coq, templates.

# $kind is row or column.
explain-sue-de-coq = { $core } (where { $line } meets { $bx }) hold { $digits }: { $cells } cells for { $count } digits. { $linecells } in the { $kind } can only hold { $linedigits }, { $boxcells } in the box only { $boxdigits }, and the two share no digit of the first cells, so together these cells hold each of their digits once, the { $kind }'s in the { $kind } and the box's in the box: { $effects }.
explain-template-set = all of them put { $digit } in { $cells }
explain-template-delete = none of them puts { $digit } in { $cells }
explain-template = { $digit } can be placed in only { $count } { $count ->
        [one] way
       *[other] ways
    } (one cell in each row, column and box, keeping clear of the cells other digits must take), and { $what }: { $effects }.

## Explanations: uniqueness (Unique and Hidden Rectangles, BUG + 1, Avoidable Rectangles).

explain-ur-1 = { $plain } { $count ->
        [one] holds
       *[other] hold
    } nothing but { $digits }, so if { $corner } were either digit too, { $rect } would hold them crosswise and swapping them would give a second solution: { $effects }.
explain-ur-2 = { $plain } { $count ->
        [one] holds
       *[other] hold
    } nothing but { $digits }, so { $extra } cannot { $extras ->
        [2] both
       *[other] all
    } take those digits (the rectangle { $rect } would be a deadly pattern with two solutions); one of them is { $x }, their only other candidate, so { $effects }.
explain-ur-3 = { $extra } cannot both take { $digits } (with { $plain } holding nothing else the rectangle would be a deadly pattern with two solutions), so one of them is { $others }; with { $cells } that makes { $count } digits ({ $union }) for { $count } cells in { $houses }, a naked subset: { $effects }.
explain-ur-4 = In { $house }, { $digit } fits only in { $e0 } and { $e1 }, so one of them is { $digit }; the other cannot be { $other }, or with { $plain } holding nothing but { $digits } the rectangle would be a deadly pattern with two solutions: { $effects }.
explain-ur-6 = In { $first } and { $second }, { $digit } lies only in the corners of { $rect }, so it fills one of the diagonals; on { $e0 } and { $e1 } it would leave { $plain } to be { $other } and the rectangle a deadly pattern with two solutions: { $effects }.
explain-hidden-rectangle = In { $row }, { $digit } fits only in { $inrow } and { $target }, and in { $col } only in { $incol } and { $target }; so if { $target } were { $other }, { $inrow } and { $incol } would both be { $digit }, { $corner } (holding nothing but { $digits }) would be { $other }, and the rectangle would be a deadly pattern with two solutions: { $effects }.
explain-bug = Every other unsolved cell holds two candidates and every digit fits exactly twice in each house, except { $digit } which fits three times in { $houses }: without it { $cell } would leave a deadly pattern (a BUG, with two solutions or none), so { $cell } is { $digit }: { $effects }.
explain-avoidable-were = { $cell } were { $digit }
list-conditions-separator = {" and "}
explain-avoidable-one-of = , so one of them is { $digit }
explain-avoidable = { $solved } were solved (not given) as { $values }; if { $would }, the four cells would hold { $pair } crosswise and swapping those would give a second solution without touching a given{ $rest }: { $effects }.

## Explanations: chains and loops. Chains are shown in Eureka notation ($chain, $text, $node).

literal-cell-is = { $cell } is { $digit }
literal-cell-is-not = { $cell } is not { $digit }
literal-in = { $digit } is in { $node }
literal-not-in = { $digit } is not in { $node }
explain-xy-chain = The chain { $chain } runs through cells with two candidates ('=' inside a cell: one of its two digits is true; '-' between cells: the same digit cannot be true in both), so if { $start } is not { $digit } then { $end } is: one of them is { $digit }, and { $effects }.
explain-x-chain = The chain { $chain } links candidates of one digit ('=': one of the two is true, as they are the only two in a house; '-': not both, as they share a house), so if { $start } is not { $digit } then { $end } is: one of them is { $digit }, and { $effects }.
explain-remote-pair = { $cells } hold only { $a } and { $b } and each sees the next, so the two digits alternate along them; a cell seeing two of them an odd number of steps apart sees both a { $a } and a { $b }: { $effects }.
explain-aic-same-digit = In { $text } each '=' means at least one of its two ends is true and each '-' at most one, so if { $premise } then { $end }: one of the two ends holds, and { $effects }.
explain-aic = In { $text } each '=' means at least one of its two ends is true and each '-' at most one, so the first or the last candidate is true, and as their cells see each other, { $effects }.
explain-continuous-loop = The loop { $text } closes with strong ('=') and weak ('-') links alternating all the way round, so along it exactly one of each linked pair is true, and { $effects }.
explain-discontinuous-opposite = If { $premise }, the loop { $text } ends with { $end }, the opposite, so { $effects }.
explain-discontinuous-second-digit = If { $premise }, the loop { $text } ends with { $end }, a second digit in the same cell, so { $effects }.
explain-discontinuous-same-cell = The loop { $text } starts and ends in the same cell with links that cannot both hold ({ $premise } leads to { $end }), so { $effects }.

## Explanations: forcing chains and nets. $chains are threads like `r1c2=5 -> r1c7<>5`.

explain-forcing-contradiction = If { $premise }: { $chains }; then { $clash }, so { $effects }.
explain-forcing-case-candidate = { $cell } is { $digit } or it is not
explain-forcing-case-cell = { $cell } holds one of its candidates { $digits }
explain-forcing-case-house = { $digit } goes in one of its places in { $house }
explain-forcing-verity = Either way ({ $cases }) the chains lead to { $target }: { $chains }; so { $effects }.
clash-both = { $cell } would be both { $digit } and not { $digit }
clash-two-digits = { $cell } would hold both { $a } and { $b }
clash-twice = { $digit } would appear twice in { $house }
clash-empty-cell = { $cell } would have no candidate left
clash-empty-house = { $digit } would have no place left in { $house }

## Explanations: almost locked sets. $a, $b, $c and $als read `r1c2, r1c5 {147}`.

explain-als-xz-doubly = The almost locked sets { $a } and { $b } share the restricted commons { $rc } (each copy in one sees every copy in the other), so each set holds exactly one of them and all its other digits are locked in it: { $effects }.
explain-als-xz = The almost locked sets { $a } and { $b } share the restricted common { $rc } (every { $rc } of one sees every { $rc } of the other), so at most one of them holds it and the other is locked: { $z } must be in one of the two sets, so { $effects }.
explain-als-xy-wing = The almost locked set { $c } cannot lack both { $x } (its restricted common with { $a }) and { $y } (its restricted common with { $b }), so one of those two sets is locked and { $z } is in one of them: { $effects }.
explain-blossom-petal = { $als } for { $digit }
blossom-petal-separator = {", "}
explain-death-blossom = Whichever digit the stem cell { $stem } takes, it takes it from one of the almost locked sets { $petals }, whose copies of that digit all see the stem; that set is then locked and holds { $z }, which every one of them has: { $effects }.
explain-als-chain = In the chain of almost locked sets { $chain } each link is a restricted common, so if the first set lacks { $z } it is locked, takes the link's digit from the next set, which is then locked in turn, down to the last set, which then holds { $z }: { $z } is in the first set or the last, so { $effects }.

## Explanations: variant rules (cages, a knight's or king's move, non-consecutive).

variant-cage = the cage { $cells } (sum { $sum })
variant-cage-sum = adds up to { $sum }
variant-cage-sum-left = adds up to { $sum }; with { $placed } placed its empty cells add up to { $left }
variant-cage-overlap-sum = {" "}(sum { $sum })
variant-sets-many = { $count } ways, among them { $shown }
variant-knight-move = a knight's move
variant-king-move = a king's move
variant-anti-knight-rule = the anti-knight rule
variant-anti-king-rule = the anti-king rule
explain-cage-combination = { $cage } { $sum }. The different digits that make it and fit its candidates: { $sets }; so { $effects }.
explain-cage-required = { $cage } { $sum }, and every set of different digits that makes it holds { $digit } ({ $sets }). So { $digit } is in the cage, in { $places }, and no cell that sees all of them can hold it: { $effects }.
explain-cage-overlap = In { $house }, { $digit } can only go in { $places }, all in the cage { $cage }{ $sum }. So the cage holds { $digit } inside { $house }, and as a cage never repeats a digit, { $effects }.
explain-move-placed = { $cell } holds { $digit }, and under { $rule } no cell { $words } away may hold the same digit: { $effects }.
explain-clue = The { $clue } clue at { $cell }: { $rule }{ $why } By this clue alone, { $effects }.
clue-fact-joined = {" "}{ $fact }
clue-fact-thermo = Each cell is greater than every cell before it and smaller than every cell after it, so { $bounds }.
clue-fact-thermo-bound = { $cell } (cell { $at } from the bulb) lies between { $low } and { $high }
clue-fact-thermo-only = { $cell } (cell { $at } from the bulb) can only be { $digit }
clue-fact-whispers = A digit needs a neighbour on the line { $gap } or more away from it.
clue-fact-whispers-lonely = A digit needs a neighbour on the line { $gap } or more away from it. { $count ->
    [one] No digit is that far from { $digits }, so it cannot sit on the line.
   *[other] No digit is that far from any of { $digits }, so none of them can sit on the line.
}
clue-fact-pairs = Only these pairs make it: { $pairs }.
clue-fact-renban = Its { $len } digits are one run of consecutive digits; by the candidates left, they lie between { $low } and { $high }.
clue-fact-sandwich = Different digits adding up to { $sum } fill { $lengths } cells, so that many cells lie between the 1 and the { $n }.
clue-fact-little-killer = By their candidates the diagonal's digits add up to between { $low } and { $high }, and they must make { $sum }.
clue-fact-between = By the candidates of its ends, the cells between them can only hold { $low } to { $high }.
clue-fact-arrow = By their candidates the shaft's digits add up to between { $low } and { $high }, and the circle holds that sum.
clue-fact-pill = Here the pill is a { $places }-digit number: by their candidates the shaft's digits add up to between { $low } and { $high }, so the pill's number lies in that range.
clue-fact-region-sum = The line passes through { $passes } boxes, and each pass holds the same sum; by their candidates that sum can only be { $low } to { $high }.
clue-fact-quadruple = The four cells around the corner hold { $digits }, { $free ->
    [0] and nothing else.
    [one] and one other digit.
   *[other] and { $free } other digits.
}
explain-move-pointing = In { $house }, { $digit } can only go in { $places }. Each of them shares a house with, or is { $words } from, the cells below, so under { $rule } whichever holds { $digit } rules it out there: { $effects }.
explain-non-consecutive-placed = { $cell } holds { $value }, and under the non-consecutive rule the cells beside it (above, below, left and right) may not hold { $digits }: { $effects }.
explain-non-consecutive-squeezed = { $cell } can only hold { $holds }. Its neighbours share its row or column, and under the non-consecutive rule a neighbour holding { $removed } would leave it no digit (each of its candidates is that digit or next to it): { $effects }.
explain-negative-placed = { $cell } holds { $value }, and every X and V (or black dot) of this puzzle is shown ({ $rule }): the cells beside it with no mark between may not hold { $digits }: { $effects }.
explain-negative-squeezed = { $cell } can only hold { $holds }. With no mark between it and a neighbour ({ $rule }), a neighbour holding { $removed } would leave it no digit (each of its candidates would make the marked relation with it, or is that digit): { $effects }.
explain-rule-contradiction = Suppose { $cell } held { $digit }. Following every rule from there (each clue, row, column, box and cage in turn, and the singles they leave), { $forced }; then a cell, a clue or a house is left with no way to be filled. So { $cell } cannot hold { $digit }: { $effects }.
explain-rule-contradiction-direct = Following every rule together from the candidates as they are (each clue, row, column, box and cage in turn, and the singles they leave) already leaves no room for { $digit } in { $cell }: { $effects }.
rule-contradiction-cell = { $cell } = { $digit }
rule-contradiction-forced = { $list } would follow
rule-contradiction-more = { $list } and { $more } more would follow
explain-rule-contradiction-at-once = Suppose { $cell } held { $digit }. Following every rule from there (each clue, row, column, box and cage in turn, and the singles they leave), a cell, a clue or a house is at once left with no way to be filled. So { $cell } cannot hold { $digit }: { $effects }.
explain-deep-rule-contradiction = Suppose { $cell } held { $digit }. Following every rule from there (each clue, row, column, box and cage in turn, and the singles they leave), { $witness } would be left with { $options }; and supposing any of those in { $witness } as well, the rules again leave a cell, a clue or a house with no way to be filled. So { $cell } cannot hold { $digit }: { $effects }.
variant-rows = rows { $first }–{ $last }
variant-columns = columns { $first }–{ $last }
variant-region-once = { $region } holds every digit once, so its digits add up to { $total }
variant-region-times = { $region } hold every digit { $count } times, so their digits add up to { $count } × { $house } = { $total }
variant-cell-holds = { $cell } holds { $digit }
variant-placed = {" "}({ $placed })
variant-innies = { $times }. The cages wholly inside add up to { $terms }{ $placed }, so the innies { $cells } add up to { $total } − { $whole }{ $minus } = { $sum }
variant-outies = { $times }. Every cell of it is in a cage, and the cages that reach into it add up to { $terms } = { $meeting }{ $placed }, so the outies { $cells } (their cells outside) add up to { $meeting } − { $total }{ $minus } = { $sum }
variant-ways = {" "}The ways to make { $sum } there: { $sets }.
explain-rule-45 = { $reason }.{ $ways } So { $effects }.
# $side is inside or outside.
explain-cage-splitting = { $reason }. Those are the cells of { $cage } { $side } { $region }, so the cage splits in two: its other empty cells { $rest } add up to { $left } − { $sum } = { $restsum }. The ways to make { $restsum } there: { $sets }. So { $effects }.

## Why a grid cannot be solved with its candidates.

problem-no-candidate = { $cell } has no candidate left
problem-no-place = { $house } has no place left for { $digit }
problem-no-solution = the puzzle has no solution
problem-left-out = the candidates of { $cell } leave out { $digit }, its digit in the only solution

## Difficulty levels and ratings.

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
level-master = Master
level-extreme = Extreme
level-unknown = unknown level '{ $text }': use one of { $choices }
symmetry-unknown = unknown symmetry '{ $text }': use one of { $choices }
name-unknown = unknown { $what } '{ $text }': use one of { $choices }
# The steps Sudoku Explainer's rater names that Shudu's techniques do not.
rate-above = above { $limit }
rate-beyond-solver = Beyond solver
rate-pointing = Pointing
rate-claiming = Claiming
rate-direct-pointing = Direct Pointing
rate-direct-claiming = Direct Claiming
rate-direct-hidden-pair = Direct Hidden Pair
rate-direct-hidden-triplet = Direct Hidden Triplet
rate-hidden-triplet = Hidden Triplet
rate-hidden-quad = Hidden Quad
rate-naked-triplet = Naked Triplet
rate-naked-quad = Naked Quad
rate-wxyz-wing = WXYZ-Wing
rate-vwxyz-wing = VWXYZ-Wing
rate-three-skyscrapers = 3 Skyscrapers
rate-three-string-kite = 3-String Kite
rate-three-turbot-fish = 3-Turbot Fish
rate-grouped-turbot-fish = Grouped Turbot Fish
rate-grouped-three-strong-links = Grouped 3 Strong Links
rate-aligned-pair-exclusion = Aligned Pair Exclusion
rate-aligned-triplet-exclusion = Aligned Triplet Exclusion
rate-bidirectional-cycle = Bidirectional Cycle
rate-bidirectional-x-cycle = Bidirectional X-Cycle
rate-bidirectional-y-cycle = Bidirectional Y-Cycle
rate-forcing-chain = Forcing Chain
rate-forcing-x-chain = Forcing X-Chain
rate-nishio-forcing-chains = Nishio Forcing Chains
rate-dynamic-contradiction = Dynamic Contradiction Forcing Chains
rate-dynamic-double = Dynamic Double Forcing Chains
rate-region-forcing-chains = Region Forcing Chains
rate-nishio-region-forcing-chains = Nishio Region Forcing Chains
rate-dynamic-region-forcing-chains = Dynamic Region Forcing Chains
rate-cell-forcing-chains = Cell Forcing Chains
rate-nishio-cell-forcing-chains = Nishio Cell Forcing Chains
rate-dynamic-cell-forcing-chains = Dynamic Cell Forcing Chains
rate-unique-rectangle = Unique Rectangle type { $kind }
rate-unique-loop = Unique Loop type { $kind }
rate-unique-loop-size = Unique Loop { $size } type { $kind }
rate-bug = BUG type { $kind }
# Why a puzzle has no rating.
rate-error-not-nine = only 9x9 puzzles can be rated, not { $size }x{ $size }
rate-error-unsolvable = the puzzle has no solution
rate-error-multiple = the puzzle has more than one solution
rate-error-cancelled = cancelled

# src/techniques/step.rs: a cell in the window's hints
cell-in-words = row { $row }, column { $col }
