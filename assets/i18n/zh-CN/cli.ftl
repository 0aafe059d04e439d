# 命令行的消息。

# src/cli/explain.rs
cli-step-s = { $found } 步
cli-shudu-gave-up-after-step = shudu：走了 { $found } 步后放弃（时间限制）

# src/cli/generate.rs
cli-is-not-variant-use-one = “{ $text }”不是变型：请用 { $names } 之一
cli-is-not-grid-side = “{ $text }”不是盘面边长
cli-shudu-calendar-ends-at-9999 = shudu：日历止于 9999-12-31：只有 { $count } 天
cli-shudu-daily-puzzle-of = shudu：{ $date }（{ $weekday_name }）的每日一题：{ $level }
cli-shudu-puzzle = shudu：第 { $index } 题：{ $why }

# src/cli/hint.rs
cli-is-not-whole-number-of = “{ $text }”不是大于等于 1 的整数
cli-stopped-at-its-limit-of = { $technique }：已达上限 { $steps_per_technique } 步（--steps-per-technique）；可能还有更多
cli-stopped-at-time-limit-of = 搜索{ $technique }时达到时间限制 { $as_secs_f64 } 秒（--time-limit）；列出已找到的步骤，之后的技巧未搜索

# src/cli/mod.rs
cli-is-not-number-of-seconds = “{ $text }”不是秒数
cli-gave-up-time-limit = { $place }：放弃（时间限制）
cli-skipped = 已跳过：{ $why }
cli-shudu-no-valid-puzzle-to = shudu：{ $origin }：没有可计时的有效题目
cli-rounds-and-of-puzzles = { $rounds } 轮，以及 { $count } 道题中的 { $i } 道

# src/cli/parallel.rs
cli-line = { $file }，第 { $line } 行
cli-of-puzzles = { $count } 道题中的 { $printed } 道

# src/cli/print.rs
cli-shudu-nothing-printed-fix-input = shudu：未打印：请先修正输入
cli-shudu-no-puzzle-to-print = shudu：没有可打印的题目
cli-rating-of-puzzles-nothing-was = 正在评分 { $count } 道题中的第 { $rated } 道；没有写入任何内容
cli-so-its-solution-cannot-be = { $place }：{ $why }，所以无法打印其答案
cli-shudu-nothing-printed-leave-out = shudu：未打印：请去掉 --solutions 或这些题目
cli-puzzles-on-pages = { $output }：{ $count } 道题，共 { $pages } 页
cli-puzzle = 第 { $value } 题

# src/cli/progress.rs
cli-shudu-interrupted-after = shudu：中断于 { $how_far }

# src/cli/scan.rs
cli-uncertain-cells = { $name }：不确定的格子 { $uncertain }
cli-reading-has-several-solutions = { $name }：读出的结果有多个解
cli-reading-has-no-solution = { $name }：读出的结果无解

# src/cli/stats.rs
cli-shudu-no-data-folder-here = shudu：这里没有可查找历史的数据文件夹；请用 --file 指定
cli-shudu-no-such-history-file = shudu：{ $path }：没有这个历史文件

# src/cli/trace.rs
cli-is-not-algorithm-use = “{ $name }”不是算法：请用 { $names }
cli-placements-backtracks = 填数 { $placements } 次，回溯 { $backtracks } 次
cli-trace-placements-backtracks = trace：填数 { $placements } 次，回溯 { $backtracks } 次
