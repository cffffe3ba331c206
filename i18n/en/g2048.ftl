# The 2048 workspace.


## The editor's panel.
g2048-level = Level
g2048-title = Title
g2048-author = Author
g2048-checks = Checks
g2048-valid = Valid level: ready to play
g2048-playtest-f5 = Playtest  (F5)
g2048-width = Width
g2048-height = Height
g2048-target = Target
g2048-undo-allowed = Undo allowed
g2048-puzzle-checkbox = A puzzle (check that the target can be reached)
g2048-fixed-seed = Fixed seed
g2048-seed-label = seed
g2048-spawns = Spawns
g2048-spawn-value = value
g2048-spawn-weight = weight
g2048-percent = { $p } %
g2048-spawn-remove = Remove this value
g2048-spawn-zero = The weights add up to 0: nothing could spawn.
g2048-probability = { $tile } { $p } %
g2048-probabilities = Probabilities: { $list }
g2048-spawn-add = Add a value
g2048-start-board = Start board
g2048-start-designed = A designed start board (else two tiles spawn)
g2048-start-paint = Paint cells with the tools; the right button empties them:
g2048-empty-lower = empty
g2048-empty = Empty
g2048-any-value = Any value: 2^
g2048-puzzle = Puzzle
g2048-puzzle-searching = Searching (at most { $secs } s)…
g2048-cancel = Cancel
g2048-puzzle-changed = (the level changed since; check again when done)
g2048-puzzle-check = Check the puzzle
g2048-puzzle-stale = { $words } (before the last edit)
g2048-no-start-board = No start board: two tiles spawn
g2048-copied-selection = Copied the selection as start rows
g2048-copied-board = Copied the board as start rows
g2048-cut-selection = Cut the selection
g2048-clipboard-no-rows = The clipboard holds no 2048 start rows
g2048-pasted = Pasted { $w } x { $h } cells
g2048-resized = Resized the board to { $w } x { $h }

## The workspace.
g2048-classic-title = Classic
g2048-bundled = bundled
g2048-opened = Opened the { $w } x { $h } 2048 level { $from }; F5 plays it
g2048-watching = Watching the 2048 game { $from }
g2048-record-broken = The record { $from } does not replay: { $error }
g2048-playtest = Playtest this level
g2048-menu-play = Play
g2048-view-animate = Animate moves
g2048-view-hint-arrow = Hint arrow on the board
g2048-status-cell-value = x { $x } y { $y }: { $value }
g2048-status-cell = x { $x } y { $y }
g2048-status-size = { $w } x { $h } 2048, target { $target }

## Playing.
g2048-resumed = Resumed: { $n } moves. New game starts over
g2048-playing = Playing with seed { $seed }: arrows, WASD or ZQSD; Esc back to the editor
g2048-invalid-move = Invalid move: nothing would change
g2048-no-undo = This level does not allow undo
g2048-finished = Highest tile { $tile }, score { $score }.
g2048-finished-best = Highest tile { $tile }, score { $score }. A new best score!
g2048-finished-best-unsaved = Highest tile { $tile }, score { $score }. A new best score, but the records could not be saved: { $error }
g2048-back-to-editor = Back to the editor
g2048-back-game-kept = Back to the editor; the game of { $n } moves is kept: F5 resumes it
g2048-new-game-seed = New game, seed { $seed }
g2048-save-title = Save the game
g2048-saved = Saved the game
g2048-dir-up = up
g2048-dir-down = down
g2048-dir-left = left
g2048-dir-right = right
g2048-way-up = up
g2048-way-down = down
g2048-way-left = left
g2048-way-right = right
g2048-hint-none = No move changes the board.
g2048-hint-only = Move { $way }: the only move that changes the board.
g2048-hint-clear = Move { $way }: clearly the best.
g2048-hint-better = Move { $way }: better than { $other }.
g2048-hint-close = Move { $way }: a close call, { $other } is almost as good.
g2048-line-nothing = { $way }: changes nothing
g2048-line-best = { $way }: best
g2048-line-as-good = { $way }: as good
g2048-line-worse = { $way }: { $p }% worse
g2048-score = Score { $score }
g2048-best = Best { $best }
g2048-moves-highest = Moves { $n }   highest { $tile }
g2048-seed = Seed { $seed }
g2048-next-seed = Next seed
g2048-new-game = New game
g2048-undo = Undo  (U)
g2048-ai = AI
g2048-hint = Hint  (H)
g2048-thinking = thinking…
g2048-looked-ahead = (looked { $n } moves ahead)
g2048-save-game = Save game…
g2048-back-esc = Back to the editor  (Esc)
g2048-autoplay = Autoplay
g2048-moves-per-second = moves/s
g2048-autoplay-slow = Playing { $n ->
    [one] { $n } move
   *[other] { $n } moves
    } a second of the { $asked } asked: the AI takes { $took } ms a move (up to { $think } ms) and cannot keep up.
g2048-autoplay-few-frames = Playing { $n ->
    [one] { $n } move
   *[other] { $n } moves
    } a second of the { $asked } asked: the AI is quick enough ({ $took } ms a move), but the window is drawn too seldom on this machine.
g2048-autoplay-speed = Playing { $n ->
    [one] { $n } move
   *[other] { $n } moves
    } a second, the AI thinking up to { $think } ms a move.
g2048-autoplay-think = The AI thinks up to { $think } ms a move.
g2048-autoplay-stop = Stop autoplay
g2048-lose-what = This game of { $n } moves
g2048-lose-exit = going back to the editor
g2048-lose-new-game = a new game
g2048-won = You made { $tile }!
g2048-keep-playing-question = Keep playing?
g2048-keep-playing = Keep playing
g2048-end-game = End the game
g2048-game-over = Game over
g2048-undo-last = Undo the last move  (U)
g2048-rules-no-undo = This level's rules allow no undo.

## Replaying.
g2048-replay-step = move
g2048-replay-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
g2048-replay-move = Move { $n } of { $len }
g2048-replay-score = Score { $score } (final { $last })

## The game layer's words the window shows: checks, the puzzle's verdict, replay errors.
g2048-problem-no-spawn = No spawn value has a weight above 0.
g2048-problem-target-small = The target { $target } is smaller than every spawn value: it can never be built.
g2048-problem-start-full = The start board is full and has no valid move.
g2048-problem-start-empty = The start board is empty: leave it out and two tiles spawn.
g2048-puzzle-forced = reachable whatever spawns: { $line }
g2048-puzzle-luck = reachable with luck, for example: { $line }
g2048-puzzle-unreachable = unreachable: no line of moves and spawns makes the target
g2048-puzzle-unknown = not known: { $why }
g2048-puzzle-no-start = the level has no start board (two random tiles start it)
g2048-puzzle-out-of-time = out of time before an answer
g2048-puzzle-too-deep = no line of up to { $n } moves reaches the target
g2048-puzzle-step = { $dir ->
        [U] up
        [D] down
        [L] left
       *[R] right
    } (+{ $tile } at x { $x } y { $y })
g2048-puzzle-last-step = { $dir ->
        [U] up
        [D] down
        [L] left
       *[R] right
    }
g2048-replay-not-a-move = move { $n }: '{ $letter }' is not U D L R
g2048-replay-changes-nothing = move { $n } ({ $letter }) changes nothing
