# The Sokoban workspace.


## Shared words.
sokoban-back-to-editor = Back to the editor
sokoban-cancel = Cancel

## The level browser.
sokoban-browser-no-match = No level matches the filter.
sokoban-browser-filter = Filter
sokoban-browser-filter-hint = title or author
sokoban-browser-any = any
sokoban-browser-max-width = width at most
sokoban-browser-max-height = height at most
sokoban-browser-show = show
sokoban-browser-shown = { $n } of { $total } shown
sokoban-browser-go-to = Go to
sokoban-browser-go-to-hint = A level number (Ctrl+G), then Enter
sokoban-browser-go = Go
sokoban-browser-edit = Edit this level
sokoban-browser-slot-hint = { $level }  (double-click to edit)
sokoban-browser-solved-any = Solved or not
sokoban-browser-solved = Solved
sokoban-browser-unsolved = Not solved

## The editor's side panel: solvability, clipboard.
sokoban-show-dead = Show dead squares
sokoban-solvability = Solvability
sokoban-solvability-searching = Searching… { $secs } s, { $n } positions
sokoban-solvability-check = Check solvability
sokoban-solvability-limit = limit (s)
sokoban-solvability-not-checked = Not checked since the last edit.
sokoban-solvability-solvable = Solvable: { $moves } moves, { $pushes } pushes ({ $secs }s)
sokoban-solvability-replay = Replay solution
sokoban-solvability-replay-title = Solver: { $moves }/{ $pushes }
sokoban-solvability-add = Add to solutions
sokoban-solution-title = Solution { $moves }/{ $pushes }
sokoban-solution-found-by-solver = Found by the gridwright solver
sokoban-solvability-unsolvable = Unsolvable: { $why } ({ $secs } s, { $n } positions)
sokoban-solvability-invalid = Not a valid level: { $why }
sokoban-solvability-timeout = time limit reached
sokoban-solvability-out-of-memory = memory limit reached
sokoban-solvability-cancelled = cancelled
sokoban-solvability-unknown = Unknown: { $why } after { $secs } s, { $n } positions
sokoban-copied-selection = Copied the selection as XSB
sokoban-copied-board = Copied the board as XSB
sokoban-cut-selection = Cut the selection
sokoban-close = Close
sokoban-delete = Delete
sokoban-untitled = (untitled)

## Generate levels.
sokoban-generate-stopped = Stopped after { $secs } s: { $n } of { $asked } made.
sokoban-generate-none = No level was confirmed: try more boxes' room, another seed or more time.
sokoban-generate-some = { $n } of { $asked } made: the other searches gave no new level the solver confirmed (fewer boxes, no kept goals or more seconds give more).
sokoban-generate-title = Generate levels
sokoban-generate-intro = Boxes and goals placed in this board's walls, each level solvable (checked by the solver) and as hard as the search finds.
sokoban-generate-add = Add { $n } level(s) after this one
sokoban-generate-keep-goals = Keep the board's { $n } goals
sokoban-generate-boxes = Boxes
sokoban-generate-levels = Levels
sokoban-generate-seconds = Seconds a level
sokoban-generate-seed = Seed
sokoban-generate-start = Generate
sokoban-generate-budget = Takes at most { $total } s ({ $each } s a level); Stop keeps the levels made by then.
sokoban-generate-progress = { $n } of { $count } levels, { $secs } s of at most { $budget } s
sokoban-generate-searching = Searching: { $positions } positions, { $n } candidate(s) confirmed
sokoban-generate-stop = Stop
sokoban-generate-so-far = Levels so far, in the order made; tick the ones to add.
sokoban-generate-hardest-first = Hardest first; tick the ones to add.
sokoban-generate-figures = { $pushes } pushes at least, { $changes } box changes, difficulty { $difficulty }
sokoban-generate-short = Short: { $why }
sokoban-generate-add-one = Add level { $level }

## The level list, properties and saved games.
sokoban-levels-heading = Levels ({ $n })
sokoban-levels-browse = Browse…
sokoban-levels-browse-hint = Thumbnails, filter and go to a number (Ctrl+B, Ctrl+G)
sokoban-levels-add = Add
sokoban-levels-add-hint = Add a new level after this one
sokoban-levels-duplicate = Duplicate
sokoban-levels-up = Up
sokoban-levels-up-hint = Move this level up
sokoban-levels-down = Down
sokoban-levels-down-hint = Move this level down
sokoban-properties = Level properties
sokoban-properties-title = Title
sokoban-properties-author = Author
sokoban-properties-notes = Notes
sokoban-collection-notes = Collection notes
sokoban-collection-notes-label = Notes of the whole file
sokoban-saved-games = Saved games ({ $n })
sokoban-saved-games-none = None yet: play the level (F5) or check its solvability.
sokoban-saved-game-stale = { $title } (stale)
sokoban-saved-game-stale-hint = Saved under another board; it is saved as a note or dropped, as you choose when saving
sokoban-saved-game-broken = No longer replays: { $why }
sokoban-saved-game-replay = Replay
sokoban-saved-game-resume = Resume
sokoban-saved-game-resume-hint = Play on from the end of this game

## The workspace: menus, clipboard, status bar.
sokoban-new-level-title = Level { $level }
sokoban-clipboard-unreadable = Could not read the clipboard: { $error }
sokoban-generated-added = Added { $n } generated level(s); Undo takes them back
sokoban-pasted-squares = Pasted { $w } x { $h } squares
sokoban-pasted-clipped = Pasted { $w } x { $h } of the { $fw } x { $fh } squares: the rest fell outside the board
sokoban-pasted-levels = Pasted { $n } level(s) from the clipboard
sokoban-clipboard-no-board = The clipboard holds no Sokoban board
sokoban-playtest = Playtest this level
sokoban-play-collection = Play the collection from this level
sokoban-bundled = bundled
sokoban-imported = Imported { $n } level(s) from { $from }; Save As to write them as .sok
sokoban-opened = Opened { $from } ({ $n } levels)
sokoban-menu-level = Level
sokoban-menu-generate = Generate…
sokoban-menu-generate-hint = Boxes and goals placed in this board's walls
sokoban-menu-play = Play
sokoban-menu-copy-level = Copy level as XSB
sokoban-copied-level = Copied the level as XSB
sokoban-menu-paste-levels = Paste level(s) from clipboard
sokoban-menu-browser = Level browser
sokoban-menu-go-to = Go to level…
sokoban-view-grid = Grid
sokoban-view-grid-hint = Shortcut: G
sokoban-view-dead = Dead squares
# The square under the pointer and what it holds.
sokoban-pointer = { $square }: { $what }
sokoban-status-size = level { $level } of { $count }   { $w } x { $h }   boxes { $boxes }  goals { $goals }
sokoban-resized = Resized the board to { $w } x { $h }
sokoban-resized-trimmed = Resized the board to { $w } x { $h }; files keep no empty rows or columns beyond the walls, so it will reopen as { $sw } x { $sh }
sokoban-level-of = Level { $level } of { $count }
sokoban-level-of-titled = Level { $level } of { $count }: { $title }

## Playing and replaying.
sokoban-play-resumed = Resumed your game at { $n } moves: R starts over, Esc back to the editor
sokoban-play-started = Playing: arrows or WASD, Z undo, Y redo, R restart, Esc back to the editor
sokoban-play-cannot = Cannot play this level: { $error }
sokoban-saved-game-no-replay = This saved game does not replay: { $error }
sokoban-solution-no-replay = This solution does not replay: { $error }
sokoban-replay-cannot = Cannot replay: { $error }
sokoban-back-game-kept = Back to the editor: your game is kept, F5 resumes it
sokoban-play-last-level = That was the last level of the collection
sokoban-snapshot-saved = Snapshot saved in the level (save the file to keep it)
sokoban-snapshot-already = This game is already saved
sokoban-solved-resumed = Solved in { $moves } moves and { $pushes } pushes (resumed from a saved game, so not a personal record).
sokoban-records-unsaved = Could not save the records: { $error }
sokoban-solved = Solved in { $moves } moves and { $pushes } pushes!
sokoban-solved-best-moves = Best moves so far.
sokoban-solved-best-pushes = Best pushes so far.
sokoban-play-collection-heading = Playing the collection
sokoban-play-heading = Playtest
sokoban-play-level = Level { $level }: { $title }
sokoban-play-counts = Moves { $moves }   Pushes { $pushes }
sokoban-play-time = Time { $time }
sokoban-play-best-moves = Best moves: { $moves } / { $pushes }
sokoban-play-best-pushes = Best pushes: { $moves } / { $pushes }
sokoban-play-unsolvable = Unsolvable from here: { $why }
sokoban-play-undo-hint = Undo (Z) to go back.
sokoban-play-next = Next level (Enter)
sokoban-play-undo = Undo (Z)
sokoban-play-redo = Redo (Y)
sokoban-play-restart = Restart (R)
sokoban-play-snapshot = Save snapshot
sokoban-play-snapshot-hint = Keep this game in the file, to resume later
sokoban-back-esc = Back to editor (Esc)
sokoban-play-help = Arrows or WASD move. Click a square to walk there; drag a box to push it there.
sokoban-replay-step = step
sokoban-replay-count = { $n ->
    [one] { $n } step
   *[other] { $n } steps
}
sokoban-replay-rate = steps/s
sokoban-replay-counts = Step { $step } of { $len }   Pushes { $pushes }
sokoban-replay-solved = Solved
sokoban-step-left = left
sokoban-step-up = up
sokoban-step-right = right
sokoban-step-down = down
sokoban-step-push-left = push left
sokoban-step-push-up = push up
sokoban-step-push-right = push right
sokoban-step-push-down = push down

## The editor's tools, palette, board and validation.
sokoban-tools = Tools
sokoban-tool-hint = { $hint } ({ $key })
sokoban-tool-pencil-hint = Paint squares; drag for a stroke. Right button erases.
sokoban-tool-rectangle-hint = Drag a rectangle; filled or outline only (option below).
sokoban-tool-fill-hint = Fill the connected area of equal squares.
sokoban-tool-eraser-hint = Erase to outside (plain floor, shown as background beyond the walls).
sokoban-tool-select-hint = Drag to select; Ctrl+C, Ctrl+X, Ctrl+V, Delete.
sokoban-filled-rectangle = Filled rectangle
sokoban-palette = Palette
sokoban-brush-tip = { $brush }  ({ $key })
sokoban-brush-wall = Wall
sokoban-brush-floor = Floor
sokoban-brush-goal = Goal
sokoban-brush-box = Box
sokoban-brush-box-on-goal = Box on goal
sokoban-brush-pusher = Pusher
sokoban-brush-outside = Outside
sokoban-board = Board
sokoban-rotate-right = Rotate right
sokoban-rotate-left = Rotate left
sokoban-flip-horizontal = Flip horizontal
sokoban-flip-vertical = Flip vertical
sokoban-resize = Resize…
sokoban-validation = Validation
sokoban-validation-counts = Boxes { $boxes }   Goals { $goals }   Pushers { $pushers }
sokoban-valid = Valid level: ready to play

## The game layer's words the window shows: squares, problems, the solver's reasons.
sokoban-square-outside = outside
sokoban-square-floor = floor
sokoban-square-wall = wall
sokoban-square-goal = goal
sokoban-square-box = box
sokoban-square-box-on-goal = box on a goal
sokoban-square-pusher = pusher
sokoban-square-pusher-on-goal = pusher on a goal
sokoban-problem-too-large = The board is { $w } x { $h }; at most { $max } x { $max } is supported.
sokoban-problem-no-pusher = There is no pusher.
sokoban-problem-pushers = There are { $n } pushers; a level has exactly one.
sokoban-problem-no-boxes = There are no boxes.
sokoban-problem-box-goal-count = { $boxes } boxes but { $goals } goals; they must be equal.
sokoban-problem-dead-boxes = { $n ->
    [one] { $n } box can never be pushed onto any goal (a wall or a corner keeps it off them).
   *[other] { $n } boxes can never be pushed onto any goal (a wall or a corner keeps them off them).
}
sokoban-problem-open-area = The pusher's area is not closed by walls: the pusher can leave the board.
sokoban-problem-unreachable-boxes = { $n ->
    [one] { $n } box the pusher can never reach stands off the goals.
   *[other] { $n } boxes the pusher can never reach stand off the goals.
}
sokoban-why-dead-square = a box is on a dead square: it can never reach a goal
sokoban-why-frozen = frozen boxes: boxes that can never move again stand off goals
sokoban-why-unmatched = the boxes can no longer be matched to goals
sokoban-why-exhausted-here = no solution exists from here (every position was searched)
sokoban-why-too-large = the level is too large for the solver
sokoban-why-unreachable-goals = more boxes than goals the pusher can reach
sokoban-why-no-boxes = there are no boxes to push
sokoban-why-dead-start = a box stands where it can never reach a goal
sokoban-why-internal = internal error: the solution found does not replay
sokoban-why-exhausted = every reachable position was searched
sokoban-replay-error = step { $step } ('{ $letter }') cannot be played: { $why }
sokoban-why-not-a-move = not a move letter
sokoban-why-blocked = the way is blocked
sokoban-position-pushers = the board has { $n } pushers; a playable level has exactly one
sokoban-stale-no-start = the board has no start: { $error }
sokoban-stale-unsolved = it no longer solves the level
sokoban-stale-untitled = saved game
sokoban-stale-one = level { $level }, '{ $title }': { $why }
sokoban-stale-more = ; and { $n } more
sokoban-stale-summary = { $n } saved game(s) no longer replay on the edited boards: { $list }{ $more }.
sokoban-lost-saved-games = { $n } saved game(s)
sokoban-lost-notes = notes
sokoban-lost-comments = comments
sokoban-lost-level = level { $level } ({ $what })
sokoban-lost-level-titled = level { $level } '{ $title }' ({ $what })
sokoban-lost-file-notes = the file's notes
sokoban-lost-more = { " " }and { $n } more level(s)
sokoban-lost-summary = { $kind } does not keep these: { $list }{ $more } (use .sok to keep them)
sokoban-no-walls = level { $level } has no walls and cannot be stored; draw its walls first
sokoban-generate-no-layout = no layout to fill
sokoban-generate-too-many-boxes = { $n } boxes: the generator places at most { $max } (a position's size grows with them, and the search keeps up to --max-positions of them)
sokoban-generate-no-fit = { $boxes } boxes do not fit the layout's { $floor } floor squares
sokoban-generate-layout-too-large = the layout is { $w } x { $h }; the solver that confirms each level takes at most { $max } x { $max }
sokoban-generate-unconfirmed = the solver's solution is wrong: { $why }
sokoban-generate-not-solving = it does not solve the level
sokoban-generate-short-whole = with { $boxes } boxes, no goal placement tried in this layout has a position farther than { $pushes } pushes from solved (each search saw every position)
sokoban-generate-short-limit = the backward search stopped at its limit of { $positions } positions or { $cells } cells visited for the layout (a large floor costs a flood per position)

## The solution optimizer
sokoban-optimize-not-solved = the moves end with boxes off goals: they are not a solution
sokoban-optimize-too-long = the solution has { $pushes } pushes: the optimizer takes at most 60000

## Optimize in the window
sokoban-optimize-button = Optimize…
sokoban-optimize-hint = Look for a solution with fewer pushes or fewer moves, and add it to the level's saved games
sokoban-optimize-busy-hint = An optimization is running: stop it or wait for its end first
sokoban-optimize-not-a-solution = This saved game does not replay to a solution: there is nothing to optimize
sokoban-optimize-solver-solution = the solver's solution
sokoban-optimize-window = Optimize
sokoban-optimize-from = From { $name }: { $moves } moves, { $pushes } pushes
sokoban-optimize-fewest-pushes = Fewest pushes
sokoban-optimize-fewest-moves = Fewest moves
sokoban-optimize-limit = time limit (s)
sokoban-optimize-start = Start
sokoban-optimize-stop = Stop
sokoban-optimize-running = Optimizing… { $secs } s, { $n } positions searched
sokoban-optimize-best-so-far = Best so far: { $moves } moves, { $pushes } pushes
sokoban-optimize-better = Better solution found: { $moves } moves, { $pushes } pushes (was { $was_moves }/{ $was_pushes }; { $why }, { $secs } s), added to the level's saved games
sokoban-optimize-known = { $words } (it was already there)
sokoban-optimize-no-better = No better solution found ({ $why }, { $secs } s, { $n } positions)
sokoban-optimize-cannot = Cannot optimize: { $why }
sokoban-optimize-edited = The level was edited while optimizing: the solution found ({ $moves }/{ $pushes }) does not solve it now, so nothing was added
sokoban-optimize-stop-done = every search around it ended
sokoban-optimize-stop-optimal = proved optimal
sokoban-optimize-stop-timeout = time limit reached
sokoban-optimize-stop-cancelled = stopped
sokoban-optimize-note-pushes = Optimized by gridwright for fewest pushes, from { $moves }/{ $pushes }
sokoban-optimize-note-moves = Optimized by gridwright for fewest moves, from { $moves }/{ $pushes }
