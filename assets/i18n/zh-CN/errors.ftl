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
error-is-short-sudokupad-id-puzzle = “{ $id }”是 SudokuPad 的短 ID：题目本身在 SudokuPad 的服务器上，打开它需要联网，而数独不联网；请复制完整链接（带有题目的那种）或 f-puzzles JSON
error-givens-break-rules = 已知数违反规则：{ $reason }
error-cannot-be-written-as = 无法写成 { $format }：{ $reason }

# src/formats/font.rs
error-built-in-font-could-not = 内置字体无法读取：{ $reason }

# src/formats/png.rs
error-png-could-not-be-encoded = 无法编码 PNG：{ $reason }

# src/formats/print.rs
error-no-puzzle-to-print = 没有可打印的题目
error-pdf-could-not-be-made = 无法生成 PDF：{ $reason }

# src/formats/save.rs
error-line-column-not-shudu-save = { $origin }，第 { $line } 行第 { $column } 列：不是数独存档：{ $reason }
error-saved-by-newer-shudu-save = { $origin }：由更新版本的数独保存（存档版本 { $found }）；此版本最多读取到 { $supported }
error-saved-game-is-damaged = { $origin }：存档已损坏：{ $problem }
error-cannot-write-game-as-ron = 无法将游戏写成 RON：{ $reason }
error-cannot-save = { $origin }：无法保存：{ $reason }
