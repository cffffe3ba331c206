# Les mots que toutes les parties emploient (voir i18n/en/common.ftl pour les conventions).

common-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
common-ok = OK
common-cancel = Annuler
common-save = Enregistrer
common-save-as = Enregistrer sous…
common-discard = Abandonner
common-undo = Annuler
common-redo = Rétablir
common-width = Largeur
common-height = Hauteur

## The games' names, inside messages, menus and dialogs (src/i18n/names.rs)
common-game-sokoban = Sokoban
common-game-maze = Labyrinthe
common-game-2048 = 2048
common-game-bombfight = BombFight
