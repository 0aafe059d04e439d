# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_shudu_global_optspecs
    string join \n lang= fetch h/help V/version
end

function __fish_shudu_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_shudu_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_shudu_using_subcommand
    set -l cmd (__fish_shudu_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c shudu -n "__fish_shudu_needs_command" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_needs_command" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c shudu -n "__fish_shudu_needs_command" -s V -l version -d 'Print version'
complete -c shudu -n "__fish_shudu_needs_command" -a "solve" -d 'Solve puzzles: one line per puzzle with the solution, `unsolvable`, `multiple` or `invalid`'
complete -c shudu -n "__fish_shudu_needs_command" -a "count" -d 'Count solutions, up to a limit: one line per puzzle with the count (or `invalid`)'
complete -c shudu -n "__fish_shudu_needs_command" -a "candidates" -d 'Print the true candidates of one puzzle: the digits each cell takes in at least one solution, one line per row, `-` where no digit fits'
complete -c shudu -n "__fish_shudu_needs_command" -a "bench" -d 'Measure throughput on a file of puzzles, repeating it for at least one second'
complete -c shudu -n "__fish_shudu_needs_command" -a "hint" -d 'Print the easiest next step of one puzzle, or with `--all` every step every technique finds, one per line: `<Technique>: <effects>`'
complete -c shudu -n "__fish_shudu_needs_command" -a "explain" -d 'Print the whole logical solution of one puzzle, one step a line, then `solved` or `stuck` (or `timeout`)'
complete -c shudu -n "__fish_shudu_needs_command" -a "trace" -d 'Run a search algorithm of the solver lab on one puzzle and print what it did: `placements N, backtracks M, <time>` (with `--steps`, every event first)'
complete -c shudu -n "__fish_shudu_needs_command" -a "generate" -d 'Generate unique puzzles: one per line, in `solve`\'s format'
complete -c shudu -n "__fish_shudu_needs_command" -a "daily" -d 'Print the daily puzzle (one per calendar day, the same for everyone, its level rotating through the week), in `solve`\'s format; its date and level go to stderr'
complete -c shudu -n "__fish_shudu_needs_command" -a "rate" -d 'Rate puzzles on Sudoku Explainer\'s scale: one line per puzzle, `<level> <rating> <hardest technique>` (or `unsolvable`, `multiple`, `invalid`)'
complete -c shudu -n "__fish_shudu_needs_command" -a "stats" -d 'Print the statistics of the games played in the window: per level, games played and won, best and average times, streaks and hints; the daily puzzles; hints by technique'
complete -c shudu -n "__fish_shudu_needs_command" -a "print" -d 'Print puzzles to a PDF: 1, 2, 4 or 6 a page, each with its number, level and SE rating, and with `--solutions` the solutions at the end'
complete -c shudu -n "__fish_shudu_needs_command" -a "scan" -d 'Read puzzles from pictures (PNG, JPEG, WebP): one line per picture, 81 characters with `.` for an empty cell, or `unreadable` (the reason goes to stderr)'
complete -c shudu -n "__fish_shudu_needs_command" -a "completions" -d 'Print the completion script for a shell (bash, zsh, fish, elvish, powershell)'
complete -c shudu -n "__fish_shudu_needs_command" -a "manpage" -d 'Print the man page, or write a page for each subcommand with `--dir`'
complete -c shudu -n "__fish_shudu_needs_command" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c shudu -n "__fish_shudu_using_subcommand solve" -l timeout -d 'Give up on a puzzle after this many seconds (more than 0, at most 10^9) and print `timeout` for it' -r
complete -c shudu -n "__fish_shudu_using_subcommand solve" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand solve" -l first -d 'Print a solution even when the puzzle has several'
complete -c shudu -n "__fish_shudu_using_subcommand solve" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand solve" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand count" -l limit -d 'Stop counting at this many solutions (1 or more)' -r
complete -c shudu -n "__fish_shudu_using_subcommand count" -l timeout -d 'Give up on a puzzle after this many seconds (more than 0, at most 10^9) and print `timeout` for it' -r
complete -c shudu -n "__fish_shudu_using_subcommand count" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand count" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand count" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand candidates" -l timeout -d 'Stop after this many seconds (more than 0, at most 10^9) and print `timeout`' -r
complete -c shudu -n "__fish_shudu_using_subcommand candidates" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand candidates" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand candidates" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand bench" -l mode -d '`one`: find a solution; `unique`: count solutions up to 2' -r -f -a "one\t'Find one solution'
unique\t'Count solutions up to two (the uniqueness check)'"
complete -c shudu -n "__fish_shudu_using_subcommand bench" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand bench" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand bench" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c shudu -n "__fish_shudu_using_subcommand hint" -l steps-per-technique -d 'With `--all`: the most distinct steps listed for one technique' -r
complete -c shudu -n "__fish_shudu_using_subcommand hint" -l time-limit -d 'With `--all`: stop the listing after this many seconds (default 5), listing what was found' -r
complete -c shudu -n "__fish_shudu_using_subcommand hint" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand hint" -l all -d 'Every step of every technique, each distinct change of a technique once. Like HoDoKu\'s "all steps" the listing is bounded: each technique lists at most `--steps-per-technique` steps and searches at most 100 ms (the techniques HoDoKu\'s default solver leaves out share 450 ms), and the whole listing stops at `--time-limit`; stderr says when a bound cut a list short'
complete -c shudu -n "__fish_shudu_using_subcommand hint" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand hint" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand explain" -l timeout -d 'Stop after this many seconds (more than 0, at most 10^9) and print `timeout` after the steps found' -r
complete -c shudu -n "__fish_shudu_using_subcommand explain" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand explain" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand explain" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand trace" -l algorithm -d 'The search: row-major (the tutorials\' DFS), fewest-blanks, bitmask or engine' -r
complete -c shudu -n "__fish_shudu_using_subcommand trace" -l timeout -d 'Stop after this many seconds (more than 0, at most 10^9) and print `timeout` and the counts so far' -r
complete -c shudu -n "__fish_shudu_using_subcommand trace" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand trace" -l steps -d 'Print every event first: `place r1c3=4`, `undo r1c3`'
complete -c shudu -n "__fish_shudu_using_subcommand trace" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand trace" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l size -d 'The grid\'s side: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25 (boxes as square as the side allows)' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l level -d 'The difficulty: easy, medium, hard, expert, master or extreme (bands of Sudoku Explainer\'s scale; sizes other than 9 stop at master or below, see README)' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l symmetry -d 'The symmetry of the givens: none, rot180, rot90, mirror, flip, diagonal or antidiagonal' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l count -d 'How many puzzles (generated in parallel on every core)' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l seed -d 'The random seed: the same arguments with the same seed print the same puzzles. Without it, a random seed' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l variant -d 'A variant: killer, jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, xv, little-killer, sandwich, renban, whispers (or classic). Each puzzle prints as one f-puzzles JSON object on its line' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand generate" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand generate" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand daily" -l date -d 'The first day, as YYYY-MM-DD; today (in the computer\'s time zone) by default' -r
complete -c shudu -n "__fish_shudu_using_subcommand daily" -l days -d 'How many days from it, one puzzle each' -r
complete -c shudu -n "__fish_shudu_using_subcommand daily" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand daily" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand daily" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand rate" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand rate" -l classic -d 'SE 1.2.1\'s techniques instead of Sukaku Explainer\'s default set'
complete -c shudu -n "__fish_shudu_using_subcommand rate" -l full -d 'Print the rating, pearl and diamond as `ER/EP/ED`'
complete -c shudu -n "__fish_shudu_using_subcommand rate" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand rate" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand stats" -l file -d 'The history to read; by default the window\'s, `history.ron` in Shudu\'s data folder (`$XDG_DATA_HOME/shudu`, else `~/.local/share/shudu`)' -r -F
complete -c shudu -n "__fish_shudu_using_subcommand stats" -l today -d 'Count the daily streak as of this date (YYYY-MM-DD) instead of today' -r
complete -c shudu -n "__fish_shudu_using_subcommand stats" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand stats" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand stats" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand print" -l per-page -d 'Puzzles on a page: 1, 2, 4 or 6' -r -f -a "1\t''
2\t''
4\t''
6\t''"
complete -c shudu -n "__fish_shudu_using_subcommand print" -l paper -d 'The paper size' -r -f -a "a4\t'ISO A4 (210 x 297 mm)'
letter\t'US Letter (8.5 x 11 in)'"
complete -c shudu -n "__fish_shudu_using_subcommand print" -s o -l output -d 'The PDF file to write' -r -F
complete -c shudu -n "__fish_shudu_using_subcommand print" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand print" -l solutions -d 'Add the solutions, on pages of their own at the end'
complete -c shudu -n "__fish_shudu_using_subcommand print" -l letters -d 'Digits above 9 as letters (10 = A) on boards above 9x9'
complete -c shudu -n "__fish_shudu_using_subcommand print" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand print" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c shudu -n "__fish_shudu_using_subcommand scan" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand scan" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand scan" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand completions" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand completions" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand completions" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand manpage" -l dir -d 'Write `shudu.1` and a page for each subcommand (`shudu-solve.1`, ...) into this folder instead of printing `shudu.1`' -r -F
complete -c shudu -n "__fish_shudu_using_subcommand manpage" -l lang -d 'The language of the messages: `en` or `zh-CN` (default: the system\'s, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`)' -r
complete -c shudu -n "__fish_shudu_using_subcommand manpage" -l fetch -d 'Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from SudokuPad\'s server: the only use Shudu makes of the network, and never without this'
complete -c shudu -n "__fish_shudu_using_subcommand manpage" -s h -l help -d 'Print help'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "solve" -d 'Solve puzzles: one line per puzzle with the solution, `unsolvable`, `multiple` or `invalid`'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "count" -d 'Count solutions, up to a limit: one line per puzzle with the count (or `invalid`)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "candidates" -d 'Print the true candidates of one puzzle: the digits each cell takes in at least one solution, one line per row, `-` where no digit fits'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "bench" -d 'Measure throughput on a file of puzzles, repeating it for at least one second'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "hint" -d 'Print the easiest next step of one puzzle, or with `--all` every step every technique finds, one per line: `<Technique>: <effects>`'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "explain" -d 'Print the whole logical solution of one puzzle, one step a line, then `solved` or `stuck` (or `timeout`)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "trace" -d 'Run a search algorithm of the solver lab on one puzzle and print what it did: `placements N, backtracks M, <time>` (with `--steps`, every event first)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "generate" -d 'Generate unique puzzles: one per line, in `solve`\'s format'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "daily" -d 'Print the daily puzzle (one per calendar day, the same for everyone, its level rotating through the week), in `solve`\'s format; its date and level go to stderr'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "rate" -d 'Rate puzzles on Sudoku Explainer\'s scale: one line per puzzle, `<level> <rating> <hardest technique>` (or `unsolvable`, `multiple`, `invalid`)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "stats" -d 'Print the statistics of the games played in the window: per level, games played and won, best and average times, streaks and hints; the daily puzzles; hints by technique'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "print" -d 'Print puzzles to a PDF: 1, 2, 4 or 6 a page, each with its number, level and SE rating, and with `--solutions` the solutions at the end'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "scan" -d 'Read puzzles from pictures (PNG, JPEG, WebP): one line per picture, 81 characters with `.` for an empty cell, or `unreadable` (the reason goes to stderr)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "completions" -d 'Print the completion script for a shell (bash, zsh, fish, elvish, powershell)'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "manpage" -d 'Print the man page, or write a page for each subcommand with `--dir`'
complete -c shudu -n "__fish_shudu_using_subcommand help; and not __fish_seen_subcommand_from solve count candidates bench hint explain trace generate daily rate stats print scan completions manpage help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
