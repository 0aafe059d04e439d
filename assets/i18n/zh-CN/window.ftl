# 窗口：菜单、面板、状态栏和提问。

menu-view = 视图
theme-system = 主题：跟随系统
theme-light = 主题：浅色
theme-dark = 主题：深色
language-system = 语言：跟随系统

# src/ui/app.rs
statistics-could-not-be-saved = 统计无法保存：{ $why }
menu-bar = 菜单栏
status = 状态
solution-path = 解题路径
picture = 图片
controls = 控制
board = 盘面
lab-controls = 实验室控制
lab-board = 实验室盘面

# src/ui/board/
paused-press-or-resume = 已暂停：按 { $pause_key } 或“继续”

# src/board/rules.rs (the rules switched while entering a puzzle)
x-diagonals = X 对角线
windoku = 窗口数独
anti-knight = 无马步
anti-king = 无缘
non-consecutive = 非连续

# src/ui/entering.rs
entering-puzzle = 输入题目
type-givens-then-press-start = 输入已知数，然后按“开始”。
start = 开始
cancel = 取消
rules = 规则
pick-cells-drag-over-them = 选择格子：拖过它们，或按住 Ctrl 逐个点击。
sum = 和
make-cage = 建笼子
remove-cage = 删除笼子
takes-away-cage-of-selected = 删除所选格所在的笼子
jigsaw-pick-cells-for-each = 锯齿数独：每个区域选 { $n } 格。
jigsaw-all-regions-made = 锯齿数独：{ $n } 个区域全部建好。
jigsaw-of-regions-made = 锯齿数独：已建好 { $m }/{ $n } 个区域。
make-region = 建区域
clear-regions = 清除区域

# src/ui/info.rs
by = 作者：{ $author }

# src/ui/keys.rs
undo = 撤销
redo = 重做
open-puzzle-or-saved-game = 打开题目或存档
hint-where-to-look-then = 提示：先看哪里，再看模式，然后应用
save-game = 保存游戏
save-game-as-new-file = 将游戏另存为新文件
new-easy-game = 新的简单游戏
new-medium-game = 新的中等游戏
new-hard-game = 新的困难游戏
new-expert-game = 新的专家游戏
new-master-game = 新的大师游戏
new-extreme-game = 新的极限游戏
check-entries-against-solution = 对照答案检查填入的数字
solve-fill-in-solution = 求解：填入答案
solver-lab-watch-search-algorithms = 求解实验室：观看搜索算法解这道题（再按一次离开）
keys-digits = 1 到 { $size }
keys-digits-letters = 1 到 9、A 到 { $last }，或两位数（先 1 后 2 即 12）
keys-digits-two = 1 到 9，或两位数（先 1 后 2 即 12）

# src/ui/lab.rs
solver-lab = 求解实验室
back-to-game = 返回游戏
watch-computer-search-this-puzzle = 观看计算机如何搜索这道题。游戏保持原样等待。
pause = 暂停
play = 播放
step = 单步
restart = 重新开始
steps-s = {" "}步/秒
speed = 速度
keys-space-plays-or-pauses = 按键：空格播放或暂停，→ 单步，Esc 返回。
how-works = { $title }如何工作
solved = 已解出
no-solution-every-choice-failed = 无解：每个选择都失败了
searching = 搜索中
ready-press-play-or-step = 就绪：按“播放”或“单步”
paused = 已暂停
placements = 填数
backtracks = 回溯
cells-visited = 访问格数
depth = 深度
deepest = { $depth }（最深 { $max_depth }）
search-time = 搜索时间
every-cell-is-filled-without = 每格都已填入且无冲突：已解出。
first-choice-ran-out-of = 第一个选择的数字用尽：这道题无解。
first-it-fills-everything-givens = 它先填入已知数所迫使的一切。
it-starts-at-first-cell = 它从其顺序选出的第一个格子开始。
wrote-in-guess-or-single = 在 { $cell } 填入 { $digit }：一次猜测，或它推出的唯一数。下一步：更多唯一数，或一次猜测：候选数最少的格子，或在某个单元中只剩两个位置的数字。
wrote-in-lowest-digit-no = 在 { $cell } 填入 { $digit }，即没有同区格占用的最小数字。下一步：按阅读顺序的下一个空格。
wrote-in-and-pushed-choice = 在 { $cell } 填入 { $digit } 并压入这个选择。下一步：某宫的最后一个空位，或周围空格最少的格子。
wrote-in-its-lowest-candidate = 在 { $cell } 填入 { $digit }，即其最低的候选位。下一步：候选数最少的格子。
took-back-guess-led-to = 撤回 { $cell }：这次猜测导致矛盾，因此它推出的一切也一并撤回。
took-back-next-cell-had = 撤回 { $cell }：下一个格子已无数可填，所以这里的选择是错的（一次回溯）。下一步：{ $cell } 的下一个数字。
comparison = 比较
running-all-four-on-worker = 正在后台运行全部四种……
cancel-comparison = 取消比较
compare-all-four = 比较全部四种
each-runs-to-its-end = 每种运行到结束，最多 { $as_secs } 秒。
algorithm = 算法
time = 时间
text = { $n }{ $capped }
stopped-after-s-still-searching = + { $as_secs } 秒后停止，仍在搜索

# src/ui/marking.rs
notes = 中心（{ $notes_key }）
value = 数值
digits-are-placed = 数字直接填入
digits-toggle-notes-candidates-centre = 数字切换笔记：候选数（中间标记），提示会读取它们
corner-x = 角标（X）
digits-toggle-corner-marks-where = 数字切换角标：数字在本宫中可去的位置（Shift+数字在任何模式下切换一个）
colour-v = 颜色（V）
digits-1-to-9-colour = 数字 1 到 9 给格子上色（再按一次去掉颜色）
colour = 颜色 { $number } { $colour_name }
erase-colour-del = 擦除颜色（Del）
clear-notes = 清除笔记
clear-corner-marks = 清除角标
clear-colours = 清除颜色

# src/ui/mod.rs
cannot-open-window = 无法打开窗口：{ $why }
shudu-shudu-window-already-open = shudu：已打开的数独窗口将接手
shudu-cannot-tell-whether-another = shudu：无法判断是否已有数独窗口在运行（{ $why }）；将打开一个
shudu-window-icon-is-unreadable = shudu：窗口图标无法读取（{ $why }）；使用默认图标

# src/ui/menu.rs, side.rs, path.rs, status.rs, help.rs, question.rs
letters-for-digits-above-9 = 大于 9 的数字用字母表示
notes-in-fixed-places = 笔记位置固定
notes-centred-centre-marks = 笔记居中（中间标记）
keyboard = 键盘
leave-solver-lab = 离开求解实验室
game = 游戏
enter-puzzle = 输入题目
open = 打开……
save = 保存
save-as = 另存为……
copy-puzzle = 复制题目
copy-with-candidates = 连同候选数复制
copy-pencil-mark-grid = 复制铅笔标记盘
export-board-as-svg = 将盘面导出为 SVG……
export-board-as-svg-without = 将盘面导出为 SVG（不含笔记）……
export-board-as-png = 将盘面导出为 PNG……
export-board-as-png-without = 将盘面导出为 PNG（不含笔记）……
copy-board-as-image = 将盘面复制为图片
print-to-pdf = 打印为 PDF……
paste-puzzle = 粘贴题目
paste-picture = 粘贴图片
statistics = 统计
new-game = 新游戏
new-game-2 = 新的{ $level }游戏
today-s-daily-puzzle-done = 今日每日一题（已完成）
# The two submenus of New game that hold the variants: the older ones (killer, jigsaw, ...)
# and the line and clue rules (thermometers, arrows, dots, ...).
variant-group-classic = 变型数独
variant-group-clues = 线条与提示
today-s-daily-puzzle = 今日每日一题
practise-technique = 练习一种技巧……
copy-as-f-puzzles = 复制为 f-puzzles
copy-as-f-puzzles-link = 复制为 f-puzzles 链接
copy-link = 复制链接
copy-as-solo-game-id = 复制为 Solo 游戏 ID
text-2 = { $level }{ $title }
n-or-space = N 或空格
p-or-esc = P 或 Esc
place-digit-note-corner-mark = 填入数字（在相应模式下为笔记、角标或颜色）
keys-clear = 0、Delete、Backspace
clear-cell-value-then-marks = 清空格子：先数值，再标记，再颜色（颜色仅在颜色模式下）
arrow-keys = 方向键
move-selection = 移动选中格
notes-mode-on-or-off = 开关笔记模式
corner-mode-on-or-off = 开关角标模式
colour-mode-on-or-off = 开关颜色模式（数字 1 到 9 给格子上色）
shift-digit = Shift+数字
toggle-that-corner-mark-in = 在任何模式下切换该角标
pause-or-resume-board-hides = 暂停或继续（盘面隐藏）
say-time-played-in-status = 报出已用时间（在状态栏）
dismiss-hint-or-path-step = 关闭显示的提示或路径步骤，否则清除选择
ctrl-shift-click-drag = Ctrl/Shift+点击、拖动
while-entering-puzzle-pick-cells = 输入题目时：为笼子或区域选择格子
copy-puzzle-as-text = 将题目复制为文本
paste-puzzle-or-saved-game = 粘贴题目或存档
or = { $name } 或 ?
show-or-hide-this-window = 显示或隐藏此窗口
fill-candidates = 填入候选数
hint = 提示
check = 检查
solve = 求解
hint-2 = 提示：{ $title }
show-pattern = 显示模式
apply-it = 应用
clear-it = 清除它
dismiss = 关闭
close = 关闭
working-out-path = 正在求解题路径……
stop = 停止
stopped-close-panel-and-open = 已停止。关闭面板再打开即可重新开始。
no-path-yet = 尚无路径。
steps = { $count } 步：{ $counts }
hardest-marked = 最难：{ $technique }（标 *）
techniques-solve-it-click-step = 技巧可以解出。点击一步查看；Esc 返回。
techniques-get-stuck-at-end = 技巧最后卡住了：只剩试错。
text-3 = { $value }. { $line }{ $mark }
notes-in = { $cell } 的笔记
note = 笔记 { $text } { $value }
solved-2 = 解出了！
resume = 继续（{ $key }）
pause-2 = 暂停（{ $key }）
sudoku-explainer-rating-hardest-step = Sudoku Explainer 评分 { $rating }：所需最难的一步是{ $hardest }。
graded-on-sudoku-explainer-s = 由数独的技巧按 Sudoku Explainer 标准评为 { $rating }（SE 不含变型规则）：所需最难的一步是{ $hardest }。
puzzle-of = 第 { $number } 题，共 { $count } 题
previous = 上一题
next = 下一题
go-to = 转到
left = { $symbol }（剩 { $left } 个）
erase-del = 擦除（Del）
cancel-job = 取消任务
stop-waiting = 停止等待
game-2 = { $level }游戏
opened-from = 打开自 { $file_name }
puzzle-of-from = { $file_name } 中第 { $number } 题，共 { $count } 题
pasted = 粘贴的
daily-puzzle-of = { $date } 的每日一题
learning = 学习
practising = 练习
text-4 = { $mode }：{ $name }
entering = 输入中
entered = 手动输入
saved-as = { $from }，已存为 { $file_name }

# src/ui/practice.rs
learn-starts-puzzle-right-before = “学习”在首次需要该技巧之前开始一道题，并显示提示。“练习”给出一整道不需要更难技巧的题。查找需要片刻；罕见技巧可能需要一分钟，或找不到。
played-hints = 已玩 { $games }，提示 { $hints }
ready = 已备好 { $ready } { $record }
learn = 学习
practise = 练习
text-5 = { $label } { $name }

# src/ui/print.rs
print = 打印
this-puzzle = 本题
every-puzzle-of-its-file = 其文件中的每道题（{ $count }）
puzzles-page = 每页题数：
paper = 纸张：
solutions-on-pages-at-end = 答案印在最后几页
print-2 = 打印……
new-puzzles-of-level = 某一级别的新题
level = 级别
how-many = 数量：

# src/ui/board/reader.rs
row-column = 第 { $row } 行，第 { $col } 列
given = 已知数 { $digit }
notes-2 = 笔记 { $digits }
corner = 角标 { $digits }
colour-2 = 颜色 { $colour } { $colour_name }

# src/ui/scan.rs
scanned-picture = 扫描的图片
puzzle-from-picture = 来自图片的题目
read-from = 读取自 { $name }。
grid-as-read-from-picture = 从图片读出的盘面
every-cell-was-read-with = 每个格子都读得很确定。
uncertain-outlined = 不确定（已框出）：{ $cells }。
compare-board-with-picture-click = 对照图片检查盘面；点击格子并输入以更正，然后按“开始”（“取消”回到之前的游戏）。

# src/ui/stats.rs
no-games-yet-every-game = 还没有游戏：每局完成或走过一步后离开的游戏都会计入这里。
today-s-is-done = 今天的已完成
today-s-is-still-to = 今天的还没做
winning-times-last-games-per = 获胜用时，各级别最近几局（分钟）
no-hints-used-yet = 还没有用过提示。
hints-by-technique = 按技巧统计提示
played = 已玩
won = 获胜
best = 最佳
average = 平均
streak = 连胜
best-run = 最长连胜
hints = 提示

# src/ui/x11.rs
shudu-cannot-name-window-for = shudu：无法为桌面命名窗口（{ $why }）

# src/session/clipboard.rs
copied-puzzle-as-text = 已将题目复制为文本。
f-puzzles-json = f-puzzles JSON
f-puzzles-link = f-puzzles 链接
solo-game-id = Solo 游戏 ID
copied-puzzle-as = 已将题目复制为{ $name }。
copied-link = 已复制打开此题的链接。
nothing-copied = 未复制：{ $why }。
nothing-pasted-text-is-larger = 未粘贴：文本大于 { $mib } MiB；请存为文件再打开。
pasted-text = 粘贴的文本
pasted-new-puzzle = 已粘贴新题目。
nothing-pasted = 未粘贴：{ $why }
hodoku-library-line = HoDoKu 题库行
pencil-mark-grid = 铅笔标记盘
copied-board-with-its-candidates = 已将盘面连同候选数复制为{ $name }。
nothing-copied-holds-boards-up = 未复制：{ $name }只支持 9x9 以内的盘面；“复制题目”可以复制这道题。

# src/session/daily.rs
daily-puzzle-waits-until-it = { $busy }：每日一题等它完成后再开始。
making-daily-puzzle-of = 正在生成 { $date }（{ $weekday_name }，{ $level }）的每日一题……
daily-puzzle-of-2 = { $date }（{ $weekday_name }，{ $level }）的每日一题。
no-daily-puzzle = 没有每日一题：{ $why }

# src/session/drafting.rs
rules-could-not-be-put = 规则无法恢复：{ $why }。
clear-regions-2 = 清除区域
regions-cleared-boxes-stand-again = 区域已清除：恢复为宫。
cannot = 无法{ $what }：{ $why }。
change-rules = 更改规则
rule-switched = { $state ->
    [on] 已开启{ $title }。
   *[off] 已关闭{ $title }。
}
pick-cells-of-first-drag = 请先选择{ $what }的格子：拖过它们，或按住 Ctrl 逐个点击。
cage-s-sum-is-whole = 笼子的和应是整数（或不填），而不是“{ $text }”。
make-cage-2 = 建笼子
no-sum = 无和
sum-2 = 和 { $s }
cage-of-cells-made = 已建好 { $count } 格的笼子（{ $sum }）。
select-cell-of-cage-to = 请选择要删除的笼子中的一个格子。
remove-cage-2 = 删除笼子
removed-cage-at = 已删除 { $cell } 处的笼子。
is-in-no-cage = { $cell } 不在任何笼子里。
make-region-2 = 建区域
all-regions-made-they-replace = { $n } 个区域全部建好：它们取代了宫。（“清除区域”重新开始。）
region-of-made = 已建好第 { $made }/{ $n } 个区域。

# src/session/engine.rs
solving = 求解中
checking = 检查中
checking-puzzle = 正在检查题目
finding-hint = 正在寻找提示
engine-failed-game-is-unchanged = 引擎出错（{ $why }）；游戏未改变。请报告此问题。
cancelled = 已取消。
board-changed-while-engine-worked = 引擎工作时盘面已改变；其结果已丢弃。
typed-puzzle-has-no-solution = 输入的题目无解。
this-puzzle-has-no-solution = 这道题无解。
there-is-no-one-solution = 没有唯一答案可用来检查填入的数字
there-is-no-one-solution-2 = 没有唯一答案可以填入
this-puzzle-has-several-solutions = 这道题有多个解，所以{ $what }：框出的 { $count } 个格子在其中两个解之间不同。
no-mistakes-so-far = 目前没有错误。
entries-disagree-with-solution-marked = 有 { $count } 个填入的数字与答案不符（已标出）。
puzzle-accepted-it-has-exactly = 题目已接受：它恰有一个解。

# src/session/entering.rs
type-puzzle-s-givens-then = 输入题目的已知数，然后按“开始”。
cannot-start = 无法开始：{ $problem }。
cannot-start-2 = 无法开始：{ $why }。

# src/session/export.rs
export-once-it-is-done = { $busy }：完成后再导出。

# src/session/files.rs
no-file-dialog-could-be = 无法显示文件对话框：此桌面既没有文件选择门户，也没有 zenity。请用 `shudu FILE` 打开文件，或用 Ctrl+V 粘贴题目。
waiting-for-file-dialog = 正在等待文件对话框
opening-file = 正在打开文件
saving = 正在保存
making-daily-puzzle = 正在生成每日一题
making-new-puzzle = 正在生成新的{ $level }{ $variant }题目
exporting-board = 正在导出盘面
printing = 正在打印
copying-board = 正在复制盘面
reading-picture = 正在读取图片
stopped-making-daily-puzzle = 已停止生成每日一题。
stopped-making-puzzle = 已停止生成{ $variant }题目。
stopped-looking-for-puzzle-that = 已停止寻找需要{ $name }的题目。
stopped-reading-picture = 已停止读取图片。
stopped-waiting-for-file = 已停止等待文件。
nothing-to-save-while-puzzle = 输入题目时没有可保存的内容：请先按“开始”。
game-on-board-is-not = 盘面上的游戏不是来自多题文件。
file-job-failed-nothing-changed = 文件任务出错（{ $why }）；没有任何改变。请报告此问题。
saved-to = 已保存到 { $path }。
not-saved = 未保存：{ $why }
exported-board-to = 已将盘面导出到 { $path }。
not-exported = 未导出：{ $why }
opened-saved-game = 已打开存档 { $name }。
opened = 已打开 { $name }。
opened-puzzle-of-from = 已打开 { $name } 中的第 { $number } 题（共 { $count } 题）。
skipped-bad-puzzle-s-first = 跳过了 { $bad } 道有误的题；第一道：{ $first_error }。

# src/session/hints.rs
wrong-digit = 错误的数字
no-solution = 无解
several-solutions = 多个解
no-technique-applies = 没有可用的技巧
holds-but-solution-has-another = { $cell } 填的是 { $digit }，但答案在那里是另一个数字。再按“提示”清除它。
your-notes-leave-out-digits = 你的笔记漏掉了仍然可能的数字：{ $cells }。此提示基于完整的候选数。
look-for = 寻找{ $name }
at = ，位置：{ $cells }。
in = ，在{ $list }。
press-hint-again-to-see = 再按“提示”查看。
press-hint-again-to-apply = 再按“提示”应用。
every-cell-is-filled-and = 每个格子都已填好且正确。
this-puzzle-has-no-solution-2 = 这道题无解，所以没有可提示的。
this-puzzle-has-several-solutions-2 = 这道题有多个解，所以没有哪一步能保证通向某个解。
none-of-shudu-s-techniques = 数独的技巧在这里都用不上；只剩试错。
applied = 已应用：{ $size }。
cleared = 已清除 { $cell_at }。
hint-failed-please-report-this = 提示出错（{ $why }）。请报告此问题。
board-changed-while-hint-was = 查找提示时盘面已改变；请再按“提示”。
solution-path-failed-please-report = 解题路径出错（{ $why }）。请报告此问题。

# src/session/history.rs
new-personal-best-for = 刷新{ $label }的个人最佳！
statistics-are-not-kept-this = 本次运行不记录统计：{ $why }。
statistics-could-not-be-read = 统计无法读取（{ $why }）；已移到 { $aside }，并重新开始记录。
solved-in-well-done = 用时 { $time } 解出。干得好！{ $best }

# src/session/mod.rs
time-played = 已用时间：{ $time }。
solved-by-engine-not-counted = 由引擎解出（不算你的胜局）。“撤销”可收回答案。

# src/session/persist.rs
last-game-could-not-be = 上一局无法恢复（{ $why }）；这是一局新游戏。
writing-thread-stopped = 写入线程已停止
text-7 = { $path }：{ $why }

# src/session/pool.rs
making-new-puzzles-stopped-new = 生成新题已停止（{ $why }）；新游戏使用内置题目。
making-new-puzzles-failed-new = 生成新题出错（{ $why }）；新游戏使用内置题目。请报告此问题。

# src/session/practice.rs
practice-stock = 练习题库
finding-puzzle-that-needs-tried = 正在寻找需要{ $name }的题目（已试 { $tried } 次，最多 { $max_tries } 次，至多一分钟）
practice-waits-until-it-is = { $busy }：练习等它完成后再开始。
no-puzzle-that-needs-turned = 试了 { $tried } 次也没找到需要{ $name }的题目。它在随机题目中很少见：请再试一次，或练习其他技巧。
learning-hint-shows-where-it = 学习{ $name }：提示显示它用在哪里；按 H 查看模式，再按 H 应用。
practising-this-puzzle-needs-it = 练习{ $name }：这道题在解题过程中需要它。

# src/session/print.rs
print-once-it-is-done = { $busy }：完成后再打印。
nothing-to-print-while-puzzle = 输入题目时没有可打印的内容：请先按“开始”。
not-printed-no-bundled-puzzles = 未打印：没有内置的{ $level }题目。
text-8 = { $level } { $value }
puzzle = 题目
puzzle-2 = { $level }题目
practice = 练习
practice-2 = 练习：{ $name }
copy-once-it-is-done = { $busy }：完成后再复制。
copied-board-as-image = 已将盘面复制为图片。
not-copied = 未复制：{ $why }
printed-to = 已打印到 { $path }。
not-printed = 未打印：{ $why }
stopped-printing-nothing-was-written = 已停止打印；没有写入任何内容。

# src/session/rating.rs
several-solutions-2 = 多个解
no-solution-2 = 无解
rating = 评分中…
se = { $level }
no-rating = 无评分：{ $why }
text-9 = { $level } · { $rules }
rated-level = 评为{ $name }（Sudoku Explainer 评分 { $rating }）。
it-is = 它{ $rated }
it-has-exactly-one-solution = 它恰有一个解，{ $rated }
it-has-so-it-has = 它{ $why }，所以没有评分。
it-is-puzzle-graded-by = 这是一道{ $rules }题，由数独的技巧评为{ $name }（Sudoku Explainer 评分 { $rating }）。
sudoku-explainer-s-scale-rates = Sudoku Explainer 标准只评 9x9 题目
rater-failed = 评分器出错（{ $why }）
text-10 = { $text }{ $sentence }

# src/session/replace.rs
outlined-cells-differ-between-two = 框出的格子在这道题的两个解之间不同。仍然要玩吗？
play-it-anyway = 仍然要玩
keep-editing = 继续编辑
discard-this-game = 放弃这局游戏？
its-moves-are-not-saved = 它的步骤没有保存。{ $describe }
discard = 放弃
keep-playing = 继续玩
new-game-takes-its-place = 将由一局新的{ $level }游戏取代。
takes-its-place = 将由 { $path } 取代。
puzzle-of-takes-its-place = 将由 { $path } 的第 { $number } 题取代。
daily-puzzle-of-takes-its = 将由 { $date } 的每日一题取代。
puzzle-to-practise-takes-its = 将由一道练习题取代。
pasted-puzzle-takes-its-place = 将由粘贴的题目取代。
lesson-takes-its-place = 将由一堂课取代（{ $next }）。
typed-puzzle-takes-its-place = 将由输入的题目取代。
playing-puzzle-with-several-solutions = 正在玩一道有多个解的题。
kept-game = 已保留这局游戏。
new-game-3 = 新的{ $level }游戏。

# src/session/scan.rs
clipboard-s-picture = 剪贴板中的图片
nothing-changed = { $name }：{ $why }；没有任何改变。
reading-is-not-9x9-puzzle = { $name }：读出的不是 9x9 题目。
cells-are-uncertain-outlined = { $count } 个格子不确定（已框出）。
as-read-it-has-several = 按读出的结果有多个解：可能漏了一个数字。
as-read-it-has-no = 按读出的结果无解：有数字读错了。
read-givens-from-correct-any = 从 { $name } 读出 { $given_count } 个已知数。{ $doubt }{ $verdict }请更正有误的格子，然后按“开始”。

# src/session/variant.rs
new-game-waits-until-it = { $busy }：新游戏等它完成后再开始。
making-new-puzzle-2 = 正在生成新的{ $level }{ $variant }题目……
new-game-4 = 新的{ $level }{ $variant }游戏。
no-puzzle = 没有{ $variant }题目：{ $why }
stats-daily = 每日一题：已完成 { $done }，连续 { $streak } 天（最长 { $best } 天）；{ $today }。

# Window titles
window-practise = 练习一种技巧
window-print = 打印为 PDF

# src/stats (统计和报时)
stats-no-free-name-to-put = 没有空闲的文件名可用来移开旧的历史
stats-solved-by-engine = 由引擎解出
stats-999-days = 999 天以上
stats-unrated = 未评级
stats-x = { $size }x{ $size } { $level }
stats-level = 级别
stats-played = 已玩
stats-won = 获胜
stats-win = 胜率 %
stats-best = 最佳
stats-average = 平均
stats-streak = 连胜
stats-best-streak = 最长连胜
stats-hints = 提示
stats-not-done-yet = 还没做
stats-played-won-hints-for-it = { $technique }：已玩 { $games }，胜 { $won }，该技巧提示 { $hints } 次（最近几局：{ $recent }）
stats-text = { $name }：{ $count }
time-days = { $count } 天
time-hours = { $count } 小时
time-minutes = { $count } 分钟
time-seconds = { $count } 秒
time-none = 0 秒
time-and = { $rest }{ $last }
time-separator = {""}
stats-days = { $count } 天
stats-finish-won = 获胜
stats-finish-abandoned = 放弃
stats-done = 已完成
stats-no-games = 还没有游戏：完成的和放弃的游戏都会计入这里。
stats-practice = 练习：
stats-no-hints = 按技巧统计的提示：无。
stats-hints-by-technique = 按技巧统计的提示：
stats-daily-line = 每日一题：已完成 { $done }；连续 { $streak }（最长 { $best }）；今天的{ $today }。

# src/worker/dialog.rs
export-board = 导出盘面
svg-picture = SVG 图片
png-picture = PNG 图片
dialog-print-to-pdf = 打印为 PDF
pdf-document = PDF 文档
shudu-saved-game = 数独存档
open-puzzle = 打开谜题
sudoku-puzzles-and-saved-games = 数独谜题和存档
pictures-of-puzzle = 谜题图片
all-files = 所有文件

# src/worker/instance.rs
shudu-is-already-running-for = 数独已在这个文件夹运行（{ $lock_path } 已锁定），但没有应答（{ $why }）；请关闭那个窗口或结束那个进程，再重新启动
running-window-did-not-take = 正在运行的窗口没有接受请求
handing-over-is-not-supported = 此系统不支持转交请求

# src/worker/job.rs
not-engine-job = 不是引擎任务

# src/worker/mod.rs
background-thread-is-gone = 后台线程已不在
unknown-error = 未知错误

# src/worker/clipboard.rs
its-pixels-do-not-fill = 其像素填不满其尺寸

# A few words
go = 前往
sum-none = 无
chart-game = 局

# src/board/rules.rs: the variants' names, and what else a puzzle's rules can hold
variant-classic = 标准数独
variant-killer = 杀手数独
variant-jigsaw = 锯齿数独
variant-x = 对角线数独
variant-windoku = 窗口数独
variant-anti-knight = 无马步数独
variant-anti-king = 无缘数独
variant-non-consecutive = 非连续数独
variant-thermo = 温度计数独
variant-arrow = 箭头数独
variant-kropki = 黑白点数独
variant-xv = XV 数独
variant-little-killer = 小杀手数独
variant-sandwich = 三明治数独
variant-renban = 连续线数独
variant-whispers = 德国耳语线数独
rules-one-diagonal = 一条对角线
rules-extra-regions = 额外区域

## The web page (src/worker/web/).
web-no-clipboard-picture = 网页无法读取剪贴板中的图片：请打开图片文件，或把它拖到页面上
web-file-not-given = 页面没有收到 { $name }：请打开它，或把它拖到页面上
web-model-unreadable = 页面的数字模型（{ $name }）无法读取
web-link = 链接
select-cells-first = 请先选择格子：点击它，或按方向键。
click-drag = 拖过格子
select-several-cells = 选择多个格子：数字或标记随后填入所有选中的格子
ctrl-shift-click = Ctrl/Shift+单击
add-or-remove-a-cell = 把格子加入选择，或从中移出
shift-arrow-keys = Shift/Ctrl+方向键
add-the-next-cell = 把下一个格子加入选择
select-every-cell = 选择所有格子
ctrl-digit = Ctrl+数字
toggle-that-centre-mark-in = 切换该中心标记（任何模式下）
ctrl-shift-digit = Ctrl+Shift+数字
toggle-that-colour-in = 切换该颜色（1 到 9，任何模式下）
cells-selected = 已选择 { $count } 个格子
level-kind = { $level }{ $kind }
finish-new-best = 新的个人最佳！
finish-time = 用时
finish-best = 个人最佳
finish-hints = 使用提示
finish-streak = 连胜
next-puzzle = 下一题
options = 选项
option-show-timer = 显示计时器
option-clear-notes = 填入数字时清除同行、同列、同宫中的该笔记
option-mistakes = 显示错误：
option-mistakes-at-once = 立即（与答案对照）
option-mistakes-conflicts = 仅冲突（同行、同列或同宫重复）
option-mistakes-on-check = 仅在按下检查时
export = 导出
quit = 退出
language-now = 窗口现在使用简体中文。
marks-menu = 标记
path-hidden-while-paused = 已暂停：路径随棋盘一起隐藏。
chart-time = 用时
chart-game-number = 第 { $n } 局

# The Cracking the Cryptic rules (src/board/clues.rs)
rules-disjoint-groups = 同位组
rules-kropki-all-dots = 黑白点（所有点均已标出）
rules-negative-xv = 未标 X、V 处不成 X、V
rules-negative-ratio = 未标黑点处不成倍数
rules-and-more = 另外 { $count } 种
clue-thermometer = 温度计
clue-arrow = 箭头
clue-difference = 白点
clue-ratio = 黑点
clue-xv = XV
clue-little-killer = 小杀手
clue-sandwich = 三明治
clue-odd = 奇数格
clue-even = 偶数格
clue-minimum = 极小格
clue-maximum = 极大格
clue-renban = 连续线
clue-whispers = 德国耳语线
clue-palindrome = 回文线
clue-between = 之间线
clue-region-sum = 区域和线
clue-quadruple = 四格提示
clue-clone = 克隆
clue-rule-thermometer = 温度计上的数字从球端起严格递增。
clue-rule-arrow = 箭身上的数字之和等于圆圈中的数字；两三格的长圆按多位数读。
clue-rule-difference = 白点相连的两个数字相差 1（或点上标的数）。
clue-rule-ratio = 黑点相连的两个数字中，一个是另一个的 2 倍（或点上标的倍数）。
clue-rule-xv = X 相连的两数之和为 10，V 相连的为 5。
clue-rule-little-killer = 盘外数字所指对角线上的数字之和等于它；数字可以重复。
clue-rule-sandwich = 一行或一列中 1 与 9（最大的数字）之间的数字之和等于旁边的数。
clue-rule-odd = 带圆圈的格子填奇数。
clue-rule-even = 带方块的格子填偶数。
clue-rule-minimum = 带尖角的格子小于上下左右每个相邻格。
clue-rule-maximum = 带尖角的格子大于上下左右每个相邻格。
clue-rule-renban = 紫线上的数字是一组连续的数，顺序不限。
clue-rule-whispers = 绿线上相邻的两个数字至少相差 5（或标出的数）。
clue-rule-palindrome = 灰线从两端读起都一样。
clue-rule-between = 两端带圆圈的线上，中间的数字严格介于两端数字之间。
clue-rule-region-sum = 蓝线每穿过一个宫，在该宫内的数字之和都相同。
clue-rule-quadruple = 格角圆圈中的数字出现在周围四格中。
clue-rule-clone = 同色的阴影形状逐格填相同的数字。
clue-rules-header = 规则：{ $rules }
clue-rule-disjoint = 同位组：各宫中相同位置的格子数字各不相同。
clue-rule-negative-xv = 所有 X 与 V 均已标出：未标的相邻两格之和不为 5 或 10。
clue-rule-negative-ratio = 所有黑点均已标出：未标点的相邻两格，任一格都不是另一格的 2 倍。
clue-value-not-number = '{ $text }' 不是此提示的取值
clue-needs-two-cells = { $clue }提示需要两个相邻的格子：请选两格
clue-needs-four-cells = { $clue }提示需要一个格角周围的四格：请选四格
clue-outside-needs-line = { $clue }的和写在盘外：先选线上紧挨提示的端格，再选沿线的下一格（杀手斜线走对角线，三明治走行或列）
clue-needs-sum = { $clue }提示需要和：请在“值”中输入
add-clue = 添加{ $clue }提示
clue-added = { $clue }：已添加 { $count } 个提示
select-cell-of-clue = 请先选中要删除的提示所在的格子。
remove-clues = 删除提示
clues-removed = 已删除 { $cell } 处的 { $count } 个提示。
clue-tool = 提示
clue-value = 取值
clue-value-hint = 默认
add-clue-button = 添加提示
remove-clues-button = 删除提示
pick-cells-for-clue = 依次选取格子（线从起点开始，箭头从圆圈开始），选择提示类型后添加。点或字母：点击格子边缘附近；盘外的和：点击盘外的位置。
outside-direction-tip = 箭头指向所点一侧的对角线。
fetching-link = 正在取 sudokupad.app/{ $id } 的题目……
fetched-link = 已取得 sudokupad.app/{ $id } 的题目。
not-fetched = 没有打开任何内容：{ $why }
network-declined = 数独不会使用网络：SudokuPad 短链接不会打开（在“视图 > 选项 > 从 sudokupad.app 取 SudokuPad 短链接”中可以更改）。
fetch-from-sudokupad = 从 SudokuPad 取这道题？
fetch-from-sudokupad-detail = 链接 sudokupad.app/{ $id } 并不带着题目，而是指向保存在 SudokuPad 服务器上的题目。数独可以像 SudokuPad 自己的网页那样向 sudokupad.app 请求它。这是数独唯一使用网络的地方，没有你的同意绝不联网：你的回答会被记住（在“视图 > 选项”中可以更改）。
allow-and-fetch = 允许并获取
do-not-use-network = 不使用网络
option-fetch-links = 从 sudokupad.app 取 SudokuPad 短链接
fetch-not-on-web = sudokupad.app/{ $id } 指向保存在 SudokuPad 服务器上的题目，而该服务器不回答其他网页：请改为粘贴带着题目的完整链接或 f-puzzles JSON
outside-sums-removed = 已删除盘外的 { $count } 个和。
outside-place = { $side ->
    [top] 第 { $line } 列上方
    [bottom] 第 { $line } 列下方
    [left] 第 { $line } 行左侧
   *[right] 第 { $line } 行右侧
}
outside-corner = { $corner ->
    [top-left] 盘外左上角
    [top-right] 盘外右上角
    [bottom-left] 盘外左下角
   *[bottom-right] 盘外右下角
}

# src/session/rewind.rs
rewind-to-last-correct-move = 退回到最后一个正确的步骤
rewind-looking = 正在寻找最后一个正确的步骤
rewind-nothing-to-take-back = 没有可以撤回的步骤。
rewind-no-wrong-digit = 盘面上没有错误的数字：未撤回任何步骤。
rewind-took-back = 已撤回 { $count } 步，回到最后一个正确的步骤（“重做”可以恢复）。

# src/ui/compose.rs
compose-heading = 边出题边检查
edit-this-puzzle = 编辑此题
edit-puzzle-then-start = 修改提示数和规则：棋盘旁的检查随改随答。“开始”即开始解题，“取消”回到原来的游戏。
compose-counting = 正在数解
compose-counting-more = 多个解：正在计数
compose-finding-candidates = 正在求真候选数
compose-solving = 正在用数独技巧求解
compose-finding-removable = 正在查找可删去的内容
compose-for-seconds = { $what }（{ $seconds } 秒）
compose-for-seconds-done = { $what }（{ $seconds } 秒，{ $done }/{ $all }）
compose-no-solution = 无解
compose-unique = 恰好一个解
compose-several = 多个解
compose-solutions = { $count } 个解
compose-at-least = 至少 { $count } 个解
compose-show-candidates = 显示真候选数
compose-head-solved = 技巧可解：{ $rating }（{ $level }）
compose-head-stuck = 技巧卡住：{ $rating }（{ $level }）
compose-head-solved-ungraded = 技巧可解
compose-head-stuck-ungraded = 技巧卡住
compose-failed = 检查失败：{ $why }
compose-solved-by-techniques = 数独的技巧用 { $count } 步解出此题。
compose-techniques-stuck = 数独的技巧在 { $count } 步后卡住：解题者必须猜测。
compose-grade = 难度 { $rating }（{ $level }），最难的一步：{ $hardest }
compose-no-grade = 无难度：Sudoku Explainer 的标尺只用于 9x9。
compose-break-in = 突破口：{ $technique }
compose-show-break-in = 显示突破口
compose-no-break-in = 无突破口：唯一数和逐条规则即可解出。
compose-break-in-not-found = 技巧停止前未找到突破口。
compose-nothing-removable = 无可删去的内容：每个提示数和线索都不可少。
compose-removable = 可逐一删去而解仍唯一：{ $what }
compose-givens = { $count } 个提示数
compose-cages = { $count } 个笼子
compose-clues = { $count } 条线索
compose-outline-removable = 圈出可删去的内容
