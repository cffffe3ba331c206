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
cli-problem =   problem: { $problem }
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
cli-bombfight-side =   { $name }: { $exit }; without bombing reaches { $exits } exit(s), { $gems } gem(s) worth { $points }, { $mushrooms } mushroom(s)
cli-bombfight-fair =   fairness: neither start is plainly favoured
cli-bombfight-unfair =   unfair: { $flag }

## 2048
cli-g2048-info = { $file }: { $kind } { $title }, { $width }x{ $height }, spawns { $spawns }, target { $target }, undo { $undo ->
        [yes] allowed
       *[no] not allowed
    }{ $puzzle ->
        [yes] , a puzzle
       *[no] {""}
    }{ $seed ->
        [none] {""}
       *[other] , seed { $seed }
    }
cli-g2048-record =   { $moves } moves, score { $score }, highest tile { $highest }; the record { $replays ->
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
