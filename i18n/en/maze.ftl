# The maze and invisible maze workspaces.

## Editor tools
maze-tool-walls-tip = Walls: click or drag near cell edges
maze-tool-entrance-tip = Entrance: click a cell
maze-tool-treasure-tip = Treasure (the exit): click a cell
maze-tools = Maze tools
maze-tool-walls = Walls
maze-tool-walls-hover = Click or drag near cell edges to add or remove walls  (1)
maze-tool-entrance = Entrance
maze-tool-entrance-hover = Click a cell to place the entrance  (2)
maze-tool-treasure = Treasure
maze-tool-treasure-hover = Click a cell to place the exit (treasure)  (3)
maze-turn-done = { $what }: done
maze-resized = Resized the maze to { $w } x { $h }

## Files, menus, status bar
maze-opened = Opened the { $w } x { $h } maze { $from }
maze-bundled = bundled
maze-watching-game = Watching the invisible maze game { $from }
maze-export-graph-title = Export the graph (Graphviz DOT)
maze-export-graph-done = Wrote the graph
maze-menu-play = Play
maze-menu-new-invisible = New invisible maze…
maze-playtest-invisible = Playtest, invisible
maze-menu-resume-steps = { $n ->
    [one] Resume the invisible maze ({ $n } step)
   *[other] Resume the invisible maze ({ $n } steps)
}
maze-menu-resume = Resume the invisible maze
maze-size-invisible = { $w } x { $h } invisible maze
maze-size-replay = { $w } x { $h } invisible maze (replay)
maze-size-maze = { $w } x { $h } maze

## Side panel
maze-yes = yes
maze-no = no
maze-status = Status
maze-figures-follow = Figures follow when the maze is made.
maze-updating = Updating…
maze-cells = { $w } x { $h } cells
maze-perfect = Perfect: { $answer }
maze-exit-reachable = Exit reachable: { $answer }
maze-dead-ends = Dead ends: { $n }
maze-interior-walls = Interior walls: { $n } of at most { $max }
maze-views = Views
maze-view-solution = Solution
maze-view-heat = Distance heat map
maze-view-graph = Graph view
maze-method = Method
maze-no-path = No path from the entrance to the treasure.
maze-path-steps = { $n ->
    [one] Path: { $n } step
   *[other] Path: { $n } steps
}
maze-export-graph = Export graph (DOT)…
maze-generate = Generate
maze-generating = Generating: step { $step } of { $n }
maze-steps-per-second = steps/s
maze-skip-to-end = Skip to the end
maze-algorithm = Algorithm
maze-size = Size
maze-seed = Seed
maze-braid = braid
maze-step-by-step = Show step by step
maze-generate-maze = Generate maze
maze-generated = Generated a { $width }x{ $height } maze ({ $algo }, seed { $seed }).
maze-heat-colour = Colour: steps from the entrance
maze-heat-range = near: 0 steps … far: { $max } steps
maze-heat-unreachable = { $n ->
    [one] grey: unreachable ({ $n } cell)
   *[other] grey: unreachable ({ $n } cells)
}

## Solving methods
maze-method-bfs = Breadth-first (shortest)
maze-method-dfs = Depth-first
maze-method-left-hand = Left hand on the wall
maze-method-right-hand = Right hand on the wall
maze-method-tremaux = Trémaux
maze-method-dead-end-filling = Dead-end filling

## Invisible maze
maze-gave-up = { $name } gave up after { $n } tries.
maze-settings-not-kept = Could not remember the settings: { $error }
maze-invisible-started = Invisible maze (seed { $seed }): memorize it before it vanishes
maze-n-starts-over = n starts over
maze-n-starts-new = n starts a new maze
maze-entrance-is-exit = The entrance is the exit: place the treasure elsewhere first
maze-playtest-started = Playtest: memorize the maze; Esc goes back to the editor
maze-resumed = Resumed: { $steps } steps, { $mistakes } mistakes. { $again }
maze-back-to-editor = Back to the editor
maze-back-to-editor-esc = Back to the editor  (Esc)
maze-back-to-result = Back to the game's result
maze-back-to-result-esc = Back to the result  (Esc)
maze-kept-f5 = F5 resumes it
maze-kept-menu = Play > Resume resumes it
maze-back-game-kept = Back to the editor; the game is kept: { $how }
maze-walls-hidden-status = The walls are hidden: find the way to the exit
maze-guard-record = This game's record
maze-guard-playing-again = playing again
maze-guard-going-back = going back to the editor
maze-no-undo = No undo in the invisible maze: every bump counts as a mistake and costs a life
maze-save-game-title = Save the game
maze-saved-game = Saved the game
maze-lost-lives = You lost: all { $n } lives used.
maze-peeks-note = (The maze was shown again { $n } time(s).)
maze-best-result-note = A best result for these settings!
maze-records-not-saved = Could not save the records: { $error }
maze-invisible-heading = Invisible maze
maze-memorize = Memorize it: { $left } s before the walls vanish
maze-reached-exit = You reached the exit
maze-no-lives-left = No lives left
maze-walls-hidden = The walls are hidden: find the way
maze-lives-left = { $left ->
    [one] { $left } life left of { $n }
   *[other] { $left } lives left of { $n }
}
maze-play-figures = Steps { $steps }   mistakes { $mistakes }   peeks { $peeks }
maze-best-short = Best for these settings: { $mistakes } mistakes, { $steps } steps
maze-you-won = You won
maze-you-lost = You lost
maze-again-new = Play again (new maze)
maze-again-same = Play again (the same maze)
maze-replay-step-by-step = Replay step by step
maze-save-game = Save game…
maze-keys = Keys (?)
maze-keys-help = Arrows or W A S D move (and the original's d right, g left, h or e up, b or x down); o auto-play, v show the maze again (counted), n new maze, Esc or q back to the editor (an unfinished game is kept). No undo: every bump counts.
maze-auto-play = Auto-play
maze-strategy = Strategy
maze-strategy-sighted = { $name } (sighted)
maze-strategy-blind = { $name } (blind)
maze-start-auto = Start auto-play (o)
maze-auto-playing = Playing: { $name }
maze-resume = Resume
maze-pause = Pause
maze-new-invisible = New invisible maze
maze-height = Height
maze-width = Width
maze-density = density
maze-seconds-visible = Seconds visible
maze-lives = Lives
maze-solvable-only = Solvable mazes only
maze-dense-warning = Above a density of about 0.5 solvable mazes are rare: this may give up.
maze-best-long = Best with these settings: { $mistakes } mistakes, { $steps } steps, { $secs } s (seed { $seed })
maze-no-result-yet = No result yet with these settings.
maze-start-game = Start the game
maze-cancel = Cancel
maze-won-mistakes = { $n ->
    [0] You reached the exit in { $moves } without a single mistake.
    [1] You reached the exit in { $moves }, making only 1 mistake.
   *[other] You reached the exit in { $moves }, making only { $n } mistakes.
}
maze-won-moves = { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
}
maze-strategy-random-about = a random direction not blocked by a known wall (the original's)
maze-strategy-wall-follower-about = keeps its right hand on the wall
maze-strategy-tremaux-about = marks passages, never walks one a third time
maze-strategy-flood-fill-about = walks the shortest way assuming unknown walls are open, re-plans after each bump
maze-strategy-cautious-about = weighs each way by its chance of walls (the density it has seen) and the ways round a bump
maze-strategy-shortest-about = the shortest path, seeing every wall

## Replay
maze-side-up = up
maze-side-down = down
maze-side-left = left
maze-side-right = right
maze-replay-try = Try { $at } of { $n }
maze-replay-figures = Mistakes { $mistakes }   steps { $steps }

## Game layer messages the window shows (the command line prints them too)
maze-no-solvable = no maze with a reachable exit in { $n } tries at density { $density } (above about 0.5 few are solvable); lower the density, or allow unsolvable mazes
maze-save-picture-refused = a .{ $ext } is a picture gridwright cannot read back; save the maze as .maze (or another maze format) and use File > Export picture (Ctrl+E) for the picture

## A maze's output over its limit (src/maze/files.rs); $hint is compact, ascii or none
maze-write-too-large = a { $format } of this { $width }x{ $height } maze would take about { $needed } MiB, above the limit of { $limit } MiB{ $hint ->
        [compact] {" "}(the .maze format is the compact one)
        [ascii] {" "}(smaller --lm and --hm, or .maze)
       *[none] {""}
    }
maze-format-maze = .maze file
maze-format-ascii = drawing
maze-format-grid = grid matrix
maze-format-blocks = block grid
maze-format-svg = SVG picture
maze-format-png = PNG picture

## The replay viewer's sliders
maze-replay-step = try
maze-replay-count = { $n ->
    [one] { $n } try
   *[other] { $n } tries
}
maze-replay-rate = tries/s
