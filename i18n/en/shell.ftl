# The window's frame: menus, toolbar, status bar, dialogs, start page, file dialogs, playback, shared editing tools.

shell-menu-language = Language
shell-language-tip = The window's language; the system's chooses until you pick one.

## Menus and toolbar
shell-menu-file = File
shell-menu-edit = Edit
shell-menu-view = View
shell-menu-theme = Theme
shell-menu-file-dialogs = File dialogs
shell-new = New…
shell-open = Open…
shell-open-by-path = Open by path…
shell-open-recent = Open Recent
shell-no-recent-files = (no recent files)
shell-start-page = Start page
shell-play-a-game = Play a game
shell-bundled-levels = Bundled levels
shell-save-as-by-path = Save As by path…
shell-export-picture = Export picture…
shell-quit = Quit
shell-theme-dark = Dark
shell-theme-light = Light
shell-theme-system = Follow the system
shell-dialogs-native = Native when available
shell-dialogs-in-window = Always in-window

## Opening, saving, exporting; the status bar and the title
shell-bundled-unreadable = The bundled { $name } did not read: { $error }
shell-bundled-start = Bundled { $name }{ $rest }. Save As to keep edits.
shell-doc-bundled = { $file } (bundled)
shell-untitled = Untitled
shell-could-not-open = Could not open: { $error }
shell-opened-bundled = Opened bundled { $name }; Save As to keep edits
shell-undone = Undone
shell-redone = Redone
shell-status-start-page = Start page: the document stays open beneath (Close this page)
shell-status-zoom = zoom { $percent }%
shell-back-to-document = Back to the document
shell-export-not-a-picture = Not exported: .{ $ext } is not a picture; choose a name ending in .png or .svg
shell-export-picture-title = Export picture
shell-exported-picture = Exported the picture
shell-not-exported = Not exported: { $error }
shell-done-to = { $done } to { $path }
shell-not-saved-error = Not saved: { $path }: { $error }
shell-not-saved-other-game = Not saved: .{ $ext } is for { $owner } files; a { $game } document saves as .{ $extensions }
shell-open-file = Open file
shell-save-as-title = Save as
shell-saved = Saved { $path }
shell-wrote-lossy-copy = Wrote { $path } without what its format cannot hold; the document keeps it and stays unsaved until saved in a format that holds everything
shell-not-saved-record = Not saved: .{ $ext } is for a { $kind } file, which is made by playing; save the document as .{ $extensions }
shell-not-saved = Not saved

## File > New and Play a game
shell-new-hint-sokoban = The level starts as a walled room; draw walls, goals, boxes and the pusher.
shell-new-hint-maze = The maze starts without interior walls: draw them, or generate one.
shell-new-hint-2048 = The level starts as the classic game (2 or 4 spawn, 2048 wins); set its rules and paint a start board.
shell-new-hint-bombfight = The map starts with its ring, pillars, both starts and one exit; or use Random map.
shell-new-sokoban = New level file
shell-new-maze = New maze: draw walls, or generate one (right panel)
shell-new-2048 = New 2048 level: set its rules, paint a start board if you like, then F5
shell-new-bombfight = New BombFight map: paint bricks, items and exits, then playtest (F5)
shell-quick-sokoban = Sokoban
shell-quick-maze = Maze
shell-quick-invisible-maze = Invisible maze…
shell-quick-invisible-maze-says = Invisible maze: choose the settings
shell-quick-bombfight = BombFight
shell-quick-2048 = 2048 (classic)
shell-quick-2048-says = 2048: arrows, WASD or ZQSD move; Esc leads to the level's editor

## Dialogs
shell-new-file = New file
shell-create = Create
shell-game = Game
shell-unsaved-changes = Unsaved changes
shell-unsaved-changes-body = { $name } has changes that are not saved.
shell-discard-changes = Discard changes
shell-read-only-folder = Save in a read-only folder
shell-read-only-folder-why = { $path } can be written, but its folder cannot, so it cannot be saved safely (a new file beside it, then a rename).
shell-read-only-folder-ask = Overwrite the file in place? If the program or the machine stops during the write, the file may be left damaged.
shell-overwrite-in-place = Overwrite in place
shell-replace-file = Replace the file?
shell-replace-file-exists = { $name } already exists in { $folder }.
shell-replace-file-overwrites = Replacing it overwrites what it holds.
shell-replace = Replace
shell-stale-games = Saved games that no longer replay
shell-stale-games-ask = They are not saved as saved games. Keep each as a line of its level's notes, or drop them?
shell-keep-as-notes = Keep as notes
shell-drop-them = Drop them
shell-lossy = This format cannot hold everything
shell-lossy-body = Writing { $path } leaves that out. The document keeps it and stays unsaved.
shell-write-without-it = Write without it
shell-path = Path

## The in-window file dialog
shell-places = Places
shell-show-types = Show
shell-open-title = Open a level, maze, map or game
shell-save-as-game-title = Save the { $game } file as
shell-export-title = Export picture (PNG or SVG)
shell-every-file = Every file
shell-every-game-file = Every game's files
shell-game-files = { $game } files
shell-pictures = Pictures
shell-files = Files
shell-home = Home

## A game about to be lost
shell-save-the-game = Save the game?
shell-game-would-be-lost = { $what } is not saved: { $then } loses it.
shell-record-then = closing it
shell-save-game = Save game…

## The shared editing tools: the Edit menu's grid entries and the Resize dialog
shell-copy = Copy
shell-cut = Cut
shell-paste = Paste
shell-delete-selection = Delete selection
shell-resize-dots = Resize…
shell-resize-board = Resize board
shell-keep-content-at = Keep the content at: { $anchor }
shell-resize = Resize
shell-turn-rotate-right = Rotate right
shell-turn-rotate-left = Rotate left
shell-turn-flip-horizontal = Flip horizontal
shell-turn-flip-vertical = Flip vertical
shell-anchor-top-left = Top left
shell-anchor-top = Top
shell-anchor-top-right = Top right
shell-anchor-left = Left
shell-anchor-centre = Centre
shell-anchor-right = Right
shell-anchor-bottom-left = Bottom left
shell-anchor-bottom = Bottom
shell-anchor-bottom-right = Bottom right

## Why the system's clipboard could not be read
shell-clipboard-empty = the clipboard is empty or holds no text
shell-clipboard-not-supported = this system's clipboard is not supported
shell-clipboard-occupied = another program holds the clipboard
shell-clipboard-conversion = the clipboard's contents could not be converted to text
# $detail is the clipboard library's own words, in English.
shell-clipboard-unknown = unknown clipboard error: { $detail }

## The system's file dialog (View > File dialogs)
shell-native-no-platform = this platform has no system file dialog
shell-native-no-libdbus = libdbus-1 is not installed
shell-native-no-session-bus = no session bus ({ $error })
shell-native-no-portal = no desktop portal on the session bus ({ $error })
shell-native-no-file-chooser = the desktop portal has no file chooser
shell-native-could-not-look = could not look: { $error }
shell-native-not-asked = this window was made without asking the system
shell-native-could-not-start = could not start it: { $error }
shell-native-did-not-show = the system's file dialog did not show
shell-native-choose = Choose in the system's file dialog (it may be behind this window).
shell-native-available = The system's file dialog is available.
shell-native-available-limited = The system's file dialog is available; { $limit }.
shell-native-opens-in-recent = when opening, it starts in its recent files, not in the document's folder: this desktop portal's file chooser is version { $version }, and only version { $since } and later take a start folder (saving is not affected)
shell-native-unavailable = No system file dialog here: { $why }.
shell-native-looking = Looking for the system's file dialog…

## Replays
shell-replay = Replay
shell-replay-log = Log: { $steps }
shell-replay-log-start = 0. start
shell-replay-pause = Pause
shell-replay-play = Play
shell-replay-start-tip = Start (Home)
shell-replay-back-tip = Step back (Left)
shell-replay-play-tip = Space
shell-replay-forward-tip = Step forward (Right)
shell-replay-end-tip = End (End)
shell-replay-keys = Left and Right step, Home and End jump, Space plays or pauses, - and + change the speed.
shell-watching-replay = Watching the replay: Esc goes back.

## The start page
shell-start = Start
shell-close-this-page = Close this page
shell-start-intro = Five games, one editor. Pick one to make, open or play.
shell-card-sokoban = Sokoban
shell-card-sokoban-blurb = Push every box onto a goal. Edit levels, check them, solve them.
shell-card-maze = Maze
shell-card-maze-blurb = Generate, draw and solve mazes; view them as graphs.
shell-card-invisible-maze = Invisible maze
shell-card-invisible-maze-blurb = Memorize a maze, then find the way out with its walls hidden.
shell-card-bombfight = BombFight
shell-card-bombfight-blurb = Two players or bots bomb their way to an exit.
shell-card-2048 = 2048
shell-card-2048-blurb = Slide and merge powers of two; design boards and rules.
shell-card-play = Play
shell-open-bundled-level = Open a bundled level
shell-recent-files = Recent files
shell-recent-files-none = None yet: files you open or save are listed here.
shell-on-start = When gridwright starts without a file:
shell-on-start-page = show this page
shell-on-start-last = reopen the last document

## View
shell-fit-to-window = Fit to window
shell-zoom-100 = Zoom 100%

## The shared drawing tools
shell-tool-pencil = Pencil
shell-tool-rectangle = Rectangle
shell-tool-fill = Fill
shell-tool-eraser = Eraser
shell-tool-select = Select
