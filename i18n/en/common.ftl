# Words every area uses. Ids: area-what (common-, shell-, sokoban-, maze-, bombfight-,
# g2048-, cli-, cli-games-). Counts are numbers (plurals follow); ids and seeds are strings.

common-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
common-ok = OK
common-cancel = Cancel
common-save = Save
common-save-as = Save As…
common-discard = Discard
common-undo = Undo
common-redo = Redo
common-width = Width
common-height = Height

## The games' names, inside messages, menus and dialogs (src/i18n/names.rs)
common-game-sokoban = Sokoban
common-game-maze = Maze
common-game-2048 = 2048
common-game-bombfight = BombFight
