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

# src/cli/help.rs
help-usage = 用法：
help-commands = 命令
help-options = 选项
help-any-help-command = 显示此信息或所给子命令的帮助

# --help, by each text's place in the command tree (src/cli/help.rs; English is the doc comments)
help-any-help = 显示帮助（-h 为摘要）
help-any-version = 显示版本
help-any-lang = 消息的语言：en 或 zh-CN（默认为系统语言，取自 LANGUAGE、LC_ALL、LC_MESSAGES 或 LANG）
help-shudu = 数独（Shudu）：数独游戏和快速的解题引擎。不带子命令时打开游戏窗口（若给出 FILE 则打开它）；带子命令时在命令行运行引擎。
help-shudu-file = 在窗口中打开的题目或存档
help-shudu-solve = 求解题目：每题一行，给出答案、`unsolvable`（无解）、`multiple`（多解）或 `invalid`（无效）
help-shudu-solve-first = 题目有多个解时也给出一个解
help-shudu-solve-timeout = 一道题超过这么多秒（大于 0，至多 10^9）就放弃并输出 `timeout`
help-shudu-solve-files = 题目文件；不给或给 `-` 则读标准输入
help-shudu-count = 数解的个数（有上限）：每题一行，给出个数（或 `invalid`）
help-shudu-count-limit = 数到这么多个解就停（至少 1）
help-shudu-count-timeout = 一道题超过这么多秒（大于 0，至多 10^9）就放弃并输出 `timeout`
help-shudu-count-files = 题目文件；不给或给 `-` 则读标准输入
help-shudu-bench = 用一个题目文件测量吞吐量，重复至少一秒
help-shudu-bench-file = 题目文件（`solve` 能读的任何格式）
help-shudu-bench-mode = `one`：找一个解；`unique`：数解至 2 个
help-shudu-hint = 给出一道题最简单的下一步，或用 `--all` 给出每种技巧找到的每一步，每行一个：`<技巧>: <效果>`
help-shudu-hint-all = 每种技巧的每一步，每种技巧的每个不同变化只列一次。与 HoDoKu 的“所有步骤”一样，列表有界：每种技巧最多列 `--steps-per-technique` 步、最多搜索 100 毫秒（HoDoKu 默认解题器不用的技巧共用 450 毫秒），整个列表在 `--time-limit` 时停止；有界限截断列表时 stderr 会说明
help-shudu-hint-steps_per_technique = 与 `--all` 一起：一种技巧最多列出的不同步骤数
help-shudu-hint-time_limit = 与 `--all` 一起：这么多秒后停止列出（默认 5），列出已找到的
help-shudu-hint-file = 题目（任何格式，有候选数的格式连同候选数）；不给或给 `-` 则读标准输入
help-shudu-explain = 给出一道题完整的逻辑解法，每行一步，然后是 `solved`（已解出）或 `stuck`（卡住）（或 `timeout`）
help-shudu-explain-timeout = 这么多秒（大于 0，至多 10^9）后停止，在已找到的步骤后输出 `timeout`
help-shudu-explain-file = 题目；不给或给 `-` 则读标准输入
help-shudu-trace = 在一道题上运行求解实验室的一种搜索算法，并输出它做了什么：`placements N, backtracks M, <时间>`（用 `--steps` 先输出每个事件）
help-shudu-trace-algorithm = 搜索算法：row-major（教程里的深度优先）、fewest-blanks、bitmask 或 engine
help-shudu-trace-steps = 先输出每个事件：`place r1c3=4`、`undo r1c3`
help-shudu-trace-timeout = 这么多秒（大于 0，至多 10^9）后停止，输出 `timeout` 和目前的计数
help-shudu-trace-file = 题目（任何格式；多题文件取第一题）；不给或给 `-` 则读标准输入
help-shudu-generate = 生成唯一解的题目：每行一题，格式同 `solve`
help-shudu-generate-size = 盘面边长：4、6、8、9、10、12、14、15、16、18、20、21、22、24 或 25（宫尽量接近正方形）
help-shudu-generate-level = 难度：easy、medium、hard、expert、master 或 extreme（Sudoku Explainer 标准的区间；9 以外的边长最高到 master 或更低，见 README）
help-shudu-generate-symmetry = 已知数的对称：none、rot180、rot90、mirror、flip、diagonal 或 antidiagonal
help-shudu-generate-count = 题目数量（在每个核上并行生成）
help-shudu-generate-seed = 随机种子：同样的参数和种子输出同样的题目。不给则随机
help-shudu-generate-variant = 变型：killer、jigsaw、x、windoku、anti-knight、anti-king、non-consecutive、thermo、arrow、kropki、xv、little-killer、sandwich、renban、whispers（或 classic）。每道题在其行上输出为一个 f-puzzles JSON 对象
help-shudu-daily = 输出每日一题（每个日历日一道，人人相同，级别按星期轮换），格式同 `solve`；日期和级别写到 stderr
help-shudu-daily-date = 第一天，格式 YYYY-MM-DD；默认为今天（按本机时区）
help-shudu-daily-days = 从那天起的天数，每天一题
help-shudu-rate = 按 Sudoku Explainer 标准评分：每题一行，`<级别> <评分> <最难技巧>`（或 `unsolvable`、`multiple`、`invalid`）
help-shudu-rate-classic = 用 SE 1.2.1 的技巧，而不是 Sukaku Explainer 的默认技巧集
help-shudu-rate-full = 以 `ER/EP/ED` 输出评分、珍珠和钻石
help-shudu-rate-files = 题目文件；不给或给 `-` 则读标准输入
help-shudu-stats = 输出窗口中所玩游戏的统计：各级别的局数与胜局、最佳与平均用时、连胜和提示；每日一题；按技巧统计的提示
help-shudu-stats-file = 要读的历史；默认为窗口的，即数独数据文件夹中的 `history.ron`（`$XDG_DATA_HOME/shudu`，否则 `~/.local/share/shudu`）
help-shudu-stats-today = 按这一天（YYYY-MM-DD）而不是今天计算每日连续天数
help-shudu-print = 把题目打印为 PDF：每页 1、2、4 或 6 题，每题带编号、级别和 SE 评分，用 `--solutions` 在最后附上答案
help-shudu-print-per_page = 每页题数：1、2、4 或 6
help-shudu-print-solutions = 附上答案，印在最后单独的几页
help-shudu-print-paper = 纸张大小
help-shudu-print-letters = 大于 9x9 的盘面上，大于 9 的数字用字母表示（10 = A）
help-shudu-print-output = 要写的 PDF 文件
help-shudu-print-files = 题目文件（`solve` 能读的任何格式；`-` 为标准输入）
help-shudu-scan = 从图片读取题目（PNG、JPEG、WebP）：每张图片一行，81 个字符，空格用 `.`，或 `unreadable`（原因写到 stderr）
help-shudu-scan-images = 数独盘面的图片（PNG、JPEG 或 WebP）
help-shudu-completions = 输出某个 shell 的补全脚本（bash、zsh、fish、elvish、powershell）
help-shudu-completions-shell = shell
help-shudu-manpage = 输出 man 手册页，或用 `--dir` 为每个子命令写一页
help-shudu-manpage-dir = 把 `shudu.1` 和每个子命令的一页（`shudu-solve.1` 等）写进这个文件夹，而不是输出 `shudu.1`
cli-fetching = 正在取 https://sudokupad.app/{ $id } 的题目
help-any-fetch = 从 SudokuPad 的服务器取短链接（https://sudokupad.app/<编号>）所指的题目：这是数独唯一使用网络的地方，没有这个选项就绝不联网。

# src/cli/candidates.rs
cli-cells-of = { $count } 格中的 { $done } 格
help-shudu-candidates = 给出一道题的真候选数：每格在至少一个解中可填的数字，每行一行，无数可填处为 `-`
help-shudu-candidates-timeout = 这么多秒（大于 0，至多 10^9）后停止并输出 `timeout`
help-shudu-candidates-file = 题目；不给或给 `-` 则读标准输入
