# Messages of the command line's per-game verbs (src/cli/<game>/); the console games keep the originals' wording.


## Sokoban: bench
cli-sokoban-threads = cannot start { $jobs } solver thread(s): { $error }
cli-sokoban-bench-unknown = unknown
cli-sokoban-bench-file = file:          { $file }
cli-sokoban-bench-solved = solved:        { $solved }/{ $levels } at { $limit } s per level, { $jobs } job(s)
cli-sokoban-bench-total = total time:    { $total } s (sum over levels), wall { $wall } s
cli-sokoban-bench-median = median time:   { $median } s
cli-sokoban-bench-memory = peak memory:   { $memory }
cli-sokoban-bench-unsolved = not solved:    { $levels }
cli-sokoban-sizes = --sizes: { $error }
cli-sokoban-bench-generate-size = { $width }x{ $height }, { $boxes } boxes: { $levels } levels in { $seconds } s ({ $per_minute } a minute); mean fewest pushes { $pushes } (of { $solved } solved optimally); random placement { $random } (of { $random_solved })
cli-sokoban-bench-generate-all = all sizes: generated { $generated } pushes, random placement { $random }: { $ratio } times as many

## Sokoban: generate
cli-sokoban-room-size = '{ $value }': a drawn room is 5 to 40 squares a side
cli-progress-levels = levels
cli-heartbeat-levels = levels made
cli-heartbeat-optimized = levels optimized
cli-sokoban-why-short = { $title }: { $pushes } pushes: { $why }
cli-sokoban-made-timeout = made { $made } of { $count } level(s): --time-limit stopped the run
cli-sokoban-made-unconfirmed = made { $made } of { $count } level(s): the other layouts gave no level the solver confirmed within { $positions } positions
cli-sokoban-none-made = no level made, nothing written

## Sokoban: solve and convert
cli-progress-solving = solving
cli-progress-converting = converting
cli-warning = warning: { $warning }
cli-sokoban-wrote-levels = wrote { $n } level(s) to { $file }
cli-sokoban-converted = converted { $done } of { $n } file(s) into { $folder }

## BombFight: play
cli-bombfight-prompt = Player { $player } ({ $letter }): w a s d or arrows move, b bomb, f or Enter done (Ctrl+C stops)
cli-bombfight-stopped = (stopped: the game ends here)
cli-bombfight-input-ended = (input ended: the game stops here)
cli-bombfight-round = round { $round } of { $rounds }   A { $a }   B { $b }
cli-bombfight-bomb = bomb of player { $player } at { $x },{ $y }: { $timer }
cli-bombfight-program = player { $player } ({ $name }): { $log }
cli-bombfight-human-needs-terminal = a human player needs a terminal, and standard input is not one
cli-progress-playing = playing
# The tournament's progress bar: games played of all.
cli-progress-games = games
cli-heartbeat-rounds = rounds played
cli-bombfight-replay-unplayable = { $file }: the replay's map cannot be played: { $problem }
cli-bombfight-draw = draw
cli-bombfight-player = player { $player }
cli-bombfight-player-named = player { $player } ({ $name })
cli-bombfight-replay = replay: { $first } { $first_score } - { $second_score } { $second }, { $rounds } round(s), winner: { $winner }
cli-bombfight-score = { $first } { $first_score } - { $second_score } { $second }   winner: { $winner }
cli-bombfight-summary = { $rounds } round(s), ended by { $ended_by }; { $collected } collected, { $bombs } bomb(s), { $bricks } brick(s) and { $items } item(s) blown up, { $kills } kill(s)
cli-bombfight-play-help =
    BOT is human (terminal input), a built-in bot ({ $bots }), or a program's command line.

    Examples:
      gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 strong --seed 3
      gridwright play bombfight map.bflvl --p1 human --p2 greedy --replay game.bfreplay
      gridwright play bombfight map.bflvl --p1 "python3 examples/bombfight_bot.py" --p1-mode persistent --p2 strong --json

    { $rules }

## 2048: bench and move
cli-g2048-weight-pair = '{ $pair }': expected name=value
cli-g2048-weight-value = '{ $pair }': the value is not a finite number
cli-g2048-not-weight = '{ $name }': not a weight (alive, empty, merges, monotone, mono-power, sum, sum-power)
cli-g2048-stop-at = --stop-at: a power of two from 4
cli-g2048-bench = 2048 AI, { $games } games from seed { $seed }, { $ms } ms a move{ $stop ->
        [none] {""}
       *[other] , stopping at { $stop }
    }: reached { $reached }; score mean { $mean }, median { $median }; { $ms_mean } ms a move on average, slowest { $slowest } ms; mean depth { $depth }, { $millions } million positions a second
cli-g2048-dir = '{ $value }': up, down, left or right
cli-g2048-bad-value = row { $row }, value { $column }: '{ $value }' is not 0 or a power of two from 2 to 2^62
cli-g2048-board-size = a board of 1 to { $max } rows and columns
cli-g2048-row-width = row { $row } has { $n } values, the first { $width }
cli-g2048-board = --board: { $error }
cli-g2048-invalid-move = Invalid move
cli-g2048-gained = score +{ $score }

## 2048: bench side by side with nneonneo's 2048-ai (bench 2048 --peer)
cli-g2048-peer-depth = '{ $value }': a depth from 1 to 12, or adaptive
cli-g2048-peer-before = before
cli-g2048-peer-after = after
cli-g2048-peer-machine = machine load { $when }: load average { $load } (1, 5, 15 minutes), { $cores } cores
cli-g2048-peer-building = building the peer from { $source } in { $dir }
cli-g2048-peer-no-build = the peer's build script { $path } is missing
cli-g2048-peer-build-failed = the peer's build failed: { $log }
cli-g2048-peer-no-gxx = g++ not found: the driver compiled beside the peer needs it (apt-get install g++)
cli-g2048-peer-driver-failed = the driver beside the peer did not compile: { $log }
cli-g2048-peer-bad-output = the peer's driver ({ $what }) answered something unexpected: { $line }
cli-g2048-peer-adaptive = adaptive, max(3, distinct tiles - 2)
cli-g2048-peer-positions-title = Same positions, depth { $depth }: { $n } positions from seeded games, each searched by both
cli-g2048-peer-head = | | nneonneo 2048-ai | gridwright |
cli-g2048-peer-row-positions-cpu = | positions a second (CPU time) | { $peer } | { $ours } |
cli-g2048-peer-row-positions-wall = | positions a second (wall clock) | { $peer } | { $ours } |
cli-g2048-peer-row-nodes = | million search nodes a second (own count: the peer's moves tried, gridwright's positions scored) | { $peer } | { $ours } |
cli-g2048-peer-same-move = same move chosen: { $same } of { $n } positions ({ $share } %)
cli-g2048-peer-games-title = Same depth, { $depth }: { $games } games each to the end from seed { $seed }
cli-g2048-peer-game-side = { $tile }, score { $score }, { $moves } moves, { $cpu } ms CPU / { $wall } ms a move, slowest { $slowest } ms
cli-g2048-peer-game = depth { $depth }, seed { $seed }: nneonneo { $peer }; gridwright { $ours }
cli-g2048-peer-row-reach = | reach { $tile } | { $peer } of { $n } | { $ours } of { $n } |
cli-g2048-peer-row-score = | mean score | { $peer } | { $ours } |
cli-g2048-peer-row-moves = | mean moves a game | { $peer } | { $ours } |
cli-g2048-peer-row-cpu = | ms a move, mean (CPU time) | { $peer } | { $ours } |
cli-g2048-peer-row-wall = | ms a move, mean (wall clock) | { $peer } | { $ours } |
cli-g2048-peer-row-slowest = | ms a move, slowest (wall clock) | { $peer } | { $ours } |
cli-g2048-peer-time-ratio = gridwright's mean time a move is { $cpu } of the peer's in CPU time, { $wall } in wall-clock time

## Mazes: bench and generate
cli-maze-not-generator = --algo '{ $algo }': not a generator (or all)
cli-maze-bench = maze { $width }x{ $height }, seed { $seed }
cli-maze-bench-solve = { $row } (path of { $n } cells)
cli-maze-bench-memory = peak memory:           { $memory }
cli-maze-seed = seed { $seed }
cli-maze-seed-used = seed { $used } (the first with a reachable exit from { $seed })
cli-laby-strategy = --strategy '{ $name }': all, or one of { $names }
cli-laby-bench = { $height }x{ $width } at density { $density }, { $mazes } solvable mazes, lives { $lives ->
        [unlimited] unlimited
       *[other] { $lives }
    }

## The BombFight rules, as play bombfight --help and tournament --help print them
cli-bombfight-rules =
    Rules (GAMES.md 5, decided points included):
      Map: a walled grid; every cell whose row and column are both even is a wall; exits lie in
      the outer wall. Gems 5 6 7 8 9 are worth 5 10 20 25 40; mushrooms 4 3 2 1 0 cost
      3 6 10 15 20.
      A round: player 1 acts, then player 2. An action is at most one move (into any cell but a
      wall or a brick) and at most one bomb, in the order the words come: 'up bomb' moves then
      drops the bomb, 'bomb up' drops it then moves. Only the first move word and the first
      'bomb' count; every other word is ignored ('right up bomb' is 'right bomb').
      Bombs: placed with timer 3, counted down at the end of every round after those at 0 go
      off, so a bomb goes off at the end of the 3rd round after the one it was placed in. A
      blast reaches the bomb's cell and 3 cells each way, passes bombs, gems and mushrooms,
      stops at a wall and at a brick (destroyed). A bomb a blast reaches goes off in the same
      step. All bombs of one step go off together, traced on the map as it was before the
      step: a brick stops every blast that reaches it and is destroyed once; an item is
      destroyed once and every player whose blast reached it gets its doubled value (a
      mushroom costs double); a player caught by any blasts loses 40 once and restarts on its
      start next round.
      Points: walking onto an item collects it. Reaching an exit: +80 and the game ends. The
      game also ends when the rounds run out; more points wins.
    Bots: any program. Each turn it reads, as whitespace-separated integers: width, height,
      the map row by row (0-9 items, 10 wall, 11 brick, 14 exit, 15 empty, 1000-1003 and
      2000-2003 bombs of player 1 and 2 with their timers), x y of player 1, x y of player 2,
      the player to act (1 or 2), rounds left, score 1, score 2. It answers one line of words
      (up, down, left, right, bomb). No answer within the time limit (2 s unless
      --time-limit) is no action; so are a crash and an answer with no word of the protocol.
      Standard error is the bot's debug output (--bot-log). Per turn (the default): started
      for each turn, and killed with its children once it has answered. Persistent: started
      once, reads state after state, answers a line each; late 3 turns in a row, or ended, it
      is started again (restarts are counted).

## A program's totals in a BombFight game (play bombfight, the window's bot panel)
cli-bombfight-bot-summary = { $turns } turn(s), mean { $mean } ms, max { $max } ms, { $faults } fault(s), { $late } late, { $restarts } restart(s)

## The tournament's report (tournament, tournament merge, the window's Save)
cli-tourney-col-rank = rank
cli-tourney-col-bot = bot
cli-tourney-col-points = points
cli-tourney-col-games = games
cli-tourney-col-wins = wins
cli-tourney-col-draws = draws
cli-tourney-col-losses = losses
cli-tourney-col-average = average
cli-tourney-col-faults = faults
cli-tourney-col-ms-turn = ms/turn
cli-tourney-col-max-ms = max ms
cli-tourney-head-to-head = head to head (wins-draws-losses of the first named, in the standings' order):
cli-tourney-pair = { $first } vs { $second }: { $score } ({ $share }% won)
cli-tourney-maps = maps (games won from start A, from start B, drawn):
cli-tourney-favours = favours start { $start } ({ $score })
