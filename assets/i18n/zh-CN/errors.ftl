# 错误：无效输入、无法读写的文件、不支持的规则。

error-language = 不支持的语言“{ $tag }”：数独可用英语（en）和简体中文（zh-CN）

# src/board/error.rs
error-boxes-of-x-do-not = { $box_rows }x{ $box_cols } 的宫拼不成边长 4 到 25 的盘面
error-no-sudoku-has-side-side = 没有边长为 { $size } 的数独：边长须为 4 到 25，且能分成宫（不是质数）
error-is-not-digit-from-1 = { $value } 不是 1 到 25 的数字
error-given-flags-do-not-fit = 已知数标记与格子不符（{ $flags } 个标记对 { $cells } 个格子，或空格被标为已知数）
error-expected-cells-found = 应有 { $expected } 个格子，实际 { $found } 个
error-holds-larger-than-grid-size = { $cell } 填的是 { $value }，大于盘面大小 { $size }

# src/board/rules.rs
error-regions-name-cells-grid-has = 区域共列出 { $found } 个格子，盘面有 { $expected } 个
error-region-has-cells-each-of = 区域 { $region } 有 { $cells } 个格子；{ $size } 个区域每个都需要 { $size } 格
error-windoku-needs-square-boxes-has = 窗口数独需要正方形的宫；{ $shape } 没有
error-names-cell-outside-x-grid = { $what } 指向格子 { $cell }，在 { $size }x{ $size } 盘面之外
error-has-cells-group-with-no = { $what } 有 { $cells } 个格子；数字不重复的组只能有 1 到 { $size } 格
error-is-not-in-one-piece = { $what } 不连成一片：每个格子都须与另一格共边
error-overlaps-another-at = { $what } 在 { $cell } 处与另一个重叠
error-cage-at-has-cells-which = { $anchor } 处的笼子有 { $cells } 个格子，其和只能是 { $min } 到 { $max }，不能是 { $sum }

# src/game/error.rs
error-puzzle-is-already-being-played = 这道题已经在玩了
error-puzzle-s-given-flags-do = 题目的已知数标记与其数字不符
error-holds-larger-than-grid-size-2 = { $cell } 填的是 { $digit }，大于盘面大小 { $size }
error-has-pencil-mark-larger-than = { $cell } 有大于盘面大小 { $size } 的铅笔标记
error-is-given-but-also-holds = { $cell } 是已知数，却还填了数
error-claims-given-that-puzzle-does = { $cell } 声称是已知数，但题目里没有
error-timer-holds-seconds-more-than = 计时器记录了 { $seconds } 秒，超过一局可能的时长
error-lies-outside-x-grid = { $cell } 在 { $size }x{ $size } 盘面之外

# src/generator/mod.rs
error-cancelled = 已取消
error-puzzles-of-are-out-of = 无法生成 { $shape } 的{ $value }题目：那里能生成的最难级别是{ $hardest_reachable }

# src/solver/cancel.rs
error-search-was-cancelled = 搜索已取消
error-cell-has-no-candidate-left = 有格子已无候选数

# src/formats/error.rs
error-cannot-read-it = 无法读取：{ $reason }
error-larger-than-mib-no-puzzle = 大于 { $limit } MiB：没有这么大的题目文件或存档
error-not-regular-file-folder-device = 不是普通文件（而是文件夹、设备或管道）
error-not-text-file-invalid-utf = 不是文本文件（第 { $offset } 字节处不是有效的 UTF-8）
error-no-puzzle-found = 没有找到题目
error-is-not-digit-or = “{ $found }”不是数字或“.”
error-is-larger-than-grid-size = { $value } 大于盘面大小 { $size }
error-lists-no-candidate-pencil-mark = “{ $found }”没有列出候选数：铅笔标记格应写出该格仍可能的数字
error-is-not-candidate-digit = “{ $found }”不是候选数字
error-cells-is-not-puzzle-expected = { $found } 个格子不是题目：应为 81 个（NxN 盘面为 N*N 个，N 为 4 到 25）
error-expected-cells-in-this-row = 这一行应有 { $expected } 个格子，实际 { $found } 个
error-expected-rows-found = 应有 { $expected } 行，实际 { $found } 行
error-grid-of-side-cannot-be = 边长为 { $size } 的盘面无法分成宫（边长 4 到 25，且不是质数）
error-this-puzzle-uses-rule-which = 这道题使用了规则“{ $rule }”，数独不支持
error-is-short-sudokupad-id-puzzle = “{ $id }”是 SudokuPad 的短链接：题目本身保存在 SudokuPad 的服务器上。只有你允许时数独才会去取（窗口会问一次；命令行请加 --fetch），也可以改为复制带着题目的完整链接或 f-puzzles JSON
error-givens-break-rules = 已知数违反规则：{ $reason }
error-cannot-be-written-as = 无法写成 { $format }：{ $reason }

# src/export/font.rs
error-built-in-font-could-not = 内置字体无法读取：{ $reason }

# src/export/png.rs
error-png-could-not-be-encoded = 无法编码 PNG：{ $reason }

# src/export/layout.rs, src/export/print.rs
error-no-puzzle-to-print = 没有可打印的题目
error-pdf-could-not-be-made = 无法生成 PDF：{ $reason }

# src/formats/save.rs
error-line-column-not-shudu-save = { $origin }，第 { $line } 行第 { $column } 列：不是数独存档：{ $reason }
error-saved-by-newer-shudu-save = { $origin }：由更新版本的数独保存（存档版本 { $found }）；此版本最多读取到 { $supported }
error-saved-game-is-damaged = { $origin }：存档已损坏：{ $problem }
error-cannot-write-game-as-ron = 无法将游戏写成 RON：{ $reason }
error-cannot-save = { $origin }：无法保存：{ $reason }

# src/formats/error.rs
error-line = ，第 { $line } 行
error-column = ，第 { $column } 列

# src/formats/fpuzzles.rs
error-not-valid-json = 不是有效的 JSON（{ $why }）
error-not-json-object = 不是 JSON 对象
error-size-must-be-number-from = 'size' 必须是 4 到 25 之间的数
error-negative-constraint = 反向约束（{ $kinds }）
error-cage-cosmetic-cage-labelled = 笼子（标着“{ $label }”的装饰笼子）
error-no-grid-list = 没有 'grid' 列表
error-grid-has-rows-size-says = 'grid' 有 { $count } 行，'size' 却是 { $n }
error-row-of-grid-is-not = 'grid' 的第 { $value } 行不是 { $n } 格
error-is-not-object = { $name } 不是对象
error-holds-not-digit-from-1 = { $name } 里是 { $value }，不是 1 到 { $n } 的数字
error-cells-outside-every-region-at = 有格子不在任何区域内（在 { $name }）
error-is-in-region-regions-are = { $name } 在区域 { $region }；区域编号为 0 到 { $value }
error-has-no-cells-list = { $what } 没有 'cells' 列表
error-with-no-cells = { $what } 没有格子
error-is-not-cell-of-x = { $what }：{ $name } 不是 { $n }x{ $n } 盘面中的格子
error-is-not-list = '{ $key }' 不是列表
error-labelled-not-sum = { $what } 标着 { $value }，不是和数

# src/formats/jigsaw.rs
error-region-line-with-no-givens = 区域行之后没有已知数行
error-not-region-map-n-n = 不是区域图：应为 N*N 个字符，N 种符号，每种占相连的 N 格

# src/formats/killer.rs
error-cells-not-81 = { $count } 格，不是 81 格
error-arrows-from-lead-to-in = 从 { $from } 出发的箭头指向 { $to }，不在任何笼子里
error-is-neither-sum-nor-arrow = '{ $c }' 既不是和数也不是箭头
error-arrow-at-points-off-grid = { $from } 处的箭头 '{ $c }' 指出了盘面
error-arrows-from-go-round-in = 从 { $from } 出发的箭头绕成了一个圈
error-is-not-box-size = '{ $dims }' 不是宫的尺寸
error-cells-not = { $count } 格，不是 { $cell_count } 格
error-holds-not-number = { $cell } 里是 '{ $trim }'，不是数
error-gives-cage-sum-another-cell = { $cell } 给笼子 { $id } 的和是 { $sum }，另一格给的是 { $value }

# src/formats/links.rs
error-its-json-does-not-read = 其 JSON 无法读取（{ $why }）
error-its-data-does-not-unpack = 其数据无法解压
error-link-names-no-puzzle = 链接里没有谜题
error-sudokupad-s-compressed-scf-format = 不支持 SudokuPad 压缩的 'scf' 格式；请复制 f-puzzles JSON，或带 'scl' 或 'fpuzzles' 数据的链接
error-its-data-does-not-unpack-2 = 其数据无法解压（链接被截断了？）

# src/formats/solo.rs
error-it-starts-with-no-size = 开头没有尺寸
error-bad-size = 尺寸不对
error-is-random-seed-not-game = '{ $params }#...' 是随机种子，不是游戏 ID：请从 Solo 复制游戏 ID
error-no-after-params = 参数之后没有 ':'
error-givens = 已知数
error-jigsaw-needs-its-regions-after = 锯齿数独需要在 ',' 之后给出区域
error-regions = 区域
error-regions-make-blocks-not = 区域组成 { $labels } 块，不是 { $n } 块
error-killer-needs-its-cages-after = 杀手数独需要在 ',' 之后给出笼子
error-cages = 笼子
error-killer-needs-its-sums-after = 杀手数独需要在笼子之后给出和数
error-sums = 和数
error-more-parts-than-its-params = 部分比参数所要求的多
error-hold-above = { $what } 中有 { $value }，大于 { $max }
error-has-no-place-in = '{ $from }' 在{ $what }中没有位置
error-cover-cells-grid-has = { $what } 覆盖 { $count } 格，盘面有 { $cells } 格
error-hold = { $what } 中有 { $v }
error-name-too-many-edges = { $what } 给出的边太多
error-do-not-cover-grid-s = { $what } 没有覆盖盘面的边
error-cage-at-has-two-sums = { $anchor } 处的笼子有两个和数
error-solo-has-no-windoku = Solo 没有窗口数独
error-solo-has-no-anti-knight = Solo 没有无马步规则
error-solo-has-no-anti-king = Solo 没有无缘规则
error-solo-has-no-clues = Solo 不支持 Cracking the Cryptic 的规则（温度计、箭头、点等）
error-solo-has-no-non-consecutive = Solo 没有非连续规则
error-solo-has-no-extra-regions = Solo 没有额外区域
error-solo-has-both-diagonals-or = Solo 的对角线只能两条都有或都没有
error-every-solo-cage-has-sum = Solo 的每个笼子的和都小于 256
error-solo-s-cages-have-2 = Solo 的笼子至少有 2 格
error-solo-s-cages-do-not = Solo 的笼子互不重叠
error-solo-s-cages-cover-every = Solo 的笼子覆盖每一格

# src/formats/sudokupad.rs
error-no-cells = 没有 'cells'
error-row-is-not-cells = 第 { $value } 行不是 { $n } 格
error-is-no-list-of-cells = { $what }：{ $other } 不是格子列表
error-is-not-cell-of-grid = { $what }：{ $cell } 不是盘面中的格子
error-grid-without-regions = 没有区域的盘面
error-region = 区域 { $value }
error-cells-outside-every-region = 有格子不在任何区域内
error-cage = 笼子 { $value }
error-labelled = 标着“{ $label }”的{ $what }
error-drawn-line = 从 { $at } 起的一条线
error-drawn-arrow = 从 { $at } 起的一个箭头
error-drawn-shape = { $at } 处的一个图形（{ $colour }）
error-drawn-text = { $at } 处的文字“{ $text }”
error-drawn-outside-numbers = 盘外的数字（“{ $text }”），规则没有说它们是三明治和（X 和、摩天楼等也这样画）

# src/formats/variant.rs
error-and-hold-consecutive-digits = { $first } 和 { $second } 是相邻数字
error-cage-at-adds-up-to = { $first } 处的笼子之和是 { $total }，不是 { $sum }

# src/export/pdf.rs
error-built-in-font-was-refused = 内置字体被拒绝
error-no-page-of-x-points = 没有 { $width } x { $height } 点的页面

# src/export/layout.rs, src/export/print.rs
error-is-no-paper-size-give = '{ $text }' 不是纸张尺寸：请用 a4 或 letter

# src/formats/error.rs: the formats' names
format-fpuzzles-json = f-puzzles JSON
format-sudokupad-puzzle = SudokuPad 谜题
format-solo-game-id = Solo 游戏 ID
format-jigsaw-text = 锯齿数独文本
format-killer-text = 杀手数独文本
format-sudocue-killer-text = SudoCue 杀手数独文本
format-puzzle-link = 谜题链接

# src/scan/mod.rs
error-scan-not-picture = 不是数独能读取的图片（PNG、JPEG 或 WebP）
error-scan-decode = 图片无法解码：{ $reason }
error-scan-too-big = 图片太大：{ $width }x{ $height } 像素，最多 4000 万像素
error-scan-too-small = 图片太小：{ $width }x{ $height } 像素
error-scan-no-grid = 没有找到盘面
error-scan-no-clipboard-picture = 剪贴板里没有图片（{ $reason }）
error-scan-file-too-big = 文件有 { $size } 字节，超过图片的上限（{ $limit }）

# src/board/clues.rs
error-clue = { $what }{ $at }：{ $why }
clue-too-short = 至少需要 { $least } 格
clue-line-breaks = 线在第 { $step } 格处断开：每格须与前一格相接
clue-cell-twice = 有格子出现两次
clue-bad-value = 此提示不能取值 { $value }
clue-bad-circle = 圆圈须为一格，或成一直排的两三格长圆（长圆限 9x9 以内）
clue-not-neighbours = 这两格不相邻
clue-points-nowhere = 它不在盘边、也不指向盘内
clue-sandwich-size = 三明治提示最大用于 16x16，而非 { $size }x{ $size }
clue-not-a-corner = 这四格不成 2x2 方块
clue-quadruple-digits = 四格提示须列出一到四个数字
clue-clone-sizes = 克隆与其副本的格数须相同
clue-disjoint-jigsaw = 同位组需要宫，而锯齿数独没有宫
error-clue-broken = 数字违反了 { $cell } 处的{ $clue }提示
error-negative-broken = { $first } 与 { $second } 违反反向规则：二者之间没有 X、V 或点，就不能构成它们
error-has-no-lines-list = { $what } 没有 'lines' 列表
error-needs-two-cells = { $what } 需要两个格子
error-needs-four-cells = { $what } 需要四个格子
error-bad-direction = { $what }：'{ $direction }' 不是方向（UL、UR、DL 或 DR）
fetch-stopped = 请求没有得到回答就停止了
fetch-no-puzzle = SudokuPad 的回答里没有题目
fetch-timed-out = { $host } 在 { $seconds } 秒内没有回答
fetch-unreachable = 无法连接 { $host }（这台电脑联网了吗？）：{ $why }
fetch-not-found = SudokuPad 上没有这个编号的题目（请检查链接）
fetch-status = { $host } 回答了 HTTP 状态 { $status }
fetch-too-large = SudokuPad 的回答超过 { $mib } MiB，比任何题目都大
fetch-not-text = SudokuPad 的回答不是文本
