# 解题技巧：名称与讲解。

## 技巧名称（采用中文数独社区的通行叫法）。

technique-full-house = 唯一空格
technique-naked-single = 唯一余数
technique-hidden-single = 排除
technique-locked-pair = 区块数对
technique-locked-triple = 区块三数组
technique-locked-candidates-pointing = 区块摒除（宫对行列）
technique-locked-candidates-claiming = 区块摒除（行列对宫）
technique-naked-pair = 显性数对
technique-naked-triple = 显性三数组
technique-naked-quadruple = 显性四数组
technique-hidden-pair = 隐性数对
technique-hidden-triple = 隐性三数组
technique-hidden-quadruple = 隐性四数组
technique-remote-pair = 远程数对
technique-bug-plus-one = 全双值坟墓+1
technique-skyscraper = 摩天楼
technique-two-string-kite = 双线风筝
technique-dual-two-string-kite = 双重双线风筝
technique-turbot-fish = 多宝鱼
technique-empty-rectangle = 空矩形
technique-dual-empty-rectangle = 双重空矩形
technique-w-wing = W翼
technique-xy-wing = XY翼
technique-xyz-wing = XYZ翼
technique-hidden-rectangle = 隐性唯一矩形
technique-simple-colors-trap = 简单染色（陷阱）
technique-simple-colors-wrap = 简单染色（自相矛盾）
technique-multi-colors-1 = 多重染色1
technique-multi-colors-2 = 多重染色2
technique-sue-de-coq = 融合待定数组
technique-x-chain = X链
technique-xy-chain = XY链
technique-continuous-nice-loop = 连续环
technique-discontinuous-nice-loop = 不连续环
technique-aic = 交替推理链（AIC）
technique-als-xz = 待定数组XZ
technique-als-xy-wing = 待定数组XY翼
technique-als-xy-chain = 待定数组XY链
technique-death-blossom = 死亡绽放
technique-grouped-continuous-nice-loop = 区块连续环
technique-grouped-discontinuous-nice-loop = 区块不连续环
technique-grouped-aic = 区块交替推理链（AIC）
technique-template-set = 模板填数
technique-template-delete = 模板删数
technique-forcing-chain-contradiction = 强制链（矛盾）
technique-forcing-chain-verity = 强制链（共同结论）
technique-forcing-net-contradiction = 强制网（矛盾）
technique-forcing-net-verity = 强制网（共同结论）
technique-anti-knight = 无马
technique-anti-king = 无缘
technique-non-consecutive = 非连续
technique-negative-xv = 反 XV
technique-negative-ratio = 反黑点
technique-rule-contradiction = 规则矛盾
technique-deep-rule-contradiction = 深层规则矛盾
technique-cage-combination = 笼子组合
technique-cage-overlap = 笼子与区域重叠
technique-rule-45 = 45法则
technique-cage-splitting = 笼子拆分
technique-uniqueness = 唯一矩形（类型{ $n }）
technique-avoidable-rectangle = 可规避矩形（类型{ $n }）
# 鱼：$siamese 为 yes 或 no；$kind 为 basic、finned、sashimi、franken、finned-franken、mutant
# 或 finned-mutant；$size 为基础集合的个数（2 到 7）。
technique-fish = { $siamese ->
        [yes] 孪生
       *[no] {""}
    }{ $kind ->
        [finned] 鳍
        [sashimi] 退化鳍
        [franken] 弗兰肯
        [finned-franken] 鳍弗兰肯
        [mutant] 变异
        [finned-mutant] 鳍变异
       *[basic] {""}
    }{ $size ->
        [2] X翼
        [3] 剑鱼
        [4] 水母
        [5] 五阶鱼
        [6] 六阶鱼
        [7] 七阶鱼
       *[other] 鱼
    }

## 报告中技巧的分类。

family-singles = 出数技巧
family-intersections = 区块
family-subsets = 数组
family-fish = 鱼
family-single-digit = 单数字结构
family-colouring = 染色
family-uniqueness = 唯一性
family-wings = 翼
family-chains = 链与环
family-als = 待定数组类
family-last-resorts = 最后手段
family-variant = 变体规则

## 区域、列举和结论：组成讲解的零件。

house-row = 第{ $n }行
house-column = 第{ $n }列
house-box = 第{ $n }宫
house-region = 第{ $n }区
house-diagonal = 第{ $n }条对角线
house-window = 第{ $n }个窗口
house-extra = 第{ $n }个额外区域
house-cage = 第{ $n }个笼子
house-other = 第{ $n }个区域
house-main-diagonal = 主对角线
house-anti-diagonal = 副对角线
list-separator = 、
list-and-separator = 和
list-clause-separator = ；
list-and = { $rest }和{ $last }
list-or = { $rest }或{ $last }
effect-placed = { $cell }填{ $digit }
effect-removed = 从{ $cells }删去{ $digit }

## 讲解：出数、区块、数组。

explain-full-house = { $cell }是{ $house }中最后一个空格，所以填入所缺的{ $digit }。
explain-naked-single = { $cell }所在的行、列、宫中已有其他所有数字：只剩{ $digit }可填。
explain-hidden-single = 在{ $house }中，{ $digit }只能填在{ $cell }：{ $effects }。
explain-locked-candidates = 在{ $base }中，{ $digit }只能出现在与{ $cover }相交的格里；无论哪一格填{ $digit }，{ $cover }的其他格都不能再填{ $digit }：{ $effects }。
explain-naked-subset = { $cells }之间只有{ $digits }这几个候选数，所以这些数字在{ $houses }中只能填在这几格：{ $effects }。
explain-hidden-subset = 在{ $house }中，{ $digits }只能填在{ $cells }，所以这几格不能填其他数字：{ $effects }。

## 讲解：鱼。

explain-fish-cannibal = ，而{ $cells }若填{ $digit }会同时占去其中两个
explain-fish = { $bases }各需要一个{ $digit }，而它们的{ $digit }全都落在{ $covers }中，这些区域各只能容纳一个{ $digit }，所以这些{ $digit }正好占满{ $covers }{ $cannibal }：{ $effects }。
explain-finned-fish = { $bases }各需要一个{ $digit }，除了鱼鳍{ $fins }之外，它们的{ $digit }全都落在{ $covers }中，这些区域各只能容纳一个{ $digit }；所以要么某个鱼鳍是{ $digit }，要么这些{ $digit }占满{ $covers }{ $cannibal }，而被删的格都能看到所有鱼鳍：{ $effects }。
explain-siamese-part = 除{ $fins }外都在{ $covers }中
explain-siamese-fish = { $bases }各需要一个{ $digit }，它们的{ $digit }既{ $first }，又{ $second }，所以对两条鱼中的每一条来说，要么某个鱼鳍是{ $digit }，要么这些{ $digit }占满覆盖区域；每条鱼都能删去其覆盖区域中看到它全部鱼鳍的格：{ $effects }。

## 讲解：单数字结构（摩天楼、双线风筝、多宝鱼、空矩形）。

explain-reason-effects = { $reason }：{ $effects }。
explain-likewise = { $first }；同理，{ $second }
explain-kite-reason = 在{ $first }中只有{ $a }和{ $b }能填{ $digit }，在{ $second }中只有{ $c }和{ $e }能填；{ $b }和{ $c }同在{ $weak }，最多只有一个是{ $digit }，所以{ $a }和{ $e }中必有一个是{ $digit }
explain-empty-rectangle-reason = 在{ $boxh }中，{ $digit }只能在{ $line }或{ $cross }上；假如{ $target }是{ $digit }，{ $y }就不是，于是{ $x }是（它们是{ $pair }中仅有的两个{ $digit }），{ $boxh }就没有地方再放{ $digit }了

## 讲解：翼。

explain-xyz-wing = 枢纽格{ $pivot }的候选数为{ $holds }：若它是{ $z }，它自己就是{ $z }；若它是{ $x }，则{ $q }是{ $z }；若它是{ $y }，则{ $r }是{ $z }。所以同时看到这三格的格不能是{ $z }
explain-xy-wing = 枢纽格{ $pivot }的候选数为{ $holds }：若它是{ $x }，则{ $q }（{ $qholds }）是{ $z }；若它是{ $y }，则{ $r }（{ $rholds }）是{ $z }。所以同时看到这两格的格不能是{ $z }
explain-w-wing = { $w1 }和{ $w2 }都只有{ $x }和{ $y }两个候选数；在{ $house }中，{ $y }只在{ $e1 }和{ $e2 }，它们各看到其中一格，所以{ $w1 }和{ $w2 }不会都是{ $y }，其中必有一个是{ $x }：{ $effects }。

## 讲解：染色。

list-and-then-separator = ，以及
explain-colours-against = { $first }对{ $second }
explain-colours-opening = 由共轭对相连的{ $digit }可染成两种颜色（{ $colours }），其中一种颜色全部为真
explain-colours-trap = { $opening }；{ $cells }同时看到两种颜色
explain-colours-wrap = { $opening }；{ $clashes }颜色相同却互相看到，所以这种颜色为假
explain-multi-colours-1 = 由共轭对相连的{ $digit }形成两个染色组（{ $first }，以及{ $second }），每组都有一种颜色全部为真；{ $from }看到{ $to }，所以这两种颜色不会都为真，颜色{ $left }与颜色{ $right }至少有一种为真，其中含有{ $digit }
explain-multi-colours-2 = 由共轭对相连的{ $digit }形成两个染色组（{ $first }，以及{ $second }），每组都有一种颜色全部为真；颜色{ $colours }看到第二组的两种颜色，所以为假（若为真，第二组就没有为真的颜色了）

## 讲解：融合待定数组、模板。

# $kind 为 row（行）或 column（列）。
explain-sue-de-coq = { $core }（{ $line }与{ $bx }相交处）的候选数为{ $digits }：{ $cells }格容纳{ $count }个数字。{ $kind ->
        [row] 行
       *[column] 列
    }中的{ $linecells }只能填{ $linedigits }，宫中的{ $boxcells }只能填{ $boxdigits }，且两者与前面几格没有共同的数字，所以这些格中每个数字恰好出现一次，{ $kind ->
        [row] 行
       *[column] 列
    }的数字在{ $kind ->
        [row] 行
       *[column] 列
    }内，宫的数字在宫内：{ $effects }。
explain-template-set = 所有摆法都把{ $digit }放在{ $cells }
explain-template-delete = 没有一种摆法把{ $digit }放在{ $cells }
explain-template = { $digit }只有{ $count }种摆法（每行、每列、每宫各一格，并避开其他数字必须占用的格），而{ $what }：{ $effects }。

## 讲解：唯一性（唯一矩形、隐性唯一矩形、全双值坟墓+1、可规避矩形）。

explain-ur-1 = { $plain }只有{ $digits }两个候选数，所以假如{ $corner }也是其中一个数字，{ $rect }就会交叉填这两个数字，交换它们就得到第二个解：{ $effects }。
explain-ur-2 = { $plain }只有{ $digits }两个候选数，所以{ $extra }不能都填这两个数字（否则矩形{ $rect }会成为有两个解的致命结构）；它们中必有一个是它们唯一的另一个候选数{ $x }，所以{ $effects }。
explain-ur-3 = { $extra }不能都填{ $digits }（{ $plain }只有这两个候选数，否则矩形会成为有两个解的致命结构），所以其中一个是{ $others }；加上{ $cells }，在{ $houses }中{ $count }格恰好容纳{ $count }个数字（{ $union }），构成显性数组：{ $effects }。
explain-ur-4 = 在{ $house }中，{ $digit }只能填在{ $e0 }和{ $e1 }，所以其中一个是{ $digit }；另一个不能是{ $other }，否则{ $plain }只有{ $digits }，矩形会成为有两个解的致命结构：{ $effects }。
explain-ur-6 = 在{ $first }和{ $second }中，{ $digit }只出现在{ $rect }的四个角上，所以它占据其中一条对角线；若在{ $e0 }和{ $e1 }上，{ $plain }就只能是{ $other }，矩形会成为有两个解的致命结构：{ $effects }。
explain-hidden-rectangle = 在{ $row }中，{ $digit }只能填在{ $inrow }和{ $target }；在{ $col }中，只能填在{ $incol }和{ $target }。所以假如{ $target }是{ $other }，{ $inrow }和{ $incol }都会是{ $digit }，{ $corner }（只有{ $digits }）会是{ $other }，矩形会成为有两个解的致命结构：{ $effects }。
explain-bug = 其他未解的格都只有两个候选数，每个数字在每个区域中都恰好出现两次，只有{ $digit }在{ $houses }中出现三次：没有它，{ $cell }会留下致命结构（全双值坟墓，两个解或无解），所以{ $cell }是{ $digit }：{ $effects }。
explain-avoidable-were = { $cell }是{ $digit }
list-conditions-separator = ，且
explain-avoidable-one-of = ，所以其中必有一个是{ $digit }
explain-avoidable = { $solved }是解出来的（不是题目给出的）{ $values }；假如{ $would }，这四格就会交叉填{ $pair }，交换它们就得到第二个解而不触及任何给定数{ $rest }：{ $effects }。

## 讲解：链与环。链用 Eureka 记法表示（$chain、$text、$node）。

literal-cell-is = { $cell }是{ $digit }
literal-cell-is-not = { $cell }不是{ $digit }
literal-in = { $digit }在{ $node }中
literal-not-in = { $digit }不在{ $node }中
explain-xy-chain = 链{ $chain }经过的格都只有两个候选数（格内的“=”：两个数字必有一个为真；格间的“-”：同一数字不能在两格都为真），所以若{ $start }不是{ $digit }，则{ $end }是：两者之中必有一个是{ $digit }，因此{ $effects }。
explain-x-chain = 链{ $chain }连接同一数字的候选数（“=”：两者必有一个为真，因为它们是某区域中仅有的两个；“-”：两者不能都为真，因为它们同在一个区域），所以若{ $start }不是{ $digit }，则{ $end }是：两者之中必有一个是{ $digit }，因此{ $effects }。
explain-remote-pair = { $cells }都只有{ $a }和{ $b }，且每格都能看到下一格，所以这两个数字沿链交替出现；看到其中相隔奇数步的两格的格，同时看到一个{ $a }和一个{ $b }：{ $effects }。
explain-aic-same-digit = 在{ $text }中，每个“=”表示两端至少有一个为真，每个“-”表示两端至多有一个为真，所以若{ $premise }，则{ $end }：两端必有一个成立，因此{ $effects }。
explain-aic = 在{ $text }中，每个“=”表示两端至少有一个为真，每个“-”表示两端至多有一个为真，所以首尾两个候选数必有一个为真；由于它们所在的格互相看到，{ $effects }。
explain-continuous-loop = 环{ $text }由强链（“=”）和弱链（“-”）交替首尾相连，所以环上每对相连的候选数恰有一个为真，因此{ $effects }。
explain-discontinuous-opposite = 若{ $premise }，环{ $text }最后得到相反的结论{ $end }，所以{ $effects }。
explain-discontinuous-second-digit = 若{ $premise }，环{ $text }最后得到{ $end }，即同一格中的第二个数字，所以{ $effects }。
explain-discontinuous-same-cell = 环{ $text }在同一格开始和结束，而两端的链不能同时成立（{ $premise }推出{ $end }），所以{ $effects }。

## 讲解：强制链与强制网。$chains 是形如 `r1c2=5 -> r1c7<>5` 的推理线。

explain-forcing-contradiction = 若{ $premise }：{ $chains }；那么{ $clash }，所以{ $effects }。
explain-forcing-case-candidate = { $cell }要么是{ $digit }，要么不是
explain-forcing-case-cell = { $cell }必是其候选数{ $digits }之一
explain-forcing-case-house = { $digit }必在{ $house }中它可填的某一格
explain-forcing-verity = 无论哪种情况（{ $cases }），推理都得到{ $target }：{ $chains }；所以{ $effects }。
clash-both = { $cell }会既是{ $digit }又不是{ $digit }
clash-two-digits = { $cell }会同时是{ $a }和{ $b }
clash-twice = { $digit }会在{ $house }中出现两次
clash-empty-cell = { $cell }会没有任何候选数
clash-empty-house = { $digit }会在{ $house }中无处可填

## 讲解：待定数组。$a、$b、$c 和 $als 形如 `r1c2, r1c5 {147}`。

explain-als-xz-doubly = 待定数组{ $a }和{ $b }有共同的受限公共数{ $rc }（一方中的每个该数字都能看到另一方中的每个该数字），所以每个数组恰好含其中一个，其余数字都锁定在数组内：{ $effects }。
explain-als-xz = 待定数组{ $a }和{ $b }有受限公共数{ $rc }（一方中的每个{ $rc }都能看到另一方中的每个{ $rc }），所以至多一方含有它，另一方就成为锁定数组：{ $z }必在这两个数组之一中，所以{ $effects }。
explain-als-xy-wing = 待定数组{ $c }不能同时缺少{ $x }（它与{ $a }的受限公共数）和{ $y }（它与{ $b }的受限公共数），所以这两个数组中必有一个被锁定，{ $z }必在其中之一：{ $effects }。
explain-blossom-petal = { $als }（对应{ $digit }）
blossom-petal-separator = ；
explain-death-blossom = 茎格{ $stem }无论填哪个数字，都会从待定数组{ $petals }之一中取走这个数字（这些数组中该数字的所有位置都能看到茎格）；于是那个数组被锁定，必含它们共有的{ $z }：{ $effects }。
explain-als-chain = 在待定数组链{ $chain }中，每个链接都是受限公共数，所以若第一个数组缺少{ $z }，它就被锁定，并从下一个数组中取走链接的数字，下一个数组随之被锁定，如此直到最后一个数组，它就必含{ $z }：{ $z }必在第一个或最后一个数组中，所以{ $effects }。

## 讲解：变体规则（杀手笼子、无马、无缘、非连续）。

variant-cage = 笼子{ $cells }（和为{ $sum }）
variant-cage-sum = 各数之和为{ $sum }
variant-cage-sum-left = 各数之和为{ $sum }；已填{ $placed }，其余空格之和为{ $left }
variant-cage-overlap-sum = （和为{ $sum }）
variant-sets-many = 共{ $count }种组合，其中有{ $shown }
variant-knight-move = 马步
variant-king-move = 王步
variant-anti-knight-rule = 无马规则
variant-anti-king-rule = 无缘规则
explain-cage-combination = { $cage }{ $sum }。能组成它且符合候选数的互不相同的数字：{ $sets }；所以{ $effects }。
explain-cage-required = { $cage }{ $sum }，而组成它的每组互不相同的数字都含有{ $digit }（{ $sets }）。所以{ $digit }必在笼子中的{ $places }，能看到这些格的格都不能填它：{ $effects }。
explain-cage-overlap = 在{ $house }中，{ $digit }只能填在{ $places }，都在笼子{ $cage }{ $sum }中。所以笼子在{ $house }内含有{ $digit }，而笼子内数字不能重复，因此{ $effects }。
explain-move-placed = { $cell }填了{ $digit }，按照{ $rule }，与它相距{ $words }的格都不能填同一个数字：{ $effects }。
explain-clue = { $cell } 处的{ $clue }提示：{ $rule }{ $why }仅凭这一提示，{ $effects }。
clue-fact-joined = { $fact }
clue-fact-thermo = 每格大于其前面各格、小于其后面各格，因此{ $bounds }。
clue-fact-thermo-bound = { $cell }（从球端数第 { $at } 格）在 { $low } 到 { $high } 之间
clue-fact-thermo-only = { $cell }（从球端数第 { $at } 格）只能是 { $digit }
clue-fact-whispers = 线上每个数字都需要一个与它相差至少 { $gap } 的邻格。
clue-fact-whispers-lonely = 线上每个数字都需要一个与它相差至少 { $gap } 的邻格；没有数字与 { $digits } 相差这么多，所以{ $digits }不能在线上。
clue-fact-pairs = 只有这些数对满足：{ $pairs }。
clue-fact-renban = 这 { $len } 个数字是一串连续的数；按剩余候选数，它们在 { $low } 到 { $high } 之间。
clue-fact-sandwich = 和为 { $sum } 的不同数字要占 { $lengths } 格，所以 1 与 { $n } 之间隔这么多格。
clue-fact-little-killer = 按候选数，这条斜线上各数之和在 { $low } 到 { $high } 之间，而它必须等于 { $sum }。
clue-fact-between = 按两端的候选数，中间的格子只能填 { $low } 到 { $high }。
clue-fact-arrow = 按候选数，箭身各数之和在 { $low } 到 { $high } 之间，圆圈里就是这个和。
clue-fact-pill = 这里药丸是一个 { $places } 位数：按候选数，箭身各数之和在 { $low } 到 { $high } 之间，所以药丸的数也在这个范围内。
clue-fact-region-sum = 这条线经过 { $passes } 个宫，每段之和相同；按候选数，这个和只能在 { $low } 到 { $high } 之间。
clue-fact-quadruple = 角上的四格包含 { $digits }，{ $free ->
    [0] 再没有别的数字。
   *[other] 另外还有 { $free } 个别的数字。
}
explain-move-pointing = 在{ $house }中，{ $digit }只能填在{ $places }。它们每一格都与下列格同在一个区域或相距{ $words }，所以按照{ $rule }，无论哪一格填{ $digit }，下列格都不能填它：{ $effects }。
explain-non-consecutive-placed = { $cell }填了{ $value }，按照非连续规则，与它相邻（上、下、左、右）的格不能填{ $digits }：{ $effects }。
explain-non-consecutive-squeezed = { $cell }只能填{ $holds }。它的相邻格与它同行或同列，按照非连续规则，相邻格若填{ $removed }，它就无数可填（它的每个候选数都等于该数字或与之相邻）：{ $effects }。
explain-negative-placed = { $cell }填了{ $value }，这道题的 X、V（或黑点）都已标出（{ $rule }）：与它相邻且中间没有标记的格不能填{ $digits }：{ $effects }。
explain-negative-squeezed = { $cell }只能填{ $holds }。它与相邻格之间没有标记（{ $rule }），相邻格若填{ $removed }，它就无数可填（它的每个候选数都会与之构成标记的关系，或就是该数字）：{ $effects }。
explain-rule-contradiction = 假设{ $cell }填{ $digit }。由此依次应用每条规则（每个提示、行、列、宫和笼子，以及由此得到的唯一数），{ $forced }；随后某个格子、提示或区域无法填入。所以{ $cell }不能填{ $digit }：{ $effects }。
explain-rule-contradiction-direct = 从当前候选数出发，同时应用每条规则（每个提示、行、列、宫和笼子，以及由此得到的唯一数），{ $cell }已无法填{ $digit }：{ $effects }。
rule-contradiction-cell = { $cell }={ $digit }
rule-contradiction-forced = 会推出{ $list }
rule-contradiction-more = 会推出{ $list }，另有 { $more } 格
explain-rule-contradiction-at-once = 假设{ $cell }填{ $digit }。由此依次应用每条规则（每个提示、行、列、宫和笼子，以及由此得到的唯一数），立即有某个格子、提示或区域无法填入。所以{ $cell }不能填{ $digit }：{ $effects }。
explain-deep-rule-contradiction = 假设{ $cell }填{ $digit }。由此依次应用每条规则（每个提示、行、列、宫和笼子，以及由此得到的唯一数），{ $witness }只剩{ $options }；再假设{ $witness }填其中任何一个，规则都会让某个格子、提示或区域无法填入。所以{ $cell }不能填{ $digit }：{ $effects }。
variant-rows = 第{ $first }–{ $last }行
variant-columns = 第{ $first }–{ $last }列
variant-region-once = { $region }中每个数字恰好出现一次，所以各数之和为{ $total }
variant-region-times = { $region }中每个数字恰好出现{ $count }次，所以各数之和为{ $count } × { $house } = { $total }
variant-cell-holds = { $cell }填{ $digit }
variant-placed = （{ $placed }）
variant-innies = { $times }。完全在其内部的笼子之和为{ $terms }{ $placed }，所以内余格{ $cells }之和为{ $total } − { $whole }{ $minus } = { $sum }
variant-outies = { $times }。其中每一格都在笼子里，伸入其中的笼子之和为{ $terms } = { $meeting }{ $placed }，所以外余格{ $cells }（这些笼子在外面的格）之和为{ $meeting } − { $total }{ $minus } = { $sum }
variant-ways = 在这些格中组成{ $sum }的方式：{ $sets }。
explain-rule-45 = { $reason }。{ $ways }所以{ $effects }。
# $side 为 inside（内）或 outside（外）。
explain-cage-splitting = { $reason }。这些正是{ $cage }在{ $region }{ $side ->
        [inside] 内
       *[outside] 外
    }的格，所以笼子一分为二：它的其余空格{ $rest }之和为{ $left } − { $sum } = { $restsum }。在这些格中组成{ $restsum }的方式：{ $sets }。所以{ $effects }。

## 盘面按现有候选数无法解出的原因。

problem-no-candidate = { $cell }已没有候选数
problem-no-place = { $house }中已没有地方可填{ $digit }
problem-no-solution = 此题无解
problem-left-out = { $cell }的候选数中没有{ $digit }，而它是唯一解中该格的数字

## 难度等级与评分。

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-master = 大师
level-extreme = 极限
level-unknown = 未知的难度“{ $text }”：请从以下选择：{ $choices }
symmetry-unknown = 未知的对称方式“{ $text }”：请从以下选择：{ $choices }
name-unknown = 未知的{ $what }“{ $text }”：请从以下选择：{ $choices }
# Sudoku Explainer 评分器中 Shudu 技巧没有同名对应的步骤。
rate-above = 高于{ $limit }
rate-beyond-solver = 超出解题器能力
rate-pointing = 区块摒除（宫对行列）
rate-claiming = 区块摒除（行列对宫）
rate-direct-pointing = 直观区块（宫对行列）
rate-direct-claiming = 直观区块（行列对宫）
rate-direct-hidden-pair = 直观隐性数对
rate-direct-hidden-triplet = 直观隐性三数组
rate-hidden-triplet = 隐性三数组
rate-hidden-quad = 隐性四数组
rate-naked-triplet = 显性三数组
rate-naked-quad = 显性四数组
rate-wxyz-wing = WXYZ翼
rate-vwxyz-wing = VWXYZ翼
rate-three-skyscrapers = 三重摩天楼
rate-three-string-kite = 三线风筝
rate-three-turbot-fish = 三强链多宝鱼
rate-grouped-turbot-fish = 区块多宝鱼
rate-grouped-three-strong-links = 区块三强链
rate-aligned-pair-exclusion = 对齐数对排除
rate-aligned-triplet-exclusion = 对齐三数排除
rate-bidirectional-cycle = 双向环
rate-bidirectional-x-cycle = 双向X环
rate-bidirectional-y-cycle = 双向Y环
rate-forcing-chain = 强制链
rate-forcing-x-chain = 强制X链
rate-nishio-forcing-chains = 西尾强制链（Nishio）
rate-dynamic-contradiction = 动态矛盾强制链
rate-dynamic-double = 动态双重强制链
rate-region-forcing-chains = 区域强制链
rate-nishio-region-forcing-chains = 西尾区域强制链
rate-dynamic-region-forcing-chains = 动态区域强制链
rate-cell-forcing-chains = 单元格强制链
rate-nishio-cell-forcing-chains = 西尾单元格强制链
rate-dynamic-cell-forcing-chains = 动态单元格强制链
rate-unique-rectangle = 唯一矩形（类型{ $kind }）
rate-unique-loop = 唯一环（类型{ $kind }）
rate-unique-loop-size = { $size }格唯一环（类型{ $kind }）
rate-bug = 全双值坟墓（类型{ $kind }）
# 题目无法评分的原因。
rate-error-not-nine = 只有 9x9 的题目可以评分，而此题是 { $size }x{ $size }
rate-error-unsolvable = 此题无解
rate-error-multiple = 此题有不止一个解
rate-error-cancelled = 已取消

# src/techniques/step.rs: a cell in the window's hints
cell-in-words = 第 { $row } 行第 { $col } 列
