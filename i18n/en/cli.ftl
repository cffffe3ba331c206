# The command line's messages: errors, reports, progress, help.


## Errors and the outcome of a command
cli-error = error: { $message }
cli-stdout-closed = standard output is closed
cli-stdout-failed = gridwright: cannot write to standard output: { $error }
cli-heartbeat = { $what }: { $done } of { $total }
cli-wrote = wrote { $file }
cli-mebibytes = { $mib } MiB

## validate and info
cli-validate-level = { $file }: level { $level } { $title }
cli-validate-ok = { $name }: ok
cli-validate-problem = { $name }: { $problem }
cli-validate-summary = { $file }: { $n } level(s), { $valid } valid, { $invalid } invalid
cli-info-sokoban-heading = { $file } ({ $format }): { $n } level(s)
cli-info-column-title = title
cli-info-column-size = size
cli-info-column-boxes = boxes
cli-info-column-goals = goals
cli-info-column-solutions = solutions
cli-info-column-valid = valid
cli-info-yes = yes
cli-info-no = no

## Flag values
cli-value-not-seconds = '{ $value }' is not a number of seconds
cli-value-time-limit = '{ $value }': a time limit is a number of seconds from 0 to { $max }
cli-value-seed = '{ $value }': a seed is a whole number from 0 to { $max }
cli-value-not-number = '{ $value }' is not a number
cli-value-probability = '{ $value }': expected a number from 0 to 1
cli-value-not-whole = '{ $value }' is not a whole number
cli-value-cell-chars = '{ $value }': a cell size is an even number from 2 to { $max }
cli-value-not-mib = '{ $value }' is not a whole number of MiB
cli-value-memory = '{ $value }': memory is a number of MiB from 1 to { $max }
cli-value-memory-too-big = '{ $value }' MiB does not fit this machine's addresses
cli-value-jobs = '{ $value }': jobs are a whole number from 1 to { $max }
cli-value-size-form = '{ $value }': expected WIDTHxHEIGHT, like 120x80
cli-value-size-whole = '{ $value }': sizes are whole numbers from 1
cli-value-size-cells = '{ $value }': at most { $max } cells
cli-levels-not-number = '{ $part }' is not a level number or range like 3-7
cli-levels-from-one = '{ $part }': levels are numbered from 1
cli-levels-range-down = '{ $part }': a range goes up (write { $low }-{ $high })
cli-levels-flag = --levels { $error }
cli-levels-selects-none = --levels '{ $spec }' selects no level of { $file }, which has levels 1-{ $count }
cli-jobs-lowered = note: running { $jobs } job(s), not { $wanted }: { $levels } level(s) on { $cores } core(s)

## Writing files
cli-save-stdout-closed = { $file }: standard output is closed; nothing was written
cli-save-is-folder = { $file }: is a folder; give a file name
cli-save-write-protected = { $file }: the file is write-protected; --force replaces it
cli-save-is-file = { $file }: is a file, not a folder
cli-save-folder-holds-input = { $folder }: the run writes its files here, and holds { $input }, an input of the command; choose another folder
cli-save-is-input = { $file }: this is an input of the command ({ $input }); write the output elsewhere
cli-save-one-output = -o takes one { $what }; use --out-dir for several
cli-save-no-folder = the folder { $folder } does not exist
cli-save-not-folder = { $folder } is not a folder
cli-save-nul = { $file }: a name with a NUL byte
cli-save-not-writable = the folder { $folder } is not writable
cli-save-same-target = { $first } and { $second } would both be written to { $target }: convert them separately, or rename one (nothing was written)
cli-save-out-dir-is-file = --out-dir { $folder }: this is a file, not a folder

## Shared by the games' faces
cli-problem = problem: { $problem }
cli-kind-not-written = { $kind } files are not written

## BombFight
cli-bombfight-not-solved = { $file }: BombFight maps are played, not solved (gridwright play bombfight FILE)
cli-bombfight-info = { $file }: { $width }x{ $height } BombFight map, { $rounds } round(s), { $bricks } brick(s), { $gems } gem(s), { $mushrooms } mushroom(s), { $exits } exit(s), { $valid ->
        [yes] valid
       *[no] not valid
    }
cli-bombfight-nearest-exit = nearest exit { $steps } steps
cli-bombfight-exit-walled = no open exit, { $bricks } brick(s) in the way
cli-bombfight-no-exit = no exit
cli-bombfight-side = { $name }: { $exit }; without bombing reaches { $exits } exit(s), { $gems } gem(s) worth { $points }, { $mushrooms } mushroom(s)
cli-bombfight-fair = fairness: neither start is plainly favoured
cli-bombfight-unfair = unfair: { $flag }

## 2048
cli-g2048-info = { $file }: { $kind ->
        [record] 2048 game record
       *[level] 2048 level
    } { $title }, { $width }x{ $height }, spawns { $spawns }, target { $target }, undo { $undo ->
        [yes] allowed
       *[no] not allowed
    }{ $puzzle ->
        [yes] , a puzzle
       *[no] {""}
    }{ $seed ->
        [none] {""}
       *[other] , seed { $seed }
    }
cli-g2048-record = { $moves } moves, score { $score }, highest tile { $highest }; the record { $replays ->
        [yes] replays exactly
       *[no] does NOT replay
    }
cli-g2048-puzzle-in-file = { $file }: puzzle { $words }
cli-g2048-puzzle = puzzle { $words }
cli-g2048-no-replay = the record does not replay: { $error }
cli-g2048-score-differs = the record says score { $said }, its moves make { $made }
cli-g2048-not-solved = { $file }: 2048 is played, not solved (gridwright play 2048 FILE, or bench 2048 for the AI)

## Mazes
cli-maze-convert-to = mazes convert to { $names }
cli-maze-memory = a { $width }x{ $height } maze needs about { $needed } MiB (generation and output), and this machine has { $free } MiB free
cli-maze-no-path = no path from the entrance to the exit ({ $visited } cells visited)
cli-maze-path = path of { $steps } steps, { $visited } cells visited
cli-maze-one-output = -o writes one maze, and { $inputs } inputs were given: use --out-dir for one file each
cli-maze-summary = { $file }: { $width }x{ $height } maze, { $perfect ->
        [yes] {""}
       *[no] not{" "}
    }perfect, exit { $reachable ->
        [yes] {""}
       *[no] not{" "}
    }reachable, { $dead_ends } dead ends, { $walls } of at most { $max_walls } interior walls

## convert and render
cli-progress-reading = reading
cli-convert-mixed-games = the inputs mix games ({ $games }): convert each game's files apart
cli-convert-other-game = { $game } files convert to { $targets }, not { $asked }
cli-render-cell = '{ $value }': a cell is { $low } to { $high } pixels
cli-render-format = '{ $value }': pictures are svg or png
cli-render-levels-none = --levels selects none of its { $count } levels
cli-render-format-disagrees = --to { $to } but the output's name ends in .{ $named }: make them agree
cli-render-level = level { $level }: { $error }
cli-render-wrote = wrote { $file } ({ $width } x { $height } pixels)

## The command line as a whole
cli-help-generate-about = Generate levels ({ $games })
cli-file-and-command = '{ $file }' opens the window, and a command was given too: give one
cli-unknown-command =
    gridwright: '{ $file }' is not a command or an existing file
    commands: { $commands }
    (gridwright --help lists them; gridwright FILE opens a level file in the editor)

## Help: the text after each command's options (examples, exit status, keys)
cli-help-convert =
    Examples:
      gridwright convert XSokoban_90.xsb --to sok -o xsokoban.sok
      gridwright convert x.sok --to xsb
      gridwright convert levels/*.xsb --to sok --out-dir converted/
      gridwright convert a.xsb b.xsb --to sok -o both.sok   (levels of all inputs, in order)
      gridwright convert map.bflvl --to bot-input
cli-help-validate =
    Exit status: 0 all levels valid, 1 some level invalid, 2 a file unreadable.

    Example:
      gridwright validate levels/sokoban/original.sok my_levels.sok
cli-help-info =
    Examples:
      gridwright info Microban_155.xsb
      gridwright info my.sok --json
cli-help-solve =
    Exit status: 0 every level solved, 1 some level not solved, 2 unreadable file.

    Examples:
      gridwright solve Microban_155.xsb --time-limit 10
      gridwright solve my.sok --levels 1-10,15 --json
      gridwright solve my.sok --optimal -o solved.sok
      gridwright solve XSokoban_90.xsb --shard 0/3 --results part-0.jsonl   (one of 3 parts; then gridwright merge part-*.jsonl -o solved.sok)
cli-help-render =
    Examples:
      gridwright render levels/sokoban/original.sok -o original.png   (a contact sheet)
      gridwright render Microban_155.xsb --levels 1-20 --to svg
      gridwright render my.sok --out-dir pictures/ --cell 24
      gridwright render levels/bombfight/duel.bflvl -o duel.png
cli-help-generate =
    Examples:
      gridwright generate maze --algo wilson --size 40x30 --seed 2 -o w.maze
      gridwright generate bombfight --size 15x13 --seed 3 -o map.bflvl
cli-help-laby =
    Keys: d right, g or s left, h or e up, b or x down (and w, a, the arrows); o auto-play, v show the maze again, n new maze, q quit, ? help.

    Examples:
      gridwright laby 10 20 0.20 10 5
      gridwright laby 10 20 0.3 5 5 --lang fr --solvable --seed 7
      gridwright laby 6 8 0.25 3 4 --cell 4x2
cli-help-play =
    Example:
      gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 idle
cli-help-tournament =
    Example:
      gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1
    --help prints more examples and the rules.
cli-help-2048 =
    Example:
      gridwright 2048 move --board "0 0 2 2/0 0 0 0/0 0 0 0/0 0 0 0" --dir left --no-spawn
cli-help-bench =
    Example:
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10
cli-help-bench-sokoban =
    Example:
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10 --jobs 1
      gridwright bench sokoban XSokoban_90.xsb --time-limit 10 --shards 4 --results part-$SLURM_ARRAY_TASK_ID.jsonl   (then gridwright merge part-*.jsonl)
cli-help-bench-sokoban-generate =
    Example:
      gridwright bench sokoban-generate --sizes 8x7,10x8,12x10 --levels 5
cli-help-bench-maze =
    Example:
      gridwright bench maze --size 10000x10000 --algo kruskal
cli-help-bench-laby =
    Example:
      gridwright bench laby --size 20x20 --density 0.3 --games 100 --seed 1
cli-help-bench-bombfight =
    Example:
      gridwright bench bombfight --seconds 1
cli-help-bench-2048 =
    Example:
      gridwright bench 2048 --games 20 --seed 1 --stop-at 8192
      gridwright bench 2048 --games 1000 --seed 1 --shard 0/4 --results part-0.jsonl   (games by index; then gridwright merge part-*.jsonl)
cli-help-generate-maze =
    Examples:
      gridwright generate maze --algo kruskal --size 120x80 --seed 3 -o k.maze
      gridwright generate maze --algo wilson --size 20x10 --seed 1 --format grid-json -o w.json
      gridwright generate maze --density 0.2 --size 20x10 --seed 5 --format ascii -o laby.txt
      gridwright generate maze --algo backtracker --size 40x30 --braid 0.5 -o loops.svg
cli-help-generate-bombfight =
    Examples:
      gridwright generate bombfight --size 15x13 --bricks 0.4 --points 0.15 --rounds 100 --exits 2 --seed 3 -o map.bflvl
      gridwright generate bombfight --size 16x12 --no-symmetric --exits 3
cli-help-generate-sokoban =
    Exit status: 0 levels made, 1 none confirmed, 2 bad input.

    Examples:
      gridwright generate sokoban --size 10x8 --boxes 4 --seed 1 -o one.sok
      gridwright generate sokoban --size 12x10 --boxes 5 --count 10 --seed 7 -o ten.sok
      gridwright generate sokoban --from Microban_155.xsb --levels 1-20 --seed 1 -o filled.sok
      gridwright generate sokoban --from my.sok --keep-goals --json
      gridwright generate sokoban --count 100 --seed 7 --shard 0/4 --results part-0.jsonl   (level i from seed 7+i; then gridwright merge part-*.jsonl -o all.sok)
cli-help-play-bombfight =
    BOT is human, a built-in bot or a program's command line. --help prints the rules.
cli-help-play-2048 =
    Keys: z up, q left, s down, d right (w a and the arrows too), u undo when the level allows, x quit.
    Not a terminal: one move a line (z, q, s, d, up, left, ...), no escape codes.

    Examples:
      gridwright play 2048
      gridwright play 2048 levels/2048/classic-5x5.2048 --seed 7 --lang fr
      printf 'q\nz\nd\n' | gridwright play 2048 --seed 1
cli-help-2048-move =
    Rows are separated by / or newlines, values by spaces or commas; 0 or . is empty.
    Exit status 1 when the move changes nothing ("Invalid move").

    Examples:
      gridwright 2048 move --board "0 0 2 2/0 0 0 0/0 0 0 0/0 0 0 0" --dir left --no-spawn
      gridwright 2048 move --board "2 2 4 0" --dir right --seed 7

## Help: the words that name each game
cli-heading-sokoban = Sokoban
cli-heading-bombfight = BombFight
cli-heading-2048 = 2048
cli-heading-maze = Mazes
cli-files-sokoban = a Sokoban collection
cli-files-bombfight = a BombFight map or replay
cli-files-2048 = a 2048 level or record
cli-files-maze = a maze (or a saved game of the invisible maze)
cli-solves-sokoban = Sokoban levels (best-first search, or fewest pushes with --optimal)
cli-solves-maze = mazes (a path from the entrance to the exit)
cli-help-about = Level editor and puzzle-file toolchain ({ $games })
cli-help-long-about =
    { $about }.

    Without a subcommand, opens the editor window: on FILE if given, else on the bundled levels.
cli-help-solve-about = Solve { $what }
cli-help-or = or
cli-help-solve-file = The file: { $files }
cli-help-convert-inputs = Input files: { $files }; the format detected from the extension and the content
cli-help-render-file = The file to draw: { $files }

## tournament and tournament merge
cli-help-tournament-merge =
    Example:
      gridwright tournament merge shard-0.jsonl shard-1.jsonl shard-2.jsonl shard-3.jsonl --json
    Status 2, naming the file, when the files are of two runs, a shard is there twice, or one
    is missing or unfinished (--partial prints the report anyway).
cli-tourney-long-help =
    Every pair plays every map twice, the starts swapped; the game scores add up.

    Examples:
      gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1
      gridwright tournament --bot mine="python3 examples/bombfight_bot.py" --bot fast:persistent="python3 examples/bombfight_bot.py --persistent" --builtin strong --maps levels/bombfight/*.bflvl --replays games/

    Across machines (examples/cluster/ has Slurm, GNU parallel and Kubernetes files):
      gridwright tournament --builtin random,greedy,strong --random-maps 8 --seed 3 --shard 0/4 --results shard-0.jsonl
      gridwright tournament merge shard-*.jsonl
    A shard re-run with the same --results file skips the games it already finished.

    { $rules }
cli-tourney-too-many-games = { $n } games scheduled; at most { $max }
cli-tourney-far-too-many-games = too many games scheduled; at most { $max }
cli-tourney-no-ctrl-c = note: Ctrl+C will not stop the tournament cleanly ({ $error })
cli-tourney-stopped = stopped: { $done } of { $wanted } games played
cli-tourney-bot-expected = --bot { $spec }: expected NAME=COMMAND
cli-tourney-bot-mode = --bot { $name }: the mode is per-turn or persistent
cli-tourney-bot-program = --bot { $spec }: COMMAND must be a program; built-in bots go in --builtin
cli-tourney-builtin-unknown = --builtin { $name }: the built-in bots are { $known }
cli-tourney-same-name = two entrants are named { $name }
cli-tourney-too-few = a tournament needs at least two entrants (--bot, --builtin)
cli-tourney-no-maps = give --maps FILES or --random-maps N
cli-tourney-games-played = games played
cli-tourney-note-left = , about { $time } left
cli-tourney-note-elapsed = , { $time } elapsed{ $left }

## The window cannot open (src/main.rs)
cli-no-window-error = gridwright: cannot open the editor window: { $error }
cli-no-window-built = gridwright: this build has no editor window (built without the `gui` feature); see gridwright --help for the commands

## optimize
cli-help-optimize =
    Each level starts from its best saved solution for the metric (or the solver's, when it has
    none) and keeps it; a better solution is added beside it. Ctrl+C keeps the best found so far.
    Exit status: 0 every level optimized, 1 some level had no solution to start from (nothing
    written), 2 unreadable file.

    Examples:
      gridwright optimize solved.sok --metric pushes --time-limit 10 -o better.sok
      gridwright optimize XSokoban_90.xsb --levels 1-3 --metric moves --json
cli-optimize-no-ctrl-c = Ctrl+C will not keep the best so far: { $error }
cli-optimize-not-started = level { $level }: not started (stopped by Ctrl+C)
cli-optimize-no-start = level { $level }: no solution to start from: { $why }
cli-optimize-nothing-written = nothing written: leave such levels out with --levels
cli-optimize-stale = the saved game "{ $title }" does not replay: { $why }
cli-optimize-unsolved = the level has no saved solution and the solver found none in { $seconds } s
cli-optimize-progress = Level { $level }: best { $moves }/{ $pushes } (moves/pushes), { $positions } positions
cli-optimize-left-out = { $n ->
    [one] 1 level without a saved solution left out (name it with --levels to solve it first)
   *[other] { $n } levels without a saved solution left out (name them with --levels to solve them first)
}
