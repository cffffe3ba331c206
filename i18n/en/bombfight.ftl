# The BombFight workspace.

## Editor
bombfight-tools = Tools
bombfight-palette = Palette
bombfight-playtest-map = Playtest this map
bombfight-play-choose-toolbar = Play… (choose the players)
bombfight-play-choose = Play…  (choose the players)
bombfight-tournament-menu = Tournament…
bombfight-painting = Painting: { $tile }
bombfight-map = Map
bombfight-rounds = Rounds
bombfight-pillars-ring = Pillars and ring
bombfight-pillars-ring-hover = Walls on every even row and column, and all around
bombfight-random-map-menu = Random map…
bombfight-playtest-f5 = Playtest  (F5)
bombfight-checks = Checks
bombfight-valid-map = Valid map: ready to play
bombfight-fairness = Fairness
bombfight-last-valid-fairness = The last valid map's (this one has problems):
bombfight-fairness-later = A report once the map is valid.
bombfight-fair-exit-in = exit in { $n } steps
bombfight-fair-no-open-exit = no open exit ({ $n } brick(s) in the way)
bombfight-fair-no-exit = no exit
bombfight-fair-side = { $name }: { $exit }; reaches { $gems } gem(s) worth { $points }, { $mushrooms } mushroom(s)
bombfight-fair-neither = Neither start is plainly favoured.
bombfight-unfair = Unfair: { $flag }
bombfight-copied-selection = Copied the selection as .bflvl rows
bombfight-copied-map = Copied the map as .bflvl rows
bombfight-cut = Cut the selection
bombfight-paste-nothing = The clipboard holds no BombFight map rows
bombfight-pasted = Pasted { $w } x { $h } cells
bombfight-resized = Resized the map to { $w } x { $h }
bombfight-pillars-already = The pillars and the ring are already walls
bombfight-pillars-laid = Walls laid on the pillars and the ring
bombfight-random-made = Random map made with seed { $seed }
bombfight-no-map = No map: { $error }
bombfight-random-map = Random map
bombfight-width = Width
bombfight-height = Height
bombfight-brick-probability = brick probability
bombfight-point-probability = point probability
bombfight-exits = Exits
bombfight-seed = Seed
bombfight-symmetric = Symmetric (fair: needs an odd width and height)
bombfight-generate = Generate
bombfight-cancel = Cancel

## Tiles
bombfight-tile-empty = Empty
bombfight-tile-wall = Wall
bombfight-tile-brick = Brick
bombfight-tile-exit = Exit (ring only)
bombfight-tile-start-a = Start A (player 1)
bombfight-tile-start-b = Start B (player 2)
bombfight-tile-gem = Gem { $points }
bombfight-tile-mushroom = Mushroom { $points }

## Files, menus, status bar
bombfight-opened = Opened the { $w } x { $h } map { $from }
bombfight-bundled = bundled
bombfight-watching = Watching the replay { $from }
bombfight-menu-play = Play
bombfight-pointer = { $square }: { $tile }
bombfight-size = { $w } x { $h } map, { $n } rounds

## Checks and fairness (the command line prints them too)
bombfight-check-size = the size { $w } x { $h } is outside { $min } to { $max } a side
bombfight-check-ring-gaps = the outer wall has { $n } gap(s) that are not exits
bombfight-check-pillars = { $n } cell(s) with an even row and column are not walls
bombfight-check-rounds = the rounds must be from 1 to { $max }
bombfight-check-exit-inside = exits must lie in the outer wall
bombfight-check-no-exit = the map needs at least one exit
bombfight-check-starts = the map needs exactly one start { $name } (it has { $n })
bombfight-check-unreachable = no exit can be reached from start { $name }, even bombing bricks
bombfight-fair-only-a = only A reaches an exit without bombing
bombfight-fair-only-b = only B reaches an exit without bombing
bombfight-fair-nearer-exit = { $who }'s nearest exit is { $near } steps away, the other's { $far }
bombfight-fair-bricks = A must bomb { $a } brick(s) to reach an exit, B { $b }
bombfight-fair-gems = { $who } reaches { $more } gem points without bombing, the other { $less }

## Play
# A bot's name and why its turn gave no action.
bombfight-bot-error = { $name }: { $error }
bombfight-bot-stopped = the bot stopped (it is idle from now on)
bombfight-cannot-play = Cannot play this map: { $error }
bombfight-cannot-start = Cannot start: { $error }
bombfight-playing-human = Playing: W A S D or arrows move, B bomb, F done; Esc back to the editor
bombfight-playing-bots = Bots playing: Pause and Step in the panel; Esc back to the editor
bombfight-save-replay-title = Save the replay
bombfight-saved-replay = Saved the replay
bombfight-back-to-editor = Back to the editor
bombfight-back-to-editor-esc = Back to the editor  (Esc)
bombfight-human-keys = human (keys)
bombfight-side-score = { $mark }{ $who } { $name }: { $n } points
bombfight-round-of = Round { $round } of { $n } ({ $left } left)
bombfight-log = Log
bombfight-to-act = { $who } to act: WASD/arrows, B bomb, F done
bombfight-over-below = The game is over (the result is below)
bombfight-waiting-bot = Waiting for the bot (keys typed now are kept)
bombfight-nothing = nothing
bombfight-turn-so-far = This turn so far: { $actions }
bombfight-plan-hint = One move a turn: F plays it, B adds a bomb, another direction changes it.
bombfight-done-f = Done (F)
bombfight-turns-per-second = turns/s
bombfight-game-over-short = The game is over
bombfight-resume = Resume
bombfight-pause = Pause
bombfight-step = Step
bombfight-thinking = thinking…
bombfight-show-output = Show process output
bombfight-reached-exit = { $who } reached an exit.
bombfight-rounds-ran-out = The rounds ran out.
bombfight-game-over = Game over
bombfight-a-wins = A wins, { $won } to { $lost }.
bombfight-b-wins = B wins, { $won } to { $lost }.
bombfight-draw = A draw, { $n } all.
bombfight-save-replay = Save replay…
bombfight-watch-replay = Watch the replay
bombfight-play-again-swapped = Play again, starts swapped

## Process output
bombfight-output-side = { $who }: { $name }
bombfight-output-none = not a program (or no turn played yet)
bombfight-no-action = no action
bombfight-output-turn = turn { $turn } (round { $round }): { $answer }, { $ms } ms

## Replay
bombfight-cannot-replay = Cannot replay: { $error }
bombfight-replay-players = A: { $a }   B: { $b }
bombfight-replay-turn = Turn { $at } of { $n }, round { $round }
bombfight-replay-scores = Scores: A { $a }  B { $b }
bombfight-turn-nothing = { $who }: nothing
bombfight-turn-words = { $who }: { $words }

## Players dialog
bombfight-give-command = give the program's command line, or pick the program
bombfight-built-in-name = { $name } is a built-in bot's name: choose it in the list
bombfight-player-1 = Player 1 (A)
bombfight-player-2 = Player 2 (B)
bombfight-choice-human = Human (keys)
bombfight-choice-program = Program…
bombfight-choice-bot = Bot: { $bot }
bombfight-play-dialog = Play BombFight
bombfight-choose-program = Choose the bot program
bombfight-time-limit = Programs' time limit (s)
bombfight-bots-seed = Bots' seed
bombfight-start = Start
bombfight-players-not-kept = Could not remember the players: { $error }
bombfight-command = Command
bombfight-browse = Browse…
bombfight-used-before = Used before
bombfight-per-turn = Started each turn
bombfight-persistent = Persistent (one process a game)
bombfight-refusal-exit-ring = An exit goes only in the outer wall (the ring)

## The tournament page
bombfight-tourney-stopped-error = The tournament stopped: { $error }
bombfight-tourney-too-few = Choose at least two bots and one map.
bombfight-tourney-back-to-result = Back to the game's result
bombfight-tourney-back-to-result-esc = Back to the result  (Esc)
bombfight-tourney-back-esc = Back to the tournament  (Esc)
bombfight-tourney-saved-replays = { $n ->
    [one] Saved { $n } replay to { $folder }
   *[other] Saved { $n } replays to { $folder }
}
bombfight-tourney-not-saved = Not saved: { $error }
bombfight-tourney-started = { $n ->
    [one] Tournament: { $n } game
   *[other] Tournament: { $n } games
}
bombfight-tourney-save-standings-title = Save the standings
bombfight-tourney-saved-standings = Saved the standings
bombfight-tourney-replays-folder-title = Choose the folder for the replays
bombfight-tourney-map-unplayable = This map cannot be played: { $problem }
bombfight-tourney-this-map-name = this map
bombfight-tourney-heading = Tournament
bombfight-tourney-bots = Bots
bombfight-tourney-maps = Maps
bombfight-tourney-this-map = This map
bombfight-tourney-random-maps = Random maps
bombfight-tourney-every-pair = Every pair plays every map twice, the starts swapped.
bombfight-tourney-start = Start
bombfight-tourney-stop = Stop
bombfight-tourney-choose = Choose the bots and the maps, then Start.
bombfight-tourney-state-playing = playing
bombfight-tourney-state-stopping = stopping
bombfight-tourney-state-stopped = stopped
bombfight-tourney-state-finished = finished
bombfight-tourney-progress = { $done } of { $n } games, { $state }
bombfight-tourney-estimating = Estimating the time left…
bombfight-tourney-time-left = About { $time } left
bombfight-tourney-standings = Standings
bombfight-tourney-maps-heading = Maps (games won from A, from B, drawn)
bombfight-tourney-games = Games
bombfight-tourney-save-standings = Save standings…
bombfight-tourney-as-text = As text (.txt)…
bombfight-tourney-as-json = As JSON (.json)…
bombfight-tourney-save-replays = Save replays…
bombfight-tourney-favours = ⚠ Favours { $start }
bombfight-tourney-favours-tip = Start { $start } won { $wins } to { $losses } of the games not drawn: the map may be unfair.
bombfight-tourney-watch = Watch

## Leaving a finished game
bombfight-guard-record = This game's replay
bombfight-guard-playing-again = playing again
bombfight-guard-going-back = going back to the editor

## The replay viewer's sliders
bombfight-replay-step = turn
bombfight-replay-count = { $n ->
    [one] { $n } turn
   *[other] { $n } turns
}
bombfight-replay-rate = turns/s
# The word on an exit tile of the map picture (window and render), in capitals.
bombfight-picture-exit = EXIT

## The game's log, a line per event (the window's play panel, play bombfight's console);
## $player is A or B, $square a square (x 9 y 1), $points signed (+5, -3)
bombfight-event-collect = { $player } collected a { $item ->
        [gem] gem
       *[mushroom] mushroom
    } ({ $points })
bombfight-event-item-destroyed = { $player }'s bomb blew up an item ({ $points })
bombfight-event-brick-destroyed = a brick at { $square } was destroyed
bombfight-event-kill = { $player } was killed ({ $points }), back to its start
bombfight-event-exit = { $player } reached an exit ({ $points })
bombfight-event-bomb-placed = { $player } dropped a bomb at { $square }
bombfight-event-explosion = { $player }'s bomb at { $square } went off ({ $n ->
        [one] { $n } cell
       *[other] { $n } cells
    })
bombfight-event-rounds-ran-out = the rounds ran out

## Maps a game cannot start on, random maps' options and the tournament's threads
## (src/bombfight/engine.rs, generate.rs, tournament.rs); $start is A or B, $at the squares
bombfight-start-error = the map needs exactly one start { $start }; { $n ->
        [0] it has none
       *[other] it has { $n } ({ $at })
    }
bombfight-map-size = width and height must be from { $min } to { $max }
bombfight-map-probability = probabilities must be from 0 to 1
bombfight-map-rounds = rounds must be from 1 to { $max }
bombfight-map-exits = exits must be from 1 to { $places } on a { $width } x { $height } map
bombfight-map-even-symmetric = a symmetric map needs an odd width and height
bombfight-tourney-threads = cannot start the tournament's threads: { $error }

## Players that cannot be made (play bombfight, tournament, the players dialog)
bombfight-not-a-player = '{ $text }' is not a player: human, a built-in bot ({ $bots }), or a program ({ $why })
bombfight-no-built-in = no built-in bot '{ $name }'
bombfight-command-unbalanced = cannot split { $command }: unbalanced quotes
bombfight-command-empty = the bot's command is empty
bombfight-command-not-found = bot program { $program } not found (give a path, or a program on PATH)
bombfight-command-not-executable = bot program { $program } is not executable (chmod +x it, or name its interpreter: sh { $path })

## A program's faults (the bot panel, --bot-log files)
bombfight-fault-spawn = could not start: { $error }
bombfight-fault-late = no answer in time (no action)
bombfight-fault-exit = exited with { $status }
bombfight-fault-died = process ended ({ $status }); restarted next turn
bombfight-fault-garbage = not an action: { $answer } (no action)
bombfight-fault-extra-words = ignored words: { $words }
bombfight-fault-flood = { $n } byte(s) of output over the cap dropped
bombfight-fault-not-reading = had not read its previous input
bombfight-fault-late-answer = late answer { $answer } dropped
bombfight-fault-restarted = restarted (restart { $n })
bombfight-fault-more = { $n } more fault(s) this turn, not kept
bombfight-status-code = status { $code }
bombfight-status-signal = signal { $signal }
bombfight-status-unknown = an unknown status
