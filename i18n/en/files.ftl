# Reading and writing files: the formats' parse errors, why a file did not open or save, and
# the system's own errors (src/i18n/file_errors.rs, src/io.rs, src/user_files.rs).


## A parse error: where, what was expected, what was found
## $line and $column are positions, passed as text so they are never grouped.
files-parse-error = { $file }:{ $line }:{ $column }: expected { $expected }, found { $found }
files-parse-no-file = <input>

## What was found instead ($text, the file's own words, is put in as it is, quoted)
files-found-end = end of input
files-found-nothing = nothing
files-found-more = more
files-found-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
files-found-more-squares = { $n ->
        [one] { $n } more square here
       *[other] { $n } more squares here
    }
files-found-cells-so-far = { $n } cells so far
files-found-row = row { $row }
files-found-cells-in-row = { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } in row { $row }
files-found-numbers = { $n ->
        [one] { $n } number
       *[other] { $n } numbers
    }

## What was expected: shared by several formats
files-expected-first-line = '{ $line }'
files-expected-marker-line = a '{ $marker }' line
files-expected-header-line = a header line 'key: value'
files-expected-seed = a whole number (the seed)
files-expected-more-input = more input
files-expected-file-bytes = a file of at most { $max } bytes
files-expected-total-squares = boards of at most { $max } squares in all in one file

## XML (.slc)
files-expected-xml-end-after-root = the end of the file after the root element
files-expected-xml-comment-end = a comment closed by -->
files-expected-xml-instruction-end = a processing instruction closed by ?>
files-expected-xml-doctype-end = a DOCTYPE closed by >
files-expected-xml-doctype-without-entities = a DOCTYPE without entity definitions
files-expected-xml-element-name = an element name
files-expected-xml-attribute-name = an attribute name, > or />
files-expected-xml-end-tag-name = an end tag's name
files-expected-xml-nesting = elements nested at most { $max } deep
files-expected-xml-element = an element (<Name ...>)
files-expected-xml-attribute-once = each attribute once
files-expected-xml-equals = = after the attribute name
files-expected-xml-quoted-value = a quoted attribute value
files-expected-xml-closing-quote = the attribute value's closing quote
files-expected-xml-value-without-lt = an attribute value without <
files-expected-xml-end-tag = </{ $name }>
files-expected-xml-end-tag-close = > closing the end tag
files-expected-xml-cdata-end = a CDATA section closed by ]]>
files-expected-xml-reference-end = a reference ended by ;
files-expected-xml-reference = &amp; &lt; &gt; &quot; &apos; or &#N;

## TOML (.2048, .2048game, the per-user files)
files-expected-toml-nesting = at most { $max } nested brackets
files-expected-toml-key-parts = a key of at most { $max } parts
files-expected-toml-nodes = at most { $max } keys, values and tables
# $message is the TOML reader's own, in English.
files-expected-toml = valid TOML ({ $message })

## Run-length encoding (Sokoban boards and moves)
files-expected-rle-item = a character, a count or a group
files-expected-rle-count = a count small enough to expand
files-expected-rle-nesting = groups nested at most { $max } deep
files-expected-rle-group-close = ')' closing the group
files-expected-rle-after-count = a character or group after the count
files-expected-rle-length = a run that expands to a reasonable length

## Sokoban text (.sok, XSB)
files-expected-sokoban-board = a board (rows of #, @, $, ., * and spaces)
files-expected-sokoban-board-rows = a board at most { $max } rows high
files-expected-sokoban-board-with-wall = a board with at least one wall (its counts expand to none)
files-expected-sokoban-total-moves = saved games of at most { $max } moves in all in one file
files-expected-sokoban-some-move = moves that expand to at least one move (their counts expand to none)
files-expected-sokoban-board-character = a board character (# @ + $ * . - space), not a control character
files-expected-sokoban-row-squares = a row at most { $max } squares wide

## Sokoban XML (.slc); $attribute is Width or Height, as the file spells it
files-expected-slc-root = the root element <{ $name }>
files-expected-slc-collection-child = Title, Description, Email, Url or one LevelCollection
files-expected-slc-level = a <Level>
files-expected-slc-row = an <L> row
files-expected-slc-whole-side = { $attribute } as a whole number of squares
files-expected-slc-side-at-most = a { $attribute } of at most { $max } squares
files-expected-slc-board-characters = board characters (# @ + $ * . - _ or space)

## Sokoban tutorial arrays; $level and $row are numbers of the file, passed as text
files-expected-tutorial-statement = level data: name = [numbers, ...];
files-expected-tutorial-total-cells = levels of at most { $max } cells in all in one file
files-expected-tutorial-data = tutorial level data (levelN[i] = [...])
files-expected-tutorial-rows = at most { $max } rows in level{ $level }
files-expected-tutorial-row-number = row { $row } of level{ $level } (rows are numbered from 0 without gaps)
files-expected-tutorial-row-cells = at most { $max } cells in a row
files-expected-tutorial-cell-code = cell codes 0 (background), 1 (floor), 2 (wall), 3 (goal)
files-expected-tutorial-pusher = poussoir{ $level } = [x, y] for level{ $level }
files-expected-tutorial-position = a position [x, y] on floor or goal inside the level

## BombFight maps (.bflvl) and replays; $row is a row's number, passed as text
files-expected-bombfight-size-line = the size line 'WIDTH HEIGHT'
files-expected-bombfight-row = row { $row } of { $height } ({ $width } map characters)
files-expected-bombfight-rounds-line = the rounds line (a number)
files-expected-bombfight-end-after-rounds = the end of the file after the rounds line
files-expected-bombfight-size-numbers = the size line 'WIDTH HEIGHT' (two whole numbers)
files-expected-bombfight-sides = a width and a height from { $min } to { $max }
files-expected-bombfight-row-short = row { $row } of { $height } to be { $width } characters wide (it is { $short } short)
files-expected-bombfight-row-long = row { $row } of { $height } to end after { $width } characters (it is { $long } too long)
files-expected-bombfight-map-character = a map character: '#' wall, 'X' brick, 'E' exit, 'A' or 'B' start, 0-9 item, or space
files-expected-bombfight-rounds-number = the rounds line (one whole number)
files-expected-bombfight-rounds = a number of rounds up to { $max }
files-expected-replay-turns-line = a 'turns:' line after the map
files-expected-replay-turns = at most { $max } turns
files-expected-yes-or-no = yes or no

## Mazes: gridwright's .maze
files-expected-maze-cell-xy = x,y
files-expected-maze-cell-inside = a cell inside the maze
files-expected-maze-whole-number = a whole number
files-expected-maze-size-line = a 'size: WIDTHxHEIGHT' line
files-expected-maze-size-value = size: WIDTHxHEIGHT
files-expected-maze-size-at-least-one = a size of at least 1x1
files-expected-maze-cells = a maze of at most { $max } cells
files-expected-maze-drawing-lines = { $lines } lines of maze drawing (the size says { $width }x{ $height })
files-expected-maze-corner-row = a corner row of { $characters } characters (the size says { $width }x{ $height })
files-expected-maze-drawing-character = '+', '-', '|' or space

## Mazes: block grids
files-expected-blocks-character = '#' or space
files-expected-blocks-size = an odd number (2n+1, at least 3) of rows and columns of '#' and spaces (found { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }, { $columns ->
        [one] { $columns } column
       *[other] { $columns } columns
    })

## Mazes: the invisible maze's saved games
files-expected-maze-game-seconds = seconds from 0 to { $max }
files-expected-maze-game-lives = a whole number of lives
files-expected-maze-game-density = a density from 0 to 1
files-expected-maze-game-tries = at most { $max } tries
files-expected-maze-game-direction = a direction: U, R, D or L

## Mazes: the invisible maze's ASCII art
files-expected-ascii-start = a maze drawing starting with '+---+' (at least 3 rows and columns)
files-expected-ascii-row-width = rows at most as wide as the first ({ $width } characters)
files-expected-ascii-ambiguous = cell sizes (LM, HM) given as options: several fit this drawing
files-expected-ascii-character = '+', '-', '|', '@' or space
files-expected-ascii-walls = walls on a grid of even cell sizes ('-' on corner rows, '|' on corner columns, '+' at the four corners, '@' at a cell's centre)
files-expected-ascii-first-row = a first row of width*LM+1 characters with LM even (it has { $width })
files-expected-ascii-rows = a drawing of height*HM+1 rows with HM even (it has { $rows } rows)

## Mazes: the grid matrix (JSON or Python); rows and columns are positions, passed as text
files-expected-grid-matrix = a matrix [[[top, right, bottom, left], ...], ...] of true/false
files-expected-grid-row-cells = row { $row } to have { $cells } cells like row 0 (it has { $has })
files-expected-grid-sides = four sides [top, right, bottom, left] for cell ({ $row }, { $column })
files-expected-grid-agree = cells ({ $row }, { $column }) and ({ $other_row }, { $other_column }) to agree on the side they share

## 2048 levels and records; $empty is yes when an empty cell (0) is allowed
files-expected-g2048-level-table = a [level] table
files-expected-g2048-game = game = "{ $magic }"
files-expected-g2048-game-first = game = "{ $magic }" first
files-expected-g2048-keys = one of the keys { $keys }
files-expected-g2048-key = a `{ $key }` key
files-expected-g2048-text = a text of at most { $max } characters
files-expected-g2048-bool = true or false
files-expected-g2048-side = a size from { $min } to { $max }
files-expected-g2048-seed = a seed: a whole number from 0
files-expected-g2048-moves-text = the moves as a text of U D L R
files-expected-g2048-moves = at most { $max } moves
files-expected-g2048-move-letters = moves: U D L R only
files-expected-g2048-score = a score: a whole number from 0
files-expected-g2048-power-of-two = { $empty ->
        [yes] 0 (empty) or a
       *[no] a
    } power of two from 2 to 2^62
files-expected-g2048-spawn-inline = {"{"} value = 2, weight = 0.9 {"}"}
files-expected-g2048-spawn-tables = [[spawn]] tables of value and weight
files-expected-g2048-spawn-count = 1 to { $max } spawn entries
files-expected-g2048-spawn-total = spawn weights that add up to more than 0
files-expected-g2048-spawn-keys = only `value` and `weight` in a spawn
files-expected-g2048-weight = a `weight`
files-expected-g2048-weight-value = a weight: a finite number, 0 or more
files-expected-g2048-start-rows = rows of numbers: [[0, 2], [4, 0]]
files-expected-g2048-start-height = { $rows } rows (the height)
files-expected-g2048-start-row = a row: [0, 2, 4, 0]
files-expected-g2048-start-width = a row of { $numbers } numbers (the width)

## A file and what went wrong with it (any error of reading or writing it)
files-path-error = { $file }: { $error }

## The file kinds' names (src/i18n/names.rs); extensions stay as they are
files-kind-sok = Sokoban .sok
files-kind-xsb = Sokoban XSB
files-kind-slc = Sokoban .slc (XML)
files-kind-sokoban-tutorial = Sokoban tutorial arrays
files-kind-maze = gridwright .maze
files-kind-maze-grid = maze grid matrix (JSON or Python)
files-kind-maze-ascii = invisible-maze art
files-kind-maze-blocks = maze block grid
files-kind-maze-game = invisible maze game
files-kind-2048 = 2048 level
files-kind-2048-record = 2048 game record
files-kind-bombfight = BombFight map
files-kind-bombfight-replay = BombFight replay
# A kind in a list of kinds, with its usual extension.
files-kind-with-extension = { $kind } (.{ $ext })
# One game's file asked to be written as a kind of another game ($kind).
files-wrong-game = a { $game } file cannot be written as { $kind }

## A picture not made (src/picture: render, convert to a picture, Export picture)
files-picture-too-large = the picture would be { $what }, over the limit of { $limit }; choose fewer levels (--levels) or a smaller --cell
files-picture-cells = { $n ->
        [one] { $n } cell
       *[other] { $n } cells
    }
files-picture-pixels = { $n ->
        [one] { $n } pixel
       *[other] { $n } pixels
    }
files-picture-raster = { $width }x{ $height } pixels
files-picture-memory = what fits in memory
# $error is the PNG encoder's own message, in English.
files-picture-encoding = PNG encoding failed: { $error }

## Why a file did not open (src/io.rs)
files-load-too-large = { $file }: a file of { $size } bytes, above the limit of { $limit } bytes ({ $mib } MiB)
files-load-unknown-kind = { $file }: not a file kind gridwright knows: expected { $kinds } (by extension or content)
files-load-wrong-game = { $file }: a { $kind } file, not { $game }

## Why a save failed, in gridwright's own words (src/io.rs); $what is folder or other
files-save-no-temporary = cannot save atomically: the folder { $folder } is not writable, so no temporary file can be made beside the file ({ $error })
files-save-not-a-file = { $what ->
        [folder] is a folder
       *[other] is not a regular file
    }; nothing was written
files-symlink-loop = too many levels of symbolic links

## A per-user file (settings, records) left alone (src/user_files.rs)
files-user-file-kept = warning: { $file } is left as it is and not updated: { $why }
files-user-file-not-regular = not a regular file
files-user-file-not-utf8 = not UTF-8 text
# $message is the TOML reader's own, in English.
files-user-file-toml = line { $line }, column { $column }: not valid TOML for this file ({ $message })

## The system's errors, by kind (any other kind keeps the system's own words)
files-os-not-found = no such file or folder
files-os-permission-denied = permission denied
files-os-already-exists = it already exists
files-os-is-a-directory = it is a folder
files-os-not-a-directory = a part of the path is not a folder
files-os-directory-not-empty = the folder is not empty
files-os-read-only = the file system is read-only
files-os-storage-full = no space left on the device
files-os-quota-exceeded = the disk quota is exceeded
files-os-file-too-large = the file is too large for the file system
files-os-invalid-filename = the file name is not valid (too long?)
files-os-busy = the file or device is busy
files-os-crosses-devices = a file cannot be moved across file systems
files-os-too-many-links = too many links
files-os-interrupted = interrupted
files-os-broken-pipe = the other end of the pipe is closed
files-os-out-of-memory = not enough memory
files-os-timed-out = timed out
files-os-would-block = the operation would block
files-os-invalid-input = an argument is not valid
files-os-unsupported = the operation is not supported here
files-os-invalid-data = the data is not valid (not UTF-8 text?)
files-os-unexpected-eof = the file ends too soon
